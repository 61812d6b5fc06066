import {
  TOUR_CHILDREN_MAX,
  TOUR_CHILDREN_MIN,
  TOUR_PASSENGERS_MAX,
  TOUR_PASSENGERS_MIN,
  TOUR_RESERVATION_MAX_LENGTH,
  currencyNameIn,
  type Lang,
} from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Field, inputClass } from '../../../components/ui/field';
import { useCurrency } from '../../../lib/currency-preference';
import type { FieldMessage, ReservationForm } from './tour-reservation-fields';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** How many come (adults, children), the currency the total is written in, and special requests. */
export function TourPartyFields({
  form,
  lang,
  message,
  onCurrencyChosen,
}: {
  form: ReservationForm;
  lang: Lang;
  message: FieldMessage;
  /** the visitor picked a currency here: the form stops following the navbar's */
  onCurrencyChosen: () => void;
}) {
  const { t } = useTranslation('landing');
  const { currencies } = useCurrency();
  const { register } = form;
  return (
    <>
      <Field label={t('tourForm.adults')} error={message('passenger_count')} required>
        {(p) => (
          <select {...p} {...register('passenger_count', { valueAsNumber: true })} className={inputClass}>
            {range(TOUR_PASSENGERS_MIN, TOUR_PASSENGERS_MAX).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('tourForm.children')}
        error={message('children_count')}
        hint={t('tourForm.childrenHint')}
      >
        {(p) => (
          <select {...p} {...register('children_count', { valueAsNumber: true })} className={inputClass}>
            {range(TOUR_CHILDREN_MIN, TOUR_CHILDREN_MAX).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('tourForm.currency')} error={message('currency')} required>
        {(p) => (
          <select {...p} {...register('currency', { onChange: onCurrencyChosen })} className={inputClass}>
            {(currencies.length
              ? currencies
              : [{ code: 'TRY', name: currencyNameIn('TRY', 'Türk Lirası', lang), symbol: '₺' }]
            ).map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.code} ${c.symbol} — ${c.name}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('tourForm.specialRequests')}
        error={message('special_requests')}
        className="@lg:col-span-2"
      >
        {(p) => (
          <textarea
            {...p}
            {...register('special_requests')}
            rows={3}
            maxLength={TOUR_RESERVATION_MAX_LENGTH.specialRequests}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}
