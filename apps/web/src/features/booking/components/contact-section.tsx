import { BOOKING_COUNTRY_CODES, formatPhoneInput, phonePlaceholder } from '@riviera/domain';
import { useWatch } from 'react-hook-form';
import { Field, inputClass } from '../../../components/ui/field';
import { StepSection, useStepForm } from './customer-step-parts';

/** Step 2's contact card: name, e-mail, phone with its dialling code (grouped as its country writes it), identity number. */
export function ContactSection() {
  const { t, form, errors, msg, optional } = useStepForm();
  const { register, control, getValues, setValue } = form;
  const countryCode = useWatch({ control, name: 'country_code' });
  // A valid number is shown grouped as its country writes it once the visitor leaves the field.
  const groupPhone = () => {
    const typed = getValues('customer_phone') ?? '';
    const grouped = formatPhoneInput(typed, getValues('country_code') ?? '');
    if (grouped !== typed) setValue('customer_phone', grouped);
  };
  return (
    <StepSection title={t('form.sections.contact')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.firstName')} required error={msg(errors.customer_first_name)}>
          {(a) => (
            <input
              {...a}
              {...register('customer_first_name')}
              autoComplete="given-name"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.lastName')} required error={msg(errors.customer_last_name)}>
          {(a) => (
            <input
              {...a}
              {...register('customer_last_name')}
              autoComplete="family-name"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.email')} required error={msg(errors.customer_email)}>
          {(a) => (
            <input
              {...a}
              {...register('customer_email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </Field>
        <div>
          <Field
            label={t('form.phone')}
            required
            error={msg(errors.customer_phone) ?? msg(errors.country_code)}
          >
            {(a) => (
              <div className="flex gap-2">
                <select
                  {...register('country_code', { onChange: groupPhone })}
                  aria-label={t('form.countryCode')}
                  autoComplete="tel-country-code"
                  className="w-28 shrink-0 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-slate-900 shadow-sm focus:border-sea-600 focus:outline-none focus:ring-2 focus:ring-sea-600/30"
                >
                  {/* The English page pre-selects no code (decision 026). */}
                  <option value="" disabled>
                    {t('form.countryCodeNone')}
                  </option>
                  {BOOKING_COUNTRY_CODES.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.flag} {c.code}
                    </option>
                  ))}
                </select>
                <input
                  {...a}
                  {...register('customer_phone', { onBlur: groupPhone })}
                  type="tel"
                  inputMode="tel"
                  autoComplete={countryCode ? 'tel-national' : 'tel'}
                  placeholder={phonePlaceholder(countryCode)}
                  className={inputClass}
                />
              </div>
            )}
          </Field>
        </div>
        <Field
          label={
            <>
              {t('form.identityNumber')}
              {optional}
            </>
          }
          className="sm:col-span-2"
          error={msg(errors.identity_number)}
        >
          {(a) => <input {...a} {...register('identity_number')} className={inputClass} />}
        </Field>
      </div>
    </StepSection>
  );
}
