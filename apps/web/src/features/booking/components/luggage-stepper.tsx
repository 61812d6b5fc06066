import { LUGGAGE_MAX, LUGGAGE_MIN } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { LuggageIcon } from '../../../components/booking/icons';
import { useElementId } from '../../../lib/use-element-id';

/** A 0-10 counter with − and + buttons; the number itself is announced as it changes. */
export function LuggageStepper({
  label,
  size,
  value,
  onChange,
}: {
  label: string;
  size: 'large' | 'medium' | 'small' | 'hand';
  value: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('booking');
  const id = useElementId();
  const btn =
    'flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-lg font-bold text-sea-800 transition hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-sea-700 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3"
    >
      <span id={id} className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <LuggageIcon size={size} className="h-6 w-6 text-sea-700" />
        {label}
      </span>
      <span className="flex items-center gap-2">
        <button
          type="button"
          className={btn}
          disabled={value <= LUGGAGE_MIN}
          onClick={() => onChange(value - 1)}
          aria-label={t('form.luggage.decrease', { label })}
        >
          −
        </button>
        <output
          aria-live="polite"
          className="w-6 text-center text-base font-bold tabular-nums text-slate-900"
          data-testid="luggage-value"
        >
          {value}
        </output>
        <button
          type="button"
          className={btn}
          disabled={value >= LUGGAGE_MAX}
          onClick={() => onChange(value + 1)}
          aria-label={t('form.luggage.increase', { label })}
        >
          +
        </button>
      </span>
    </div>
  );
}
