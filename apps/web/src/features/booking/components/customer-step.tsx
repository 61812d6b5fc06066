import {
  BOOKING_COUNTRY_CODES,
  LUGGAGE_SIZES,
  airportRequirements,
  formatPhoneInput,
  phonePlaceholder,
  translateMessage,
  type TransferBookingFormValues,
  type TransferBookingInput,
} from '@riviera/domain';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/field';
import { useLang } from '../../../lib/booking-lookup';
import { useCurrency } from '../../../lib/currency-preference';
import type { ExtraServiceDto } from '../api';
import { checkTicketFile } from '../ticket/check-ticket-file';
import { LuggageStepper } from './luggage-stepper';
import { PickupTimeFields } from './pickup-time-fields';
import { InfoIcon, PlusIcon, UploadIcon } from '../../../components/booking/icons';
import { NoticeConsent } from '../../../components/legal/notice-consent';

type Values = TransferBookingFormValues;

function Section({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h3 className="text-lg font-bold text-slate-900">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

interface Props {
  pickupDate: string;
  /** the operator's minimum notice in hours, for the pickup time's check */
  noticeHours: number;
  extras: ExtraServiceDto[] | undefined;
  ticket: File | null;
  ticketError: string | null;
  onTicket: (file: File | null, problem: string | null) => void;
}

/** Step 2: who travels, flight details, luggage, other passengers, extras and wishes. */
export function CustomerStep({ pickupDate, noticeHours, extras, ticket, ticketError, onTicket }: Props) {
  const { t } = useTranslation('booking');
  const lang = useLang();
  const { format } = useCurrency();
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<Values, unknown, TransferBookingInput>();
  const guests = useFieldArray({ control, name: 'guests' });
  const [pickup, destination, tripType, passengers, countryCode] = useWatch({
    control,
    name: ['pickup_location', 'destination', 'trip_type', 'passengers', 'country_code'],
  });
  // A valid number is shown grouped as its country writes it once the visitor leaves the field.
  const groupPhone = () => {
    const typed = getValues('customer_phone') ?? '';
    const grouped = formatPhoneInput(typed, getValues('country_code') ?? '');
    if (grouped !== typed) setValue('customer_phone', grouped);
  };
  const airport = airportRequirements(pickup, destination);
  const maxGuests = Math.max(0, (passengers ?? 1) - 1);
  const msg = (e: FieldError | undefined) => (e?.message ? translateMessage(e.message, lang) : undefined);
  const optional = <span className="font-normal text-slate-500"> ({t('form.optional')})</span>;

  return (
    <div className="space-y-5">
      <Section title={t('form.sections.contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.firstName')} required error={msg(errors.customer_first_name)}>
            {(a) => (
              <input
                {...a}
                {...register('customer_first_name')}
                autoComplete="given-name"
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('form.lastName')} required error={msg(errors.customer_last_name)}>
            {(a) => (
              <input
                {...a}
                {...register('customer_last_name')}
                autoComplete="family-name"
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('form.email')} required error={msg(errors.customer_email)}>
            {(a) => (
              <input
                {...a}
                {...register('customer_email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                className={inputClass}
              />
            )}
          </Field>
          <div>
            <Field
              label={t('form.phone')}
              required
              error={msg(errors.customer_phone) ?? msg(errors.country_code)}
            >
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
                    {BOOKING_COUNTRY_CODES.map((c) => (
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
          </div>
          <Field
            label={
              <>
                {t('form.identityNumber')}
                {optional}
              </>
            }
            className="sm:col-span-2"
            error={msg(errors.identity_number)}
          >
            {(a) => <input {...a} {...register('identity_number')} className={inputClass} />}
          </Field>
        </div>
      </Section>

      <Section title={t('form.sections.flight')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.flightCode')} required error={msg(errors.flight_code)}>
            {(a) => (
              <input
                {...a}
                {...register('flight_code')}
                placeholder={t('form.flightCodePlaceholder')}
                autoCapitalize="characters"
                className={`${inputClass} uppercase placeholder:normal-case`}
              />
            )}
          </Field>
          <Field
            label={
              <>
                {t('form.hotel')}
                {optional}
              </>
            }
            error={msg(errors.hotel_name)}
          >
            {(a) => <input {...a} {...register('hotel_name')} className={inputClass} />}
          </Field>
          <Field
            label={
              airport.landingTimeRequired ? (
                t('form.landingTime')
              ) : (
                <>
                  {t('form.landingTime')}
                  {optional}
                </>
              )
            }
            required={airport.landingTimeRequired}
            hint={t('form.landingTimeHint')}
            error={msg(errors.departure_flight_time)}
          >
            {(a) => (
              <input {...a} {...register('departure_flight_time')} type="time" className={inputClass} />
            )}
          </Field>
          <Field
            label={
              airport.departureTimeRequired ? (
                t('form.departureTime')
              ) : (
                <>
                  {t('form.departureTime')}
                  {optional}
                </>
              )
            }
            required={airport.departureTimeRequired}
            hint={t('form.departureTimeHint')}
            error={msg(errors.arrival_flight_time)}
          >
            {(a) => <input {...a} {...register('arrival_flight_time')} type="time" className={inputClass} />}
          </Field>
          {airport.ticketImageAllowed ? (
            <Field
              label={
                <>
                  {t('form.ticket')}
                  {optional}
                </>
              }
              hint={t('form.ticketHint')}
              error={ticketError ?? undefined}
              className="sm:col-span-2"
            >
              {(a) => (
                <div className="flex flex-wrap items-center gap-3">
                  <input
                    {...a}
                    type="file"
                    accept=".png,.jpg,.jpeg,image/png,image/jpeg"
                    onChange={(e) => {
                      const input = e.target;
                      const file = input.files?.[0] ?? null;
                      if (!file) return onTicket(null, null);
                      void checkTicketFile(file).then((problem) => {
                        if (problem) input.value = '';
                        onTicket(problem ? null : file, problem ? translateMessage(problem, lang) : null);
                      });
                    }}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={a.id}
                    aria-hidden="true"
                    className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-sea-600 bg-sea-50 px-4 py-2.5 text-sm font-semibold text-sea-800 transition hover:bg-sea-100 peer-focus-visible:outline-2 peer-focus-visible:outline-sea-700"
                  >
                    <UploadIcon /> {t('form.ticketChoose')}
                  </label>
                  <span className="text-sm text-slate-600" data-testid="ticket-chosen">
                    {ticket ? t('form.ticketChosen', { name: ticket.name }) : t('form.ticketNone')}
                  </span>
                  {ticket ? (
                    <button
                      type="button"
                      onClick={() => {
                        const input = document.getElementById(a.id) as HTMLInputElement | null;
                        if (input) input.value = '';
                        onTicket(null, null);
                      }}
                      className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
                    >
                      {t('form.ticketRemove')}
                    </button>
                  ) : null}
                </div>
              )}
            </Field>
          ) : null}
        </div>
      </Section>

      <Section title={t('form.sections.trip')}>
        <div className="mb-4">
          <PickupTimeFields noticeHours={noticeHours} />
        </div>
        <fieldset>
          <legend className="sr-only">{t('summary.tripType')}</legend>
          <div className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
            {(['one_way', 'round_trip'] as const).map((tt) => (
              <label
                key={tt}
                className={`cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-700 ${
                  tripType === tt ? 'bg-white text-sea-800 shadow' : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                <input type="radio" value={tt} {...register('trip_type')} className="sr-only" />
                {t(`trip.${tt}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {tripType === 'round_trip' ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label={t('form.returnDate')} required error={msg(errors.return_date)}>
              {(a) => (
                <input
                  {...a}
                  {...register('return_date')}
                  type="date"
                  min={pickupDate}
                  className={inputClass}
                />
              )}
            </Field>
            <Field label={t('form.returnTime')} required error={msg(errors.return_time)}>
              {(a) => <input {...a} {...register('return_time')} type="time" className={inputClass} />}
            </Field>
            <p
              className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
              data-testid="round-trip-notice"
            >
              <InfoIcon className="h-5 w-5 shrink-0" />
              {t('roundTripNotice')}
            </p>
          </div>
        ) : null}
      </Section>

      <Section title={t('form.sections.luggage')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {LUGGAGE_SIZES.map((size) => (
            <Controller
              key={size}
              control={control}
              name={`luggage.${size}`}
              render={({ field }) => (
                <LuggageStepper
                  label={t(`form.luggage.${size}`)}
                  size={size}
                  value={field.value ?? 0}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </Section>

      <Section
        title={t('form.sections.guests')}
        aside={
          maxGuests > 0 ? (
            <span className="text-xs text-slate-500">
              {t('form.guests.count', { count: guests.fields.length, max: maxGuests })}
            </span>
          ) : null
        }
      >
        {maxGuests === 0 ? (
          <p className="text-sm text-slate-600">{t('form.guests.none')}</p>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">{t('form.guests.hint', { max: maxGuests })}</p>
            {guests.fields.map((g, i) => {
              const e = errors.guests?.[i];
              return (
                <fieldset key={g.id} className="rounded-xl border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-700">
                    {t('form.guests.title', { n: i + 2 })}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
                    <Field label={t('form.guests.name')} required error={msg(e?.name)}>
                      {(a) => <input {...a} {...register(`guests.${i}.name`)} className={inputClass} />}
                    </Field>
                    <Field label={t('form.guests.surname')} required error={msg(e?.surname)}>
                      {(a) => <input {...a} {...register(`guests.${i}.surname`)} className={inputClass} />}
                    </Field>
                    <Field
                      label={
                        <>
                          {t('form.guests.identity')}
                          {optional}
                        </>
                      }
                    >
                      {(a) => (
                        <input {...a} {...register(`guests.${i}.identity_number`)} className={inputClass} />
                      )}
                    </Field>
                    <button
                      type="button"
                      onClick={() => guests.remove(i)}
                      aria-label={t('form.guests.removeLabel', { n: i + 2 })}
                      className="rounded-lg px-3 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 sm:mt-6"
                    >
                      {t('form.guests.remove')}
                    </button>
                  </div>
                </fieldset>
              );
            })}
            {msg(errors.guests?.root ?? (errors.guests as FieldError | undefined)) ? (
              <p className="text-sm text-red-600">
                {msg(errors.guests?.root ?? (errors.guests as FieldError | undefined))}
              </p>
            ) : null}
            <button
              type="button"
              disabled={guests.fields.length >= maxGuests}
              onClick={() => guests.append({ name: '', surname: '', identity_number: '' })}
              className="inline-flex items-center gap-2 rounded-lg border border-dashed border-sea-600 px-4 py-2.5 text-sm font-semibold text-sea-800 transition hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-sea-700 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <PlusIcon /> {t('form.guests.add')}
            </button>
          </div>
        )}
      </Section>

      <Section title={t('form.sections.extras')}>
        {!extras || extras.length === 0 ? (
          <p className="text-sm text-slate-600">{t('form.extras.none')}</p>
        ) : (
          <Controller
            control={control}
            name="selected_extra_services"
            render={({ field }) => {
              const chosen = new Set(field.value ?? []);
              return (
                <fieldset>
                  <legend className="sr-only">{t('form.sections.extras')}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {extras.map((x) => (
                      <label
                        key={x.id}
                        className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-700 ${
                          chosen.has(x.id)
                            ? 'border-sea-600 bg-sea-50'
                            : 'border-slate-200 hover:border-slate-300'
                        }`}
                      >
                        <input
                          type="checkbox"
                          checked={chosen.has(x.id)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked ? [...chosen, x.id] : [...chosen].filter((id) => id !== x.id),
                            )
                          }
                          className="mt-1 h-4 w-4 shrink-0 accent-sea-700"
                        />
                        <span aria-hidden="true" className="text-2xl leading-none">
                          {x.icon}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="flex items-baseline justify-between gap-2">
                            <span className="font-semibold text-slate-900">{x.name}</span>
                            <span className="shrink-0 text-sm font-bold text-sea-800">
                              {x.price_euro === 0 ? t('common:common.free') : `+${format(x.price_euro)}`}
                            </span>
                          </span>
                          {x.description ? (
                            <span className="mt-0.5 block text-xs text-slate-600">{x.description}</span>
                          ) : null}
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            }}
          />
        )}
      </Section>

      <Section title={t('form.sections.notes')}>
        <Field
          label={
            <>
              {t('form.specialRequests')}
              {optional}
            </>
          }
          error={msg(errors.special_requests)}
        >
          {(a) => (
            <textarea
              {...a}
              {...register('special_requests')}
              rows={3}
              placeholder={t('form.specialRequestsPlaceholder')}
              className={inputClass}
            />
          )}
        </Field>
      </Section>

      <Controller
        control={control}
        name="notice_version"
        render={({ field }) => (
          <NoticeConsent
            idPrefix="booking"
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            marketing={register('marketing_consent')}
            error={errors.notice_version?.message}
          />
        )}
      />
    </div>
  );
}
