import {
  COUNTRY_CODES_TOUR,
  TOUR_CHILDREN_MAX,
  TOUR_CHILDREN_MIN,
  TOUR_PASSENGERS_MAX,
  TOUR_PASSENGERS_MIN,
  TOUR_RESERVATION_MAX_LENGTH,
  currencyNameIn,
  formCountryCode,
  formCurrency,
  formatPhoneInput,
  isLang,
  phonePlaceholder,
  todayInIstanbul,
  translateMessage,
  type TourReservationInput,
  type TourReservationRequest,
} from '@riviera/domain';
import { useEffect, useMemo, useRef, type InputHTMLAttributes } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HydrateLater } from '../../../components/ui/hydrate-later';
import { Field, inputClass } from '../../../components/ui/field';
import { resolveCurrency, useCurrency } from '../../../lib/currency-preference';
import type { TourDto } from '../api';
import { Icon } from '../icons';
import { NoticeConsent } from '../../../components/legal/notice-consent';
import { DeparturePicker, departureValue } from './departure-picker';
import { PickupFields } from './pickup-fields';
import { reservationResolver, useReservationSubmit } from './tour-reservation-submit';
import { TourReservationTotal } from './tour-reservation-total';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

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
  const today = todayInIstanbul();
  // A tour with a schedule is booked on one of its departures, not on a free date and time (issue 27).
  const scheduled = tour.has_departures === true;
  const pickups = tour.pickups ?? [];
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

  const [adults, children, currency, countryCode, bookingDate, bookingTime, pickupZoneId] = useWatch({
    control,
    name: ['passenger_count', 'children_count', 'currency', 'country_code', 'booking_date', 'booking_time', 'pickup_zone_id'],
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
  // A valid number is shown grouped as its country writes it once the visitor leaves the field.
  const groupPhone = () => {
    const typed = getValues('customer_phone') ?? '';
    const grouped = formatPhoneInput(typed, getValues('country_code') ?? '');
    if (grouped !== typed) setValue('customer_phone', grouped);
  };
  const message = (path: FieldPath<TourReservationInput>) => {
    const m = errors[path as keyof typeof errors]?.message;
    return typeof m === 'string' ? translateMessage(m, lang) : undefined;
  };

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

  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      return null;
    }
  }, [lang]);

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
            <Field label={t('tourForm.countryCode')} error={message('country_code')}>
              {(p) => (
                <select
                  {...p}
                  {...register('country_code', { onChange: groupPhone })}
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
            {textField('customer_phone', t('tourForm.phone'), {
              type: 'tel',
              autoComplete: countryCode ? 'tel-national' : 'tel',
              maxLength: TOUR_RESERVATION_MAX_LENGTH.phone,
              placeholder: phonePlaceholder(countryCode),
            })}
          </div>
          {scheduled ? (
            <div className="@lg:col-span-2">
              <DeparturePicker
                tourId={tour.id}
                lang={lang}
                value={bookingDate && bookingTime ? departureValue({ date: bookingDate, time: bookingTime }) : ''}
                onChange={chooseDeparture}
                error={errors.booking_date || errors.booking_time ? (bookingDate ? message('booking_date') ?? message('booking_time') : t('departures.required')) : undefined}
              />
            </div>
          ) : (
            <>
              <Field label={t('tourForm.date')} error={message('booking_date')} required>
                {(p) => (
                  <input {...p} {...register('booking_date')} type="date" min={today} className={inputClass} />
                )}
              </Field>
              <Field label={t('tourForm.time')} error={message('booking_time')} required>
                {(p) => <input {...p} {...register('booking_time')} type="time" className={inputClass} />}
              </Field>
            </>
          )}
          {pickups.length ? (
            <PickupFields
              pickups={pickups}
              lang={lang}
              zone={register('pickup_zone_id', { setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)) })}
              place={register('pickup_place')}
              zoneId={pickupZoneId}
              date={bookingDate ?? ''}
              time={bookingTime ?? ''}
              zoneError={message('pickup_zone_id')}
              placeError={message('pickup_place')}
            />
          ) : null}
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
              <select
                {...p}
                {...register('currency', {
                  onChange: () => {
                    currencyChosen.current = true;
                  },
                })}
                className={inputClass}
              >
                {(currencies.length ? currencies : [{ code: 'TRY', name: currencyNameIn('TRY', 'Türk Lirası', lang), symbol: '₺' }]).map(
                  (c) => (
                    <option key={c.code} value={c.code}>
                      {`${c.code} ${c.symbol} — ${c.name}`}
                    </option>
                  ),
                )}
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
