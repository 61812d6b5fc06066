import { Controller } from 'react-hook-form';
import { useCurrency } from '../../../lib/currency-preference';
import type { ExtraServiceDto } from '../api';
import { StepSection, useStepForm } from './customer-step-parts';

/** Step 2's extras: each active extra service with its price in the visitor's currency, chosen by a checkbox. */
export function ExtrasSection({ extras }: { extras: ExtraServiceDto[] | undefined }) {
  const { t, form } = useStepForm();
  const { control } = form;
  const { format } = useCurrency();
  return (
    <StepSection title={t('form.sections.extras')}>
      {!extras || extras.length === 0 ? (
        <p className="text-sm text-slate-600">{t('form.extras.none')}</p>
      ) : (
        <Controller
          control={control}
          name="selected_extra_services"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            return (
              <fieldset>
                <legend className="sr-only">{t('form.sections.extras')}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {extras.map((x) => (
                    <label
                      key={x.id}
                      className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-700 ${
                        chosen.has(x.id)
                          ? 'border-sea-600 bg-sea-50'
                          : 'border-slate-200 hover:border-slate-300'
                      }`}
                    >
                      <input
                        type="checkbox"
                        checked={chosen.has(x.id)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...chosen, x.id] : [...chosen].filter((id) => id !== x.id),
                          )
                        }
                        className="mt-1 h-4 w-4 shrink-0 accent-sea-700"
                      />
                      <span aria-hidden="true" className="text-2xl leading-none">
                        {x.icon}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex items-baseline justify-between gap-2">
                          <span className="font-semibold text-slate-900">{x.name}</span>
                          <span className="shrink-0 text-sm font-bold text-sea-800">
                            {x.price_euro === 0 ? t('common:common.free') : `+${format(x.price_euro)}`}
                          </span>
                        </span>
                        {x.description ? (
                          <span className="mt-0.5 block text-xs text-slate-600">{x.description}</span>
                        ) : null}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          }}
        />
      )}
    </StepSection>
  );
}
