import {
  formCountryCode,
  formCurrency,
  isLang,
  translateMessage,
  type TourReservationInput,
  type TourReservationRequest,
} from '@riviera/domain';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { resolveCurrency, useCurrency } from '../../../lib/currency-preference';
import type { TourDto } from '../api';
import { Icon } from '../icons';
import { NoticeConsent } from '../../../components/legal/notice-consent';
import { TourContactFields } from './tour-contact-fields';
import { TourPartyFields } from './tour-party-fields';
import { reservationResolver, useReservationSubmit } from './tour-reservation-submit';
import { TourReservationTotal } from './tour-reservation-total';
import { TourWhenFields } from './tour-when-fields';

/**
 * The tour reservation form (public-site §3, §5, §9): validated with the same schema the API uses,
 * a live total in the chosen currency (children at children_price, or half the adult price), and
 * one Idempotency-Key per submitted content, so a double click or a retry after a lost answer
 * never reserves twice.
 */
export function TourReservationForm({
  tour,
  onBack,
  autoFocus = true,
  onReserved,
}: {
  tour: TourDto;
  /** the modal's way back to the details; the tour page shows both at once and has none */
  onBack?: () => void;
  /** the modal opens on the form's first field; the tour page must not scroll away from its top */
  autoFocus?: boolean;
  onReserved: (pnr: string) => void;
}) {
  const { t, i18n } = useTranslation('landing');
  const lang = isLang(i18n.language) ? i18n.language : 'tr';
  const { currencies, code: navbarCurrency } = useCurrency();
  // Turkish keeps the spec's TRY; other languages the navbar's currency, EUR by default (decision 026).
  const wantedCurrency = formCurrency('tour', lang, navbarCurrency);
  const currencyChosen = useRef(false);
  // A tour with a schedule is booked on one of its departures, not on a free date and time (issue 27).
  const scheduled = tour.has_departures === true;
  const resolver = useMemo(() => reservationResolver(tour.pickups), [tour.pickups]);

  const form = useForm<TourReservationInput, unknown, TourReservationRequest>({
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
      currency: resolveCurrency(currencies, wantedCurrency, wantedCurrency),
      notice_version: undefined,
      marketing_consent: false,
    },
  });
  const { register, handleSubmit, setFocus, setValue, getValues, control, formState } = form;
  const { submit, failure } = useReservationSubmit({ tour, scheduled, form, onReserved });
  const errors = formState.errors;

  useEffect(() => {
    if (autoFocus) setFocus('customer_name');
  }, [setFocus, autoFocus]);
  // The default currency, or the first active one when it is not offered (§9); until the visitor
  // picks one here, the form follows the navbar's, in which the tour's prices are written.
  useEffect(() => {
    if (!currencies.length) return;
    const offered = currencies.some((c) => c.code === getValues('currency'));
    if (!offered || !currencyChosen.current) {
      const next = resolveCurrency(currencies, wantedCurrency, wantedCurrency);
      if (next !== getValues('currency')) setValue('currency', next);
    }
  }, [currencies, wantedCurrency, getValues, setValue]);

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
  const takeCheckedDeparture = (form: HTMLFormElement) => {
    const checked = form.querySelector<HTMLInputElement>(`input[name="departure-${tour.id}"]:checked`);
    const [date, time] = checked?.value.split('T') ?? [];
    if (scheduled && date && time && date !== getValues('booking_date')) chooseDeparture({ date, time });
  };
  const message = (path: FieldPath<TourReservationInput>) => {
    const m = errors[path as keyof typeof errors]?.message;
    return typeof m === 'string' ? translateMessage(m, lang) : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        takeCheckedDeparture(e.currentTarget);
        void handleSubmit(submit)(e);
      }}
      className="@container space-y-5"
    >
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1 text-sm font-semibold text-sea-700 hover:text-sea-900"
        >
          <Icon name="arrowLeft" className="h-4 w-4" />
          {t('tourForm.back')}
        </button>
      ) : null}

      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {failure}
        </div>
      ) : null}

      {/* A server-rendered form (the tour's page) is taken over a part at a time: each is a task. */}
      <HydrateLater>
        <div className="grid gap-4 @lg:grid-cols-2">
          <TourContactFields form={form} lang={lang} message={message} />
          <TourWhenFields
            form={form}
            tour={tour}
            lang={lang}
            message={message}
            onChooseDeparture={chooseDeparture}
          />
          <TourPartyFields
            form={form}
            lang={lang}
            message={message}
            onCurrencyChosen={() => {
              currencyChosen.current = true;
            }}
          />
        </div>
      </HydrateLater>

      <HydrateLater>
        <Controller
          control={control}
          name="notice_version"
          render={({ field }) => (
            <NoticeConsent
              idPrefix={`tour-${tour.id}`}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={field.onChange}
              marketing={register('marketing_consent')}
              error={errors.notice_version?.message}
            />
          )}
        />
      </HydrateLater>

      <TourReservationTotal
        tour={tour}
        adults={adults}
        children={children}
        currency={currency}
        lang={lang}
        submitting={formState.isSubmitting}
      />
      <p className="text-xs text-slate-500">{t('tourForm.priceNote')}</p>
    </form>
  );
}
