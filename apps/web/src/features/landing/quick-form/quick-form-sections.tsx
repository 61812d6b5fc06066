import { type TripType } from '@riviera/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { inputClass } from '../../../components/ui/field';
import { ctaClass } from '../cta';
import { Icon } from '../icons';
import { PASSENGER_CHOICES } from './quick-form-logic';
import { DateTimeField, QuickField } from './quick-field';
import { RouteAutocomplete } from './route-autocomplete';
import type { QuickFormAlert, QuickReservationFormState } from './use-quick-reservation-form';

/** The one way / round trip switch beside the form's title. */
export function TripTypeSwitch({
  tripType,
  onChoose,
}: {
  tripType: TripType;
  onChoose: (type: TripType) => void;
}) {
  const { t } = useTranslation('landing');
  return (
    <fieldset className="flex rounded-full bg-slate-100 p-1 text-sm font-semibold">
      <legend className="sr-only">{t('quickForm.tripType')}</legend>
      {(['one_way', 'round_trip'] as const).map((type) => (
        <label
          key={type}
          className={`cursor-pointer rounded-full px-4 py-1.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-700 ${
            tripType === type ? 'bg-sea-800 text-white shadow' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          <input
            type="radio"
            name="trip_type"
            value={type}
            checked={tripType === type}
            onChange={() => onChoose(type)}
            className="sr-only"
          />
          {t(type === 'one_way' ? 'quickForm.oneWay' : 'quickForm.roundTrip')}
        </label>
      ))}
    </fieldset>
  );
}

/** The inline alert the route fields point at (announced by screen readers). */
export function QuickFormAlertBox({ id, alert }: { id: string; alert: QuickFormAlert }) {
  const { t } = useTranslation('landing');
  return (
    <div
      id={id}
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <Icon name="shield" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{t(`quickForm.alerts.${alert}`)}</span>
    </div>
  );
}

/** The from and to fields, marked invalid while the alert says a location is missing. */
export function RouteFields({ form }: { form: QuickReservationFormState }) {
  const { t } = useTranslation('landing');
  const { values, set, alert, alertId } = form;
  return (
    <>
      <div className="lg:col-span-3">
        <RouteAutocomplete
          end="from"
          label={t('quickForm.from')}
          placeholder={t('quickForm.fromPlaceholder')}
          value={values.from}
          onChange={(v) => set('from', v)}
          required
          invalid={alert === 'locationsRequired' && !values.from.trim()}
          describedBy={alert ? alertId : undefined}
        />
      </div>
      <div className="lg:col-span-3">
        <RouteAutocomplete
          end="to"
          label={t('quickForm.to')}
          placeholder={t('quickForm.toPlaceholder')}
          value={values.to}
          from={values.from}
          onChange={(v) => set('to', v)}
          required
          invalid={alert === 'locationsRequired' && !values.to.trim()}
          describedBy={alert ? alertId : undefined}
        />
      </div>
    </>
  );
}

/** Pickup (or return) date and time; the return pair may not start before the pickup date. */
export function DateTimePair({ form, leg }: { form: QuickReservationFormState; leg: 'pickup' | 'return' }) {
  const { t } = useTranslation('landing');
  const { values, set, today, errorOf } = form;
  const pickup = leg === 'pickup';
  const dateField = pickup ? 'pickupDate' : 'returnDate';
  const timeField = pickup ? 'pickupTime' : 'returnTime';
  const className = pickup ? 'lg:col-span-2' : 'lg:col-span-3';
  return (
    <>
      <DateTimeField
        type="date"
        label={t(`quickForm.${dateField}`)}
        min={pickup ? today : values.pickupDate || today}
        value={values[dateField]}
        onChange={(v) => set(dateField, v)}
        error={errorOf(dateField)}
        className={className}
      />
      <DateTimeField
        type="time"
        label={t(`quickForm.${timeField}`)}
        value={values[timeField]}
        onChange={(v) => set(timeField, v)}
        error={errorOf(timeField)}
        className={className}
      />
    </>
  );
}

/** The passenger count; the last choice reads "N+". */
export function PassengerSelect({ form }: { form: QuickReservationFormState }) {
  const { t } = useTranslation('landing');
  return (
    <QuickField label={t('quickForm.passengers')} className="lg:col-span-2">
      {(id) => (
        <select
          id={id}
          value={form.values.passengers}
          onChange={(e) => form.set('passengers', Number(e.target.value))}
          className={inputClass}
        >
          {PASSENGER_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === PASSENGER_CHOICES.at(-1) ? `${n}+` : n}
            </option>
          ))}
        </select>
      )}
    </QuickField>
  );
}

/** The currency to quote in, defaulting to the visitor's preferred one. */
export function CurrencySelect({ form, className }: { form: QuickReservationFormState; className: string }) {
  const { t } = useTranslation('landing');
  const { currencies, currency, setCurrencyChoice } = form;
  return (
    <QuickField label={t('quickForm.currency')} className={className}>
      {(id) => (
        <select
          id={id}
          value={currency}
          onChange={(e) => setCurrencyChoice(e.target.value)}
          className={inputClass}
        >
          {(currencies.length ? currencies : [{ code: currency, symbol: '' }]).map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.code} ${c.symbol}`}
            </option>
          ))}
        </select>
      )}
    </QuickField>
  );
}

/** The submit button, which says it is checking while the route look-up runs. */
export function QuickSubmit({ checking, className }: { checking: boolean; className: string }) {
  const { t } = useTranslation('landing');
  return (
    <div className={className}>
      <button type="submit" disabled={checking} className={`${ctaClass} w-full`}>
        <Icon name="search" />
        {checking ? t('quickForm.checking') : t('quickForm.submit')}
      </button>
    </div>
  );
}
