import { useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { PlusIcon } from '../../../components/booking/icons';
import { Field, inputClass } from '../../../components/ui/field';
import { StepSection, useStepForm } from './customer-step-parts';

/** Step 2's other passengers: up to one fewer than the passengers, each with name, surname and an optional identity number. */
export function GuestsSection() {
  const { t, form, errors, msg, optional } = useStepForm();
  const { register, control } = form;
  const guests = useFieldArray({ control, name: 'guests' });
  const passengers = useWatch({ control, name: 'passengers' });
  const maxGuests = Math.max(0, (passengers ?? 1) - 1);
  return (
    <StepSection
      title={t('form.sections.guests')}
      aside={
        maxGuests > 0 ? (
          <span className="text-xs text-slate-500">
            {t('form.guests.count', { count: guests.fields.length, max: maxGuests })}
          </span>
        ) : null
      }
    >
      {maxGuests === 0 ? (
        <p className="text-sm text-slate-600">{t('form.guests.none')}</p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{t('form.guests.hint', { max: maxGuests })}</p>
          {guests.fields.map((g, i) => {
            const e = errors.guests?.[i];
            return (
              <fieldset key={g.id} className="rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-700">
                  {t('form.guests.title', { n: i + 2 })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
                  <Field label={t('form.guests.name')} required error={msg(e?.name)}>
                    {(a) => <input {...a} {...register(`guests.${i}.name`)} className={inputClass} />}
                  </Field>
                  <Field label={t('form.guests.surname')} required error={msg(e?.surname)}>
                    {(a) => <input {...a} {...register(`guests.${i}.surname`)} className={inputClass} />}
                  </Field>
                  <Field
                    label={
                      <>
                        {t('form.guests.identity')}
                        {optional}
                      </>
                    }
                  >
                    {(a) => (
                      <input {...a} {...register(`guests.${i}.identity_number`)} className={inputClass} />
                    )}
                  </Field>
                  <button
                    type="button"
                    onClick={() => guests.remove(i)}
                    aria-label={t('form.guests.removeLabel', { n: i + 2 })}
                    className="rounded-lg px-3 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 sm:mt-6"
                  >
                    {t('form.guests.remove')}
                  </button>
                </div>
              </fieldset>
            );
          })}
          {msg(errors.guests?.root ?? (errors.guests as FieldError | undefined)) ? (
            <p className="text-sm text-red-600">
              {msg(errors.guests?.root ?? (errors.guests as FieldError | undefined))}
            </p>
          ) : null}
          <button
            type="button"
            disabled={guests.fields.length >= maxGuests}
            onClick={() => guests.append({ name: '', surname: '', identity_number: '' })}
            className="inline-flex items-center gap-2 rounded-lg border border-dashed border-sea-600 px-4 py-2.5 text-sm font-semibold text-sea-800 transition hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-sea-700 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <PlusIcon /> {t('form.guests.add')}
          </button>
        </div>
      )}
    </StepSection>
  );
}
