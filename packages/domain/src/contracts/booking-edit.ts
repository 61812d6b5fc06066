import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from '../contact.js';
import { todayInIstanbul } from '../dates.js';
import { VEHICLE_CAPACITY_MAX } from '../limits.js';
import { TRIP_TYPES } from '../pricing.js';
import { ALWAYS, e164Phone, refinePhone } from './phone-fields.js';
import {
  checkFlightTimes,
  checkTrip,
  customerFields,
  extraServiceIds,
  guestSchema,
  priceFields,
  tripFields,
} from './transfer-booking.js';
import { bookingChangesDto } from './booking-edit-history.js';

/**
 * Staff editing a transfer booking (issue 25 item 1, decision 031): the fields of the public booking
 * form that change without moving the booking to another route, vehicle or price, each with the
 * public form's own rule (the same field schemas from transfer-booking.ts) and the same cross-field
 * rules (`checkTrip`, `checkFlightTimes`). The staff variant relaxes only the public site's
 * 2-hour notice (that rule lives in the API's public path, so it is simply not applied here).
 */

/** What happens to a driver already assigned to a job whose date or time the edit moves. */
export const DRIVER_ON_MOVE = ['keep', 'release'] as const;
export type DriverOnMove = (typeof DRIVER_ON_MOVE)[number];

/** The edited fields, each with the public form's rule; the body of PUT /api/admin/bookings/:id. */
export const bookingEditFields = z.object({
  /** the route's ends; left out, they stay. Another route changes the price: it needs `reprice`. */
  pickup_location: tripFields.pickup_location.optional(),
  destination: tripFields.destination.optional(),
  /** one way or round trip; left out, it stays. A change needs `reprice` like the route. */
  trip_type: z.enum(TRIP_TYPES, { error: 'validation.trip_type_invalid' }).optional(),
  pickup_date: tripFields.pickup_date,
  pickup_time: tripFields.pickup_time,
  return_date: tripFields.return_date,
  return_time: tripFields.return_time,
  passengers: tripFields.passengers,
  flight_code: customerFields.flight_code,
  departure_flight_time: customerFields.departure_flight_time,
  arrival_flight_time: customerFields.arrival_flight_time,
  hotel_name: customerFields.hotel_name,
  luggage: customerFields.luggage,
  special_requests: customerFields.special_requests,
  customer_first_name: customerFields.customer_first_name,
  customer_last_name: customerFields.customer_last_name,
  customer_email: customerFields.customer_email,
  country_code: customerFields.country_code,
  customer_phone: customerFields.customer_phone,
  /** the extra passengers named as the booking form names them; left out, they stay */
  guests: z.array(guestSchema).max(VEHICLE_CAPACITY_MAX, 'validation.guests_too_many').optional(),
  /** the booked vehicle; left out, it stays */
  vehicle_id: priceFields.vehicle_id.optional(),
  /** the booked extras (the booking form's own rule); left out, they stay */
  selected_extra_services: extraServiceIds.transform((ids) => [...new Set(ids)]).optional(),
  /**
   * 'Yeniden fiyatla' applied: the booking takes the server's quote for the edited vehicle and
   * extras at today's prices and rates. Without it the price stays as booked.
   */
  reprice: z.boolean().optional(),
  /** the quote's total staff saw and confirmed; a quote that moved since then is not applied (409) */
  quoted_total: z.number().nonnegative().optional(),
  /** asked only when a moved job already has a driver; left out then, the server asks (409) */
  driver_on_move: z.enum(DRIVER_ON_MOVE, { error: 'validation.driver_on_move_invalid' }).optional(),
});
export type BookingEditFormValues = z.input<typeof bookingEditFields>;

/** What of the booking the edit does not change but its rules depend on. */
export interface BookedTrip {
  trip_type: 'one_way' | 'round_trip';
  pickup_location: string;
  destination: string;
  /** extra passengers named on the booking: the passengers may not drop below them plus the customer */
  guest_count: number;
}

/**
 * The whole contract for one booking: the fields, the public form's cross-field rules with the
 * booking's own trip type and places, and the phone in E.164. The dialog resolves with it and the
 * service validates with it.
 */
export function bookingEditSchema(booked: BookedTrip) {
  // a field left out keeps the booking's value, and the rules read the trip as it will be
  const tripOf = (v: { trip_type?: BookedTrip['trip_type'] | undefined }) => v.trip_type ?? booked.trip_type;
  const placesOf = (v: { pickup_location?: string | undefined; destination?: string | undefined }) => ({
    pickup_location: v.pickup_location ?? booked.pickup_location,
    destination: v.destination ?? booked.destination,
  });
  return bookingEditFields
    .superRefine((v, ctx) => {
      checkTrip({ ...v, trip_type: tripOf(v) }, ctx, todayInIstanbul());
      checkFlightTimes({ ...v, ...placesOf(v) }, ctx);
      // the booking form's rule: the customer plus the named guests fit in the passengers
      const guests = v.guests?.length ?? booked.guest_count;
      if (guests > Math.max(0, v.passengers - 1)) {
        const path = v.guests && v.guests.length > booked.guest_count ? 'guests' : 'passengers';
        ctx.addIssue({ code: 'custom', path: [path], message: 'validation.guests_too_many' });
      }
    })
    .superRefine((v, ctx) => {
      refinePhone(ctx, v.customer_phone, v.country_code, {
        phone: ['customer_phone'],
        countryCode: ['country_code'],
      });
    }, ALWAYS)
    .transform((v) => ({
      ...v,
      customer_phone: e164Phone(v.customer_phone, v.country_code || DEFAULT_COUNTRY_CODE),
      ...placesOf(v),
      trip_type: tripOf(v),
      ...(tripOf(v) === 'one_way' ? { return_date: null, return_time: null } : {}),
    }));
}
export type BookingEdit = z.output<ReturnType<typeof bookingEditSchema>>;

/** What saving an edit answers: the fields changed (none when nothing differed) and the history. */
export const bookingEditResultDto = z.object({
  changed: z.boolean(),
  /** jobs on the dispatch board that were moved with it, and whether their driver stayed */
  moved_jobs: z.array(
    z.object({
      leg: z.string(),
      driver: z.enum(['none', 'kept', 'released']),
      /** the leg is no longer travelled (a round trip made one way): its job left the board */
      removed: z.boolean().optional(),
    }),
  ),
  history: bookingChangesDto,
});
export type BookingEditResultDto = z.infer<typeof bookingEditResultDto>;

/**
 * GET /api/admin/bookings/:id/changes: the edit dialog's starting point (the booking's current
 * values as the form holds them, what the rules need) and the change history.
 */
export const bookingEditViewDto = z.object({
  editable: z.boolean(),
  booked: z.object({
    trip_type: z.enum(['one_way', 'round_trip']),
    pickup_location: z.string(),
    destination: z.string(),
    guest_count: z.number(),
  }),
  values: z.object({
    pickup_location: z.string(),
    destination: z.string(),
    trip_type: z.enum(['one_way', 'round_trip']),
    guests: z.array(
      z.object({ name: z.string(), surname: z.string(), identity_number: z.string().nullable() }),
    ),
    pickup_date: z.string(),
    pickup_time: z.string(),
    return_date: z.string().nullable(),
    return_time: z.string().nullable(),
    passengers: z.number(),
    flight_code: z.string(),
    departure_flight_time: z.string().nullable(),
    arrival_flight_time: z.string().nullable(),
    hotel_name: z.string().nullable(),
    luggage: z.object({ large: z.number(), medium: z.number(), small: z.number(), hand: z.number() }),
    special_requests: z.string().nullable(),
    customer_first_name: z.string(),
    customer_last_name: z.string(),
    customer_email: z.string(),
    country_code: z.string(),
    customer_phone: z.string(),
  }),
  /** jobs on the dispatch board that have a driver: moving them asks keep or release */
  assigned_legs: z.array(z.string()),
  /** the booked vehicle and extras as the form holds them, with what staff may choose instead */
  vehicle_id: z.number().nullable(),
  selected_extra_services: z.array(z.number()),
  vehicles: z.array(
    z.object({ id: z.number(), name: z.string(), type_name: z.string(), capacity: z.number() }),
  ),
  extras: z.array(z.object({ id: z.number(), name: z.string(), price_euro: z.number() })),
  /** the price as booked, in the booking currency */
  price: z.object({ total: z.number(), currency: z.string() }),
  history: bookingChangesDto,
});
export type BookingEditViewDto = z.infer<typeof bookingEditViewDto>;

/** POST /api/admin/bookings/:id/quote: the vehicle, extras and party 'Yeniden fiyatla' prices. */
export const bookingRequoteSchema = z.object({
  /** another route or trip type to price; left out, the booking's own */
  pickup_location: tripFields.pickup_location.optional(),
  destination: tripFields.destination.optional(),
  trip_type: z.enum(TRIP_TYPES, { error: 'validation.trip_type_invalid' }).optional(),
  vehicle_id: priceFields.vehicle_id,
  selected_extra_services: priceFields.selected_extra_services,
  passengers: tripFields.passengers,
});
export type BookingRequote = z.output<typeof bookingRequoteSchema>;

/** The new server quote beside the price as booked, both in the booking currency. */
export const bookingRequoteDto = z.object({
  currency: z.string(),
  booked_total: z.number(),
  quoted_total: z.number(),
  /** the quote's lines: the ride after any round-trip discount, and the extras */
  trip: z.number(),
  extras_total: z.number(),
});
export type BookingRequoteDto = z.infer<typeof bookingRequoteDto>;
