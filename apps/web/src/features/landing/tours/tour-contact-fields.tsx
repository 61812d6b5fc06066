import {
  COUNTRY_CODES_TOUR,
  TOUR_RESERVATION_MAX_LENGTH,
  phonePlaceholder,
  type Lang,
} from '@riviera/domain';
import { useMemo, type InputHTMLAttributes } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Field, inputClass } from '../../../components/ui/field';
import { groupPhoneField } from '../../../lib/phone-input';
import type { FieldMessage, ReservationForm } from './tour-reservation-fields';

/** Who reserves: name, surname, e-mail, and the phone with its country code (grouped as the country writes it). */
export function TourContactFields({
  form,
  lang,
  message,
}: {
  form: ReservationForm;
  lang: Lang;
  message: FieldMessage;
}) {
  const { t } = useTranslation('landing');
  const { register, getValues, setValue, control } = form;
  const countryCode = useWatch({ control, name: 'country_code' });
  // A valid number is shown grouped as its country writes it once the visitor leaves the field.
  const groupPhone = () => groupPhoneField({ getValues, setValue });

  const textField = (
    name: 'customer_name' | 'customer_surname' | 'customer_email' | 'customer_phone',
    label: string,
    attrs: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field label={label} error={message(name)} required>
      {(p) => (
        <input
          {...p}
          {...register(name, name === 'customer_phone' ? { onBlur: groupPhone } : {})}
          {...attrs}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <>
      {textField('customer_name', t('tourForm.name'), {
        autoComplete: 'given-name',
        maxLength: TOUR_RESERVATION_MAX_LENGTH.name,
      })}
      {textField('customer_surname', t('tourForm.surname'), {
        autoComplete: 'family-name',
        maxLength: TOUR_RESERVATION_MAX_LENGTH.name,
      })}
      {textField('customer_email', t('tourForm.email'), {
        type: 'email',
        autoComplete: 'email',
        maxLength: TOUR_RESERVATION_MAX_LENGTH.email,
      })}
      {/* Wide enough for the chosen code with its country ('🇹🇷 +90 Türkiye' was cut at 9rem). */}
      <div className="grid grid-cols-[minmax(0,11rem)_1fr] gap-2">
        <CountryCodeField form={form} lang={lang} message={message} onChange={groupPhone} />
        {textField('customer_phone', t('tourForm.phone'), {
          type: 'tel',
          autoComplete: countryCode ? 'tel-national' : 'tel',
          maxLength: TOUR_RESERVATION_MAX_LENGTH.phone,
          placeholder: phonePlaceholder(countryCode),
        })}
      </div>
    </>
  );
}

/** The dialling code, each with its flag and the country's name in the visitor's language. */
function CountryCodeField({
  form,
  lang,
  message,
  onChange,
}: {
  form: ReservationForm;
  lang: Lang;
  message: FieldMessage;
  /** the phone is grouped again as the new country writes it */
  onChange: () => void;
}) {
  const { t } = useTranslation('landing');
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      return null;
    }
  }, [lang]);
  return (
    <Field label={t('tourForm.countryCode')} error={message('country_code')}>
      {(p) => (
        <select
          {...p}
          {...form.register('country_code', { onChange })}
          autoComplete="tel-country-code"
          className={inputClass}
        >
          {/* The English page pre-selects no code (decision 026). */}
          <option value="" disabled>
            {t('tourForm.countryCodeNone')}
          </option>
          {COUNTRY_CODES_TOUR.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.flag} ${c.code} ${names?.of(c.country) ?? c.country}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
