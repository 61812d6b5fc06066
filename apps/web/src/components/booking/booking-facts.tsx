import { formatDateTr, formatPrice, statusLabel, unitPriceIn, type Lang } from '@riviera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PublicBooking, PublicTourReservation } from '../../lib/booking-lookup';

const STATUS_STYLES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-800 ring-amber-200',
  confirmed: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  completed: 'bg-sky-100 text-sky-800 ring-sky-200',
  cancelled: 'bg-red-100 text-red-800 ring-red-200',
};

/** A booking or reservation status in the visitor's language; unknown values are shown raw (spec §4). */
export function StatusBadge({ status, lang }: { status: string; lang: Lang }) {
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold ring-1 ${STATUS_STYLES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}
    >
      {statusLabel(status, lang)}
    </span>
  );
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

const when = (date: string | null, time: string | null) =>
  date ? `${formatDateTr(date)}${time ? ` · ${time}` : ''}` : null;

/** Everything a visitor may see of a transfer booking, as a definition list. */
export function TransferFacts({
  booking: b,
  lang,
  showStatus = true,
}: {
  booking: PublicBooking;
  lang: Lang;
  showStatus?: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <RouteAndTripFacts booking={b} />
      <FlightAndLuggageFacts booking={b} />
      <ExtrasFact booking={b} />
      {b.special_requests ? (
        <Fact label={t('details.specialRequests')} wide>
          <span className="whitespace-pre-line">{b.special_requests}</span>
        </Fact>
      ) : null}
      <Fact label={t('details.customer')} wide>
        {b.customer.name}
        <span className="block text-sm text-slate-500">
          {b.customer.email} · {b.customer.phone}
        </span>
      </Fact>
      {showStatus ? (
        <Fact label={t('details.status')}>
          <StatusBadge status={b.status} lang={lang} />
        </Fact>
      ) : null}
      <Fact label={t('details.price')}>
        <span className="text-2xl font-extrabold text-sea-900" data-testid="fact-price">
          {typeof b.total_price === 'number'
            ? formatPrice(b.total_price, b.currency, i18n.language)
            : t('common:common.noInfo')}
        </span>
      </Fact>
    </dl>
  );
}

/** Where from and to, the trip type, the party, the dates and the vehicle. */
function RouteAndTripFacts({ booking: b }: { booking: PublicBooking }) {
  const { t } = useTranslation('booking');
  const none = t('common:common.notSpecified');
  return (
    <>
      <Fact label={t('details.route')} wide>
        {/* the places in the language asked for (decision 028); the stored names from an older answer */}
        <span className="font-semibold" data-testid="fact-pickup">
          {b.pickup_location_label || b.pickup_location}
        </span>
        <span className="mx-2 text-slate-500" aria-hidden="true">
          →
        </span>
        <span className="sr-only"> – </span>
        <span className="font-semibold" data-testid="fact-destination">
          {b.destination_label || b.destination}
        </span>
      </Fact>
      <Fact label={t('details.trip')}>
        <span data-testid="fact-trip-type">{t(`trip.${b.trip_type}`)}</span>
        {b.price.round_trip_applied && b.price.round_trip_discount_percent > 0 ? (
          <span className="ml-2 text-sm text-teal-700">
            ({t('details.discountApplied', { percent: b.price.round_trip_discount_percent })})
          </span>
        ) : null}
      </Fact>
      <Fact label={t('details.passengers')}>{t('summary.passengersCount', { count: b.passengers })}</Fact>
      <Fact label={t('details.pickup')}>{when(b.pickup_date, b.pickup_time) ?? none}</Fact>
      {b.trip_type === 'round_trip' ? (
        <Fact label={t('details.return')}>{when(b.return_date, b.return_time) ?? none}</Fact>
      ) : null}
      <Fact label={t('details.vehicle')}>
        {b.vehicle ? (
          <>
            {b.vehicle.name}
            {b.vehicle.vehicle_type.name ? (
              <span className="text-sm text-slate-500"> · {b.vehicle.vehicle_type.name}</span>
            ) : null}
          </>
        ) : (
          t('common:common.noInfo')
        )}
      </Fact>
    </>
  );
}

/** The flight, the hotel, the luggage, the other passengers and the ticket. */
function FlightAndLuggageFacts({ booking: b }: { booking: PublicBooking }) {
  const { t } = useTranslation('booking');
  const none = t('common:common.notSpecified');
  const luggage = (['large', 'medium', 'small', 'hand'] as const).filter((k) => b.luggage[k] > 0);
  return (
    <>
      <Fact label={t('details.flight')}>
        {b.flight_code ?? none}
        {b.departure_flight_time ? (
          <span className="block text-sm text-slate-500">
            {t('details.landingTime')}: {b.departure_flight_time}
          </span>
        ) : null}
        {b.arrival_flight_time ? (
          <span className="block text-sm text-slate-500">
            {t('details.departureTime')}: {b.arrival_flight_time}
          </span>
        ) : null}
      </Fact>
      {b.hotel_name ? <Fact label={t('details.hotel')}>{b.hotel_name}</Fact> : null}
      <Fact label={t('details.luggage')}>
        {luggage.length > 0
          ? luggage.map((k) => t(`details.luggageItem.${k}`, { count: b.luggage[k] })).join(', ')
          : t('details.luggageNone')}
      </Fact>
      {b.extra_passengers && b.extra_passengers.length > 0 ? (
        <Fact label={t('details.guests')} wide>
          <ul data-testid="fact-guests" className="list-inside list-disc">
            {b.extra_passengers.map((g, i) => (
              <li key={i}>{`${g.name} ${g.surname}`.trim()}</li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {b.ticket_received ? (
        <Fact label={t('details.ticketImage')}>
          <span data-testid="fact-ticket">✓ {t('details.ticketReceived')}</span>
        </Fact>
      ) : null}
    </>
  );
}

/** The chosen extras, each at its price in the booking's currency. */
function ExtrasFact({ booking: b }: { booking: PublicBooking }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <Fact label={t('details.extras')} wide>
      {b.extras.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {b.extras.map((x) => (
            <li key={`${x.id ?? x.name}`} className="rounded-full bg-sea-50 px-3 py-1 text-sm text-sea-900">
              <span aria-hidden="true">{x.icon} </span>
              {x.name}
              <span className="ml-1 font-semibold">
                {x.price_euro === 0
                  ? t('common:common.free')
                  : formatPrice(
                      unitPriceIn(x.price_euro, b.price.exchange_rate > 0 ? b.price.exchange_rate : 1),
                      b.currency,
                      i18n.language,
                    )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        t('details.extrasNone')
      )}
    </Fact>
  );
}

/** A tour reservation found by PNR. */
export function TourFacts({
  reservation: r,
  lang,
  showStatus = true,
}: {
  reservation: PublicTourReservation;
  lang: Lang;
  showStatus?: boolean;
}) {
  const { t, i18n } = useTranslation('booking');
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Fact label={t('details.tour')} wide>
        <span className="font-semibold" data-testid="fact-tour-title">
          {r.tour.title}
        </span>
        {r.tour.description ? (
          <span className="mt-1 block text-sm text-slate-600">{r.tour.description}</span>
        ) : null}
      </Fact>
      <Fact label={t('details.location')}>{r.tour.location || t('common:common.notSpecified')}</Fact>
      <Fact label={t('details.dateTime')}>{when(r.booking_date, r.booking_time)}</Fact>
      <Fact label={t('details.people')}>
        {t('details.adults', { count: r.passenger_count })}
        {r.children_count > 0 ? `, ${t('details.children', { count: r.children_count })}` : ''}
      </Fact>
      <Fact label={t('details.customer')}>
        {`${r.customer_name} ${r.customer_surname}`.trim()}
        <span className="block text-sm text-slate-500">
          {r.customer_email} · {r.customer_phone}
        </span>
      </Fact>
      {showStatus ? (
        <Fact label={t('details.status')}>
          <StatusBadge status={r.status} lang={lang} />
        </Fact>
      ) : null}
      <Fact label={t('details.price')}>
        <span className="text-2xl font-extrabold text-sea-900">
          {formatPrice(r.total_price, r.currency, i18n.language)}
        </span>
      </Fact>
    </dl>
  );
}
