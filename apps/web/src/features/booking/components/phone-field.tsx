import { COUNTRY_CODES_BOOKING, phonePlaceholder } from '@riviera/domain';
import { useWatch } from 'react-hook-form';
import { Field, inputClass } from '../../../components/ui/field';
import { groupPhoneField } from '../../../lib/phone-input';
import { useStepForm } from './customer-step-parts';

/** The phone with its dialling code; a valid number is grouped as its country writes it. */
export function PhoneField() {
  const { t, form, errors, msg } = useStepForm();
  const { register, control, getValues, setValue } = form;
  const countryCode = useWatch({ control, name: 'country_code' });
  // A valid number is shown grouped as its country writes it once the visitor leaves the field.
  const groupPhone = () => groupPhoneField({ getValues, setValue });
  return (
    <Field label={t('form.phone')} required error={msg(errors.customer_phone) ?? msg(errors.country_code)}>
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
            {COUNTRY_CODES_BOOKING.map((c) => (
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
  );
}
