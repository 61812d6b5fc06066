import {
  formCountryCode,
  formCurrency,
  isLang,
  translateMessage,
  type Lang,
  type TourReservationInput,
  type TourReservationRequest,
} from '@riviera/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { resolveCurrency, useCurrency } from '../../../lib/currency-preference';
import type { TourDto } from '../api';
import type { ReservationForm } from './tour-reservation-fields';
import { reservationResolver, useReservationSubmit } from './tour-reservation-submit';

type Currencies = ReturnType<typeof useCurrency>['currencies'];

/** The reservation form on the shared contract (plus the tour's pickup rule), empty but for defaults. */
function useReservationForm(tour: TourDto, lang: Lang, currency: string) {
  const resolver = useMemo(() => reservationResolver(tour.pickups), [tour.pickups]);
  return useForm<TourReservationInput, unknown, TourReservationRequest>({
    resolver,
    defaultValues: {
      tour_id: tour.id,
      customer_name: '',
      customer_surname: '',
      customer_email: '',
      country_code: formCountryCode(lang),
      customer_phone: '',
      booking_date: '',
      booking_time: '',
      passenger_count: 1,
      children_count: 0,
      special_requests: '',
      pickup_zone_id: null,
      pickup_place: '',
      currency,
      notice_version: undefined,
      marketing_consent: false,
    },
  });
}

/**
 * The default currency, or the first active one when it is not offered (§9); until the visitor
 * picks one here, the form follows the navbar's, in which the tour's prices are written.
 */
function useFollowedCurrency(form: ReservationForm, currencies: Currencies, wantedCurrency: string) {
  const { getValues, setValue } = form;
  const currencyChosen = useRef(false);
  useEffect(() => {
    if (!currencies.length) return;
    const offered = currencies.some((c) => c.code === getValues('currency'));
    if (!offered || !currencyChosen.current) {
      const next = resolveCurrency(currencies, wantedCurrency, wantedCurrency);
      if (next !== getValues('currency')) setValue('currency', next);
    }
  }, [currencies, wantedCurrency, getValues, setValue]);
  return () => {
    currencyChosen.current = true;
  };
}

/**
 * The tour reservation form's state: the form, its submit and failure, the currency it follows,
 * the departure choice, and the translated message of a field.
 */
export function useTourReservationForm({
  tour,
  autoFocus,
  onReserved,
}: {
  tour: TourDto;
  autoFocus: boolean;
  onReserved: (pnr: string) => void;
}) {
  const { i18n } = useTranslation('landing');
  const lang = isLang(i18n.language) ? i18n.language : 'tr';
  const { currencies, code: navbarCurrency } = useCurrency();
  // Turkish keeps the spec's TRY; other languages the navbar's currency, EUR by default (decision 026).
  const wantedCurrency = formCurrency('tour', lang, navbarCurrency);
  // A tour with a schedule is booked on one of its departures, not on a free date and time (issue 27).
  const scheduled = tour.has_departures === true;

  const form = useReservationForm(tour, lang, resolveCurrency(currencies, wantedCurrency, wantedCurrency));
  const { setFocus, setValue, getValues, control, formState } = form;
  const { submit, failure } = useReservationSubmit({ tour, scheduled, form, onReserved });
  const errors = formState.errors;

  useEffect(() => {
    if (autoFocus) setFocus('customer_name');
  }, [setFocus, autoFocus]);
  const markCurrencyChosen = useFollowedCurrency(form, currencies, wantedCurrency);

  const [adults, children, currency] = useWatch({
    control,
    name: ['passenger_count', 'children_count', 'currency'],
  });
  const chooseDeparture = (d: { date: string; time: string }) => {
    const check = { shouldValidate: formState.isSubmitted };
    setValue('booking_date', d.date, check);
    setValue('booking_time', d.time, check);
  };
  // A departure picked before the page was taken over is a checked radio the form has not heard of.
  const takeCheckedDeparture = (formElement: HTMLFormElement) => {
    const checked = formElement.querySelector<HTMLInputElement>(`input[name="departure-${tour.id}"]:checked`);
    const [date, time] = checked?.value.split('T') ?? [];
    if (scheduled && date && time && date !== getValues('booking_date')) chooseDeparture({ date, time });
  };
  const message = (path: FieldPath<TourReservationInput>) => {
    const m = errors[path as keyof typeof errors]?.message;
    return typeof m === 'string' ? translateMessage(m, lang) : undefined;
  };

  return {
    lang,
    form,
    submit,
    failure,
    adults,
    children,
    currency,
    chooseDeparture,
    takeCheckedDeparture,
    message,
    markCurrencyChosen,
  };
}
