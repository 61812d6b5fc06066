import { todayInIstanbul, type TripType } from '@riviera/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { inputClass } from '../../../components/ui/field';
import { request } from '../../../lib/api-client';
import { useCurrency } from '../../../lib/currency-preference';
import { ctaClass } from '../cta';
import { Icon } from '../icons';
import {
  PASSENGER_CHOICES,
  bookingUrl,
  checkQuickForm,
  findRoute,
  type QuickFormField,
  type QuickFormFieldError,
  type QuickFormValues,
  type RouteEnds,
} from './quick-form-logic';
import { RouteAutocomplete } from './route-autocomplete';

type Alert = 'locationsRequired' | 'routeNotFound' | 'routeCheckFailed';

const EMPTY: Omit<QuickFormValues, 'currency'> = {
  tripType: 'one_way',
  from: '',
  to: '',
  pickupDate: '',
  pickupTime: '',
  returnDate: '',
  returnTime: '',
  passengers: 1,
};

/**
 * The quick reservation form over the hero (public-site §2, §4, §5): checks what it can locally,
 * asks the API whether the route exists, then opens the booking page with the §2 parameters.
 * Problems are shown as inline alerts (announced by screen readers) rather than window.alert.
 */
export function QuickReservationForm() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const { currencies, code: preferredCurrency } = useCurrency();
  const [values, setValues] = useState(EMPTY);
  const [currencyChoice, setCurrencyChoice] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [errors, setErrors] = useState<Partial<Record<QuickFormField, QuickFormFieldError>>>({});
  const [checking, setChecking] = useState(false);
  const ids = {
    alert: useId(),
    pickupDate: useId(),
    pickupTime: useId(),
    returnDate: useId(),
    returnTime: useId(),
    passengers: useId(),
    currency: useId(),
  };
  const today = todayInIstanbul();
  const currency = currencyChoice ?? preferredCurrency;
  const roundTrip = values.tripType === 'round_trip';

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors(({ [key as QuickFormField]: _gone, ...rest }) => rest);
    if (alert && (key === 'from' || key === 'to')) setAlert(null);
  };

  const chooseTripType = (tripType: TripType) =>
    // One way clears the return date and time (§4).
    setValues((v) =>
      tripType === 'one_way' ? { ...v, tripType, returnDate: '', returnTime: '' } : { ...v, tripType },
    );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const full: QuickFormValues = { ...values, currency };
    const check = checkQuickForm(full, today);
    setErrors(check.fields);
    setAlert(check.locationsMissing ? 'locationsRequired' : null);
    if (check.locationsMissing || Object.keys(check.fields).length > 0) return;
    setChecking(true);
    try {
      const routes = await request<RouteEnds[]>('/routes/search', {
        query: { from_location: full.from.trim(), to_location: full.to.trim() },
      });
      const route = findRoute(routes, full.from, full.to);
      if (!route) {
        setAlert('routeNotFound');
        return;
      }
      void navigate(bookingUrl(full, route));
    } catch (err) {
      console.error('Rota kontrolü hatası', err);
      setAlert('routeCheckFailed');
    } finally {
      setChecking(false);
    }
  };

  const fieldError = (field: QuickFormField) => (errors[field] ? `${ids[field]}-error` : undefined);
  const errorText = (field: QuickFormField) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="mt-1 text-xs font-medium text-red-600">
        {t(`quickForm.errors.${errors[field]}`)}
      </p>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`${ids.alert}-title`}
      className="rounded-2xl bg-white/95 p-4 text-left text-slate-800 shadow-2xl ring-1 ring-black/5 backdrop-blur sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids.alert}-title`} className="text-lg font-bold text-sea-900">
          {t('quickForm.title')}
        </h2>
        <fieldset className="flex rounded-full bg-slate-100 p-1 text-sm font-semibold">
          <legend className="sr-only">{t('quickForm.tripType')}</legend>
          {(['one_way', 'round_trip'] as const).map((type) => (
            <label
              key={type}
              className={`cursor-pointer rounded-full px-4 py-1.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-700 ${
                values.tripType === type
                  ? 'bg-sea-800 text-white shadow'
                  : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                name="trip_type"
                value={type}
                checked={values.tripType === type}
                onChange={() => chooseTripType(type)}
                className="sr-only"
              />
              {t(type === 'one_way' ? 'quickForm.oneWay' : 'quickForm.roundTrip')}
            </label>
          ))}
        </fieldset>
      </div>

      {alert ? (
        <div
          id={ids.alert}
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <Icon name="shield" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{t(`quickForm.alerts.${alert}`)}</span>
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-3">
          <RouteAutocomplete
            end="from"
            label={t('quickForm.from')}
            placeholder={t('quickForm.fromPlaceholder')}
            value={values.from}
            onChange={(v) => set('from', v)}
            required
            invalid={alert === 'locationsRequired' && !values.from.trim()}
            describedBy={alert ? ids.alert : undefined}
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
            describedBy={alert ? ids.alert : undefined}
          />
        </div>
        <Labelled id={ids.pickupDate} label={t('quickForm.pickupDate')} className="lg:col-span-2" required>
          <input
            id={ids.pickupDate}
            type="date"
            min={today}
            value={values.pickupDate}
            onChange={(e) => set('pickupDate', e.target.value)}
            aria-invalid={Boolean(errors.pickupDate) || undefined}
            aria-describedby={fieldError('pickupDate')}
            aria-required
            className={inputClass}
          />
          {errorText('pickupDate')}
        </Labelled>
        <Labelled id={ids.pickupTime} label={t('quickForm.pickupTime')} className="lg:col-span-2" required>
          <input
            id={ids.pickupTime}
            type="time"
            value={values.pickupTime}
            onChange={(e) => set('pickupTime', e.target.value)}
            aria-invalid={Boolean(errors.pickupTime) || undefined}
            aria-describedby={fieldError('pickupTime')}
            aria-required
            className={inputClass}
          />
          {errorText('pickupTime')}
        </Labelled>
        <Labelled id={ids.passengers} label={t('quickForm.passengers')} className="lg:col-span-2">
          <select
            id={ids.passengers}
            value={values.passengers}
            onChange={(e) => set('passengers', Number(e.target.value))}
            className={inputClass}
          >
            {PASSENGER_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n === PASSENGER_CHOICES.at(-1) ? `${n}+` : n}
              </option>
            ))}
          </select>
        </Labelled>

        {roundTrip ? (
          <>
            <Labelled
              id={ids.returnDate}
              label={t('quickForm.returnDate')}
              className="lg:col-span-3"
              required
            >
              <input
                id={ids.returnDate}
                type="date"
                min={values.pickupDate || today}
                value={values.returnDate}
                onChange={(e) => set('returnDate', e.target.value)}
                aria-invalid={Boolean(errors.returnDate) || undefined}
                aria-describedby={fieldError('returnDate')}
                aria-required
                className={inputClass}
              />
              {errorText('returnDate')}
            </Labelled>
            <Labelled
              id={ids.returnTime}
              label={t('quickForm.returnTime')}
              className="lg:col-span-3"
              required
            >
              <input
                id={ids.returnTime}
                type="time"
                value={values.returnTime}
                onChange={(e) => set('returnTime', e.target.value)}
                aria-invalid={Boolean(errors.returnTime) || undefined}
                aria-describedby={fieldError('returnTime')}
                aria-required
                className={inputClass}
              />
              {errorText('returnTime')}
            </Labelled>
          </>
        ) : null}

        <Labelled
          id={ids.currency}
          label={t('quickForm.currency')}
          className={roundTrip ? 'lg:col-span-3' : 'lg:col-span-4'}
        >
          <select
            id={ids.currency}
            value={currency}
            onChange={(e) => setCurrencyChoice(e.target.value)}
            className={inputClass}
          >
            {(currencies.length ? currencies : [{ code: currency, symbol: '' }]).map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} {c.symbol}
              </option>
            ))}
          </select>
        </Labelled>
        <div
          className={`flex items-end ${roundTrip ? 'sm:col-span-2 lg:col-span-3' : 'sm:col-span-2 lg:col-span-8'}`}
        >
          <button type="submit" disabled={checking} className={`${ctaClass} w-full`}>
            <Icon name="search" />
            {checking ? t('quickForm.checking') : t('quickForm.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}

function Labelled({
  id,
  label,
  className = '',
  required,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600">
        {label}
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}
