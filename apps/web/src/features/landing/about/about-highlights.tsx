import { useTranslation } from '../../../i18n/use-translation';
import { Icon } from '../icons';

const STATS = [
  { value: '1000+', key: 'customers' },
  { value: '9+', key: 'years' },
  { value: '24/7', key: 'support' },
] as const;

/** The fixed stats (§3), the entry's quote when it has one, and the features once loaded. */
export function AboutHighlights({
  quote,
  features,
  pending,
}: {
  quote: string | null | undefined;
  features: string[];
  pending: boolean;
}) {
  const { t } = useTranslation('landing');
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {STATS.map((s) => (
          <div
            key={s.key}
            className="flex flex-col-reverse items-center rounded-2xl bg-gradient-to-br from-sea-800 to-sea-900 p-4 text-center text-white shadow-lg sm:p-6"
          >
            <dt className="mt-1 text-xs font-medium text-sea-100 sm:text-sm">{t(`about.stats.${s.key}`)}</dt>
            <dd className="text-2xl font-black sm:text-4xl">{s.value}</dd>
          </div>
        ))}
      </dl>
      {quote ? (
        <blockquote className="rounded-2xl border-l-4 border-lagoon-500 bg-white p-5 text-lg italic leading-relaxed text-slate-700 shadow-sm">
          {`“${quote}”`}
        </blockquote>
      ) : null}
      <div className="rounded-2xl bg-white p-5 shadow-sm">
        {!pending ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {features.map((f) => (
              <li key={f} className="flex items-start gap-2 text-slate-700">
                <span className="mt-0.5 rounded-full bg-lagoon-500/15 p-0.5 text-lagoon-600">
                  <Icon name="check" className="h-4 w-4" />
                </span>
                {f}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
