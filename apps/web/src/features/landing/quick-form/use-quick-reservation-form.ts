import {
  earliestPickupInIstanbul,
  formatDateTr,
  minNoticeHoursOf,
  todayInIstanbul,
  transferRouteListDto,
  type TripType,
} from '@riviera/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { request } from '../../../lib/api-client';
import { useCurrency } from '../../../lib/currency-preference';
import { useElementId } from '../../../lib/use-element-id';
import { useSiteSettings } from '../../../lib/site-settings';
import {
  bookingUrl,
  checkQuickForm,
  findRoute,
  pickupTimeError,
  type QuickFormField,
  type QuickFormFieldError,
  type QuickFormValues,
} from './quick-form-logic';

export type QuickFormAlert = 'locationsRequired' | 'routeNotFound' | 'routeCheckFailed';

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
 * The quick form's state and behaviour: the values, the inline alert and field errors, and the
 * submit that checks locally, asks the API whether the route exists and opens the booking page.
 */
export function useQuickReservationForm() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const { currencies, code: preferredCurrency } = useCurrency();
  const [values, setValues] = useState(EMPTY);
  const [currencyChoice, setCurrencyChoice] = useState<string | null>(null);
  const [alert, setAlert] = useState<QuickFormAlert | null>(null);
  const [errors, setErrors] = useState<Partial<Record<QuickFormField, QuickFormFieldError>>>({});
  const [checking, setChecking] = useState(false);
  const alertId = useElementId();
  const today = todayInIstanbul();
  // The operator's minimum notice: the server's rule, checked here where the time is chosen (issue 32).
  const noticeHours = minNoticeHoursOf(useSiteSettings().data);
  const currency = currencyChoice ?? preferredCurrency;

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
    values.pickupDate >= today && values.pickupTime
      ? pickupTimeError(values.pickupDate, values.pickupTime, new Date(), noticeHours)
      : undefined;
  const earliest = earliestPickupInIstanbul(new Date(), noticeHours);
  const errorOf = (field: QuickFormField) => {
    const key = errors[field] ?? (field === 'pickupTime' ? liveTimeError : undefined);
    return key
      ? t(`quickForm.errors.${key}`, {
          hours: noticeHours,
          earliest: `${formatDateTr(earliest.date)} ${earliest.time}`,
        })
      : undefined;
  };

  return {
    values,
    set,
    chooseTripType,
    currencies,
    currency,
    setCurrencyChoice,
    alert,
    alertId,
    checking,
    today,
    onSubmit,
    errorOf,
  };
}

export type QuickReservationFormState = ReturnType<typeof useQuickReservationForm>;
