import { earliestPickupInIstanbul, formatDateTr, minNoticeHoursOf, todayInIstanbul, transferRouteListDto, type TripType } from '@riviera/domain';
import { useState, type FormEvent } from 'react';
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
  pickupTimeError,
  type QuickFormField,
  type QuickFormFieldError,
  type QuickFormValues,
} from './quick-form-logic';
import { DateTimeField, QuickField } from './quick-field';
import { RouteAutocomplete } from './route-autocomplete';
import { useElementId } from '../../../lib/use-element-id';
import { useSiteSettings } from '../../../lib/site-settings';

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
 *
 * The one form not on react-hook-form: it is part of the landing page's first render, where
 * react-hook-form added 15 KB gzipped (69 → 84 KB) and measurably more blocking time (Lighthouse
 * median 97 → 94, TBT past its 150 ms budget in most runs). It posts nothing, so there is no
 * endpoint contract to share; its rules are the pure checks of quick-form-logic.ts.
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
  const alertId = useElementId();
  const today = todayInIstanbul();
  // The operator's minimum notice: the server's rule, checked here where the time is chosen (issue 32).
  const noticeHours = minNoticeHoursOf(useSiteSettings().data);
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
    const check = checkQuickForm(full, today, new Date(), noticeHours);
    setErrors(check.fields);
    setAlert(check.locationsMissing ? 'locationsRequired' : null);
    if (check.locationsMissing || Object.keys(check.fields).length > 0) return;
    setChecking(true);
    try {
      const routes = await request('/routes/search', {
        query: { from_location: full.from.trim(), to_location: full.to.trim() },
        schema: transferRouteListDto,
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

  // A pickup time the server would refuse is said as soon as both date and time are chosen.
  const liveTimeError =
    values.pickupDate >= today && values.pickupTime ? pickupTimeError(values.pickupDate, values.pickupTime, new Date(), noticeHours) : undefined;
  const earliest = earliestPickupInIstanbul(new Date(), noticeHours);
  const errorOf = (field: QuickFormField) => {
    const key = errors[field] ?? (field === 'pickupTime' ? liveTimeError : undefined);
    return key
      ? t(`quickForm.errors.${key}`, { hours: noticeHours, earliest: `${formatDateTr(earliest.date)} ${earliest.time}` })
      : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`${alertId}-title`}
      className="rounded-2xl bg-white/95 p-4 text-left text-slate-800 shadow-2xl ring-1 ring-black/5 backdrop-blur sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${alertId}-title`} className="text-lg font-bold text-sea-900">
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
          id={alertId}
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
        <DateTimeField
          type="date"
          label={t('quickForm.pickupDate')}
          min={today}
          value={values.pickupDate}
          onChange={(v) => set('pickupDate', v)}
          error={errorOf('pickupDate')}
          className="lg:col-span-2"
        />
        <DateTimeField
          type="time"
          label={t('quickForm.pickupTime')}
          value={values.pickupTime}
          onChange={(v) => set('pickupTime', v)}
          error={errorOf('pickupTime')}
          className="lg:col-span-2"
        />
        <QuickField label={t('quickForm.passengers')} className="lg:col-span-2">
          {(id) => (
            <select
              id={id}
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
          )}
        </QuickField>

        {roundTrip ? (
          <>
            <DateTimeField
              type="date"
              label={t('quickForm.returnDate')}
              min={values.pickupDate || today}
              value={values.returnDate}
              onChange={(v) => set('returnDate', v)}
              error={errorOf('returnDate')}
              className="lg:col-span-3"
            />
            <DateTimeField
              type="time"
              label={t('quickForm.returnTime')}
              value={values.returnTime}
              onChange={(v) => set('returnTime', v)}
              error={errorOf('returnTime')}
              className="lg:col-span-3"
            />
          </>
        ) : null}

        <QuickField label={t('quickForm.currency')} className={roundTrip ? 'lg:col-span-3' : 'lg:col-span-4'}>
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
