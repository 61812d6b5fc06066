import type { BookingRequote, BookingRequoteDto } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { BookingRow, Database } from '../../db/schema.js';
import { toFlag } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { AppError } from '../../lib/app-error.js';
import type { BookedExtraRow, PricedColumns } from './booking-changes.repository.js';
import { pricingService, type TransferQuote } from './pricing.service.js';

/** What of a booking its new quote is made from besides what staff choose. */
export type RequotedBooking = Pick<
  BookingRow,
  'route_id' | 'pickup_location' | 'destination' | 'trip_type' | 'currency' | 'total_price'
>;

/**
 * 'Yeniden fiyatla' (issue 25 item 1): the server's quote for a booking's route and trip type (its
 * own, or the ones staff chose) in its currency with the vehicle, extras and party staff chose, at today's route prices, discount and
 * exchange rate, through the same pricing as a new booking (public-site §9). A vehicle that no
 * longer exists, is too small or has no price on the route is a 422 on its field, as on the site.
 */
export async function requoteBooking(
  db: Kysely<Database>,
  booking: RequotedBooking,
  choice: BookingRequote,
): Promise<TransferQuote> {
  const from = choice.pickup_location ?? booking.pickup_location;
  const to = choice.destination ?? booking.destination;
  const sameRoute = from === booking.pickup_location && to === booking.destination;
  const quote = pricingService(db).quote({
    // another route is found by its names, as the booking form's is
    route_id: sameRoute ? booking.route_id : null,
    pickup_location: from,
    destination: to,
    trip_type: choice.trip_type ?? booking.trip_type,
    vehicle_id: choice.vehicle_id,
    passengers: choice.passengers,
    selected_extra_services: choice.selected_extra_services,
    currency: booking.currency,
  });
  // no route between the new places is the destination's problem in the dialog, not a hidden id's
  return quote.catch((err: unknown) => {
    if (err instanceof AppError && err.errors?.route_id) {
      const { route_id, ...rest } = err.errors;
      throw new AppError(err.statusCode, err.message, { ...rest, destination: route_id });
    }
    throw err;
  });
}

/** The quote beside the price as booked, as the edit dialog shows them. */
export const requoteDto = (booking: RequotedBooking, quote: TransferQuote): BookingRequoteDto => ({
  currency: booking.currency,
  booked_total: booking.total_price,
  quoted_total: quote.price.total,
  trip: quote.price.lines.trip,
  extras_total: quote.price.lines.extrasTotal,
});

/** The booking's columns a quote writes when staff apply it: vehicle, price parts, rates, total. */
export const pricedColumnsOf = (quote: TransferQuote): PricedColumns => ({
  vehicle_id: quote.vehicle.id,
  vehicle_type_key: quote.vehicle.type_key,
  base_price_eur: quote.price.tripPriceEur,
  extras_total_eur: quote.price.extrasTotalEur,
  round_trip_applied: toFlag(quote.price.roundTripApplied),
  round_trip_discount_percent: quote.price.discountPercent,
  total_eur: quote.price.totalEur,
  exchange_rate: quote.price.rate,
  rate_to_try: quote.rateToTry,
  total_price: quote.price.total,
});

/** The extras a quote books, stored with their names and prices of today. */
export const bookedExtrasOf = (quote: TransferQuote): BookedExtraRow[] =>
  quote.extras.map((e) => ({ extra_service_id: e.id, name: e.name, icon: e.icon, price_euro: e.price_euro }));

/** The applied quote must be the one staff saw: a rate or tariff that moved since is shown again. */
export function assertQuoteSeen(quote: TransferQuote, seen: number | undefined): void {
  if (seen === undefined) throw fieldError('quoted_total', 'validation.required');
  if (quote.price.total !== seen)
    throw new AppError(409, 'error.quote_changed', { quoted_total: ['error.quote_changed'] });
}
