import { conversionRate, quoteTourReservation, type FieldChange } from '@riviera/domain';
import type { TourReservationRow } from '../../db/schema.js';
import { fieldError } from '../../lib/admin-form.js';
import type { tourReservationEditRepository } from './tour-reservation-edit.repository.js';

type Repo = ReturnType<typeof tourReservationEditRepository>;
type Tour = NonNullable<Awaited<ReturnType<Repo['findTour']>>>;

/** The price columns 'Yeniden fiyatla' writes on a tour reservation. */
export type PricedTourColumns = Pick<
  TourReservationRow,
  'unit_price' | 'children_price' | 'exchange_rate' | 'rate_to_try' | 'total_eur' | 'total_price'
>;

type Value = string | number | null;

/** A reservation's edited fields as the history lists them (TOUR_EDIT_FIELD_LABELS_TR's order). */
const snapshot = (r: TourReservationRow): Record<string, Value> => ({
  booking_date: r.booking_date,
  booking_time: r.booking_time,
  passenger_count: r.passenger_count,
  children_count: r.children_count,
  pickup_zone: r.pickup_zone_name,
  pickup_place: r.pickup_place,
  // the day is written only when it is not the tour's (a pickup before midnight)
  pickup_at:
    r.pickup_date && r.pickup_time
      ? r.pickup_date === r.booking_date
        ? r.pickup_time
        : `${r.pickup_date} ${r.pickup_time}`
      : null,
  customer_name: r.customer_name,
  customer_surname: r.customer_surname,
  customer_email: r.customer_email,
  customer_phone: r.customer_phone,
  country_code: r.country_code,
  special_requests: r.special_requests,
  total_price: r.total_price,
});

/** The fields whose value differs between the stored reservation and the edited one, in order. */
export function diffTourEdit(before: TourReservationRow, after: TourReservationRow): FieldChange[] {
  const a = snapshot(before);
  const b = snapshot(after);
  return Object.keys(a)
    .filter((f) => (a[f] ?? null) !== (b[f] ?? null))
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

/**
 * Today's price of a party on the reservation's tour, in the reservation's currency, as a new
 * reservation is priced (tour-reservations.service.ts): per-person prices converted and rounded
 * first, so the lines add up (decision 027). A tour deleted since has no price to apply.
 */
export async function priceOf(
  repo: Repo,
  r: TourReservationRow,
  tour: Tour | undefined,
  party: { adults: number; children: number },
): Promise<PricedTourColumns> {
  if (!tour) throw fieldError('quoted_total', 'error.tour_not_found');
  const own = (await repo.findCurrency(tour.currency.toUpperCase())) ?? (await repo.findCurrency('EUR'));
  const eur = own?.code === 'EUR' ? own : await repo.findCurrency('EUR');
  const target = await repo.findCurrency(r.currency);
  if (!own || !eur || !target || !(target.rate_to_try > 0))
    throw fieldError('quoted_total', 'validation.currency_invalid');
  const prices = { price: tour.price, childrenPrice: tour.children_price, tourRateToTry: own.rate_to_try };
  const quote = quoteTourReservation({ ...prices, ...party, targetRateToTry: target.rate_to_try });
  const inEur = quoteTourReservation({ ...prices, ...party, targetRateToTry: eur.rate_to_try });
  return {
    unit_price: quote.unitPrice,
    children_price: quote.unitChildrenPrice,
    exchange_rate: conversionRate(eur.rate_to_try, target.rate_to_try),
    rate_to_try: target.rate_to_try,
    total_eur: inEur.total,
    total_price: quote.total,
  };
}
