import { z } from 'zod/mini';
import { pageOf } from './page.js';
import { tourReservationLookupDto } from './tour-reservation-answers.js';
import { customerTripDto } from './customer-trip.js';

/**
 * Transfer booking answers: the price (POST /calculate-price), the created booking (POST /bookings),
 * a booking by number (GET /bookings/{id}), the PNR look-up, and the back office's list and detail.
 * zod/mini, apart from the classic-zod request contracts (`transferBookingSchema`,
 * `calculatePriceSchema` in transfer-booking.ts), like every answer contract (decision 013).
 */

const luggageDto = z.object({ large: z.number(), medium: z.number(), small: z.number(), hand: z.number() });
const tripType = z.enum(['one_way', 'round_trip']);

/** The server's price for a transfer: every figure it is made of, in EUR and in `currency`. */
export const priceQuoteDto = z.object({
  route_id: z.number(),
  vehicle_id: z.number(),
  vehicle_type: z.string(),
  trip_type: tripType,
  one_way_price_eur: z.number(),
  base_price_eur: z.number(),
  discount_percent: z.number(),
  discount_amount_eur: z.number(),
  trip_price_eur: z.number(),
  extras: z.array(z.object({ id: z.number(), name: z.string(), icon: z.string(), price_euro: z.number() })),
  extras_total_eur: z.number(),
  round_trip_applied: z.boolean(),
  total_eur: z.number(),
  currency: z.string(),
  exchange_rate: z.number(),
  /** the total in `currency`: what the booking will cost */
  total_price: z.number(),
});
export type PriceQuoteDto = z.infer<typeof priceQuoteDto>;

/**
 * A transfer booking. The public (its creator with the read token, the PNR look-up) never sees the
 * customer's full e-mail or phone, identity numbers, guests or the ticket image; a signed-in admin
 * sees everything, in the fields marked "admin only".
 */
export const bookingDto = z.object({
  id: z.number(),
  pnr_code: z.string(),
  /** 'ORN' + id padded to 6 digits, the booking number staff and customers quote */
  booking_number: z.string(),
  status: z.string(),
  trip_type: tripType,
  route_id: z.nullable(z.number()),
  /** the route's canonical (Turkish) names, as stored: what staff, drivers and the route search use */
  pickup_location: z.string(),
  destination: z.string(),
  /**
   * The same two places named in the reader's language (decision 028: the point's name in that
   * language, else the canonical one); staff and Turkish readers get the canonical names.
   */
  pickup_location_label: z.string(),
  destination_label: z.string(),
  pickup_date: z.string(),
  pickup_time: z.nullable(z.string()),
  return_date: z.nullable(z.string()),
  return_time: z.nullable(z.string()),
  passengers: z.number(),
  customer: z.object({
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    /** masked for the public: 'a***@e***.com' */
    email: z.string(),
    /** masked for the public: only the last two digits */
    phone: z.string(),
  }),
  vehicle: z.nullable(
    z.object({
      id: z.number(),
      name: z.string(),
      capacity: z.number(),
      vehicle_type: z.object({ key: z.nullable(z.string()), name: z.nullable(z.string()) }),
    }),
  ),
  flight_code: z.nullable(z.string()),
  hotel_name: z.nullable(z.string()),
  departure_flight_time: z.nullable(z.string()),
  arrival_flight_time: z.nullable(z.string()),
  luggage: luggageDto,
  selected_extra_services: z.array(z.number()),
  extras: z.array(z.object({ id: z.nullable(z.number()), name: z.string(), icon: z.string(), price_euro: z.number() })),
  special_requests: z.nullable(z.string()),
  currency: z.string(),
  total_price: z.number(),
  price: z.object({
    base_price_eur: z.number(),
    extras_total_eur: z.number(),
    round_trip_applied: z.boolean(),
    round_trip_discount_percent: z.number(),
    total_eur: z.number(),
    exchange_rate: z.number(),
  }),
  created_at: z.string(),
  /**
   * The extra passengers' names (never their identity numbers), so the traveller can check them;
   * always sent by the server, optional for answers made before it was.
   */
  extra_passengers: z.optional(z.array(z.object({ name: z.string(), surname: z.string() }))),
  /** whether a ticket image came with the booking (the file itself is for staff only) */
  ticket_received: z.optional(z.boolean()),
  /** admin only */
  identity_number: z.optional(z.nullable(z.string())),
  /** admin only */
  company: z.optional(z.nullable(z.string())),
  /** admin only */
  ticket_image: z.optional(z.nullable(z.string())),
  /** admin only */
  guests: z.optional(z.array(z.object({ name: z.string(), surname: z.string(), identity_number: z.nullable(z.string()) }))),
});
export type BookingDto = z.infer<typeof bookingDto>;

/** The answer of POST /bookings: the booking, its PNR, and the read token its creator gets once. */
export const createdBookingDto = z.object({
  booking_id: z.number(),
  pnr_code: z.string(),
  booking: bookingDto,
  /**
   * Opens this booking through `GET /api/bookings/{id}` (header `X-Booking-Token`) until
   * `read_token_expires_at`: the success page's way to read it by number (decision 012).
   */
  read_token: z.string(),
  read_token_expires_at: z.string(),
});
export type CreatedBookingDto = z.infer<typeof createdBookingDto>;

/** The public PNR look-up: a transfer booking or a tour reservation (PNRs are unique across both). */
export const pnrResultDto = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transfer'), booking: bookingDto, trip: z.optional(z.nullable(customerTripDto)) }),
  z.object({ type: z.literal('tour'), reservation: tourReservationLookupDto, trip: z.optional(z.nullable(customerTripDto)) }),
]);
export type PnrResultDto = z.infer<typeof pnrResultDto>;

/** A booking in the back office's list. */
export const bookingListItemDto = z.object({
  id: z.number(),
  pnr_code: z.string(),
  /** 'ORN' + id padded to 6 digits */
  booking_number: z.string(),
  /** the PNR, or the ORN number when there is none */
  display_code: z.string(),
  status: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  pickup_location: z.string(),
  destination: z.string(),
  pickup_date: z.string(),
  pickup_time: z.nullable(z.string()),
  passengers: z.number(),
  total_price: z.number(),
  currency: z.string(),
  /** extras in the booking's currency (EUR price × the booking's EUR rate) */
  extras_total: z.number(),
  created_at: z.string(),
  /** the customer's change requests waiting for an answer (the list's badge; decision 031) */
  open_change_requests: z.optional(z.number()),
});
export type BookingListItemDto = z.infer<typeof bookingListItemDto>;

export const bookingPageDto = pageOf(bookingListItemDto);

/** A booking in the back office's detail view: the list's fields and everything else. */
export const bookingDetailDto = z.extend(bookingListItemDto, {
  trip_type: tripType,
  return_date: z.nullable(z.string()),
  return_time: z.nullable(z.string()),
  vehicle: z.nullable(
    z.object({
      name: z.string(),
      capacity: z.nullable(z.number()),
      vehicle_type: z.nullable(z.object({ name: z.string() })),
    }),
  ),
  flight_code: z.nullable(z.string()),
  hotel_name: z.nullable(z.string()),
  /** the form's landing time (field names follow the spec) */
  departure_flight_time: z.nullable(z.string()),
  /** the form's departure time */
  arrival_flight_time: z.nullable(z.string()),
  ticket_image: z.nullable(z.string()),
  luggage: luggageDto,
  company: z.nullable(z.string()),
  identity_number: z.nullable(z.string()),
  main_passenger: z.nullable(z.object({ name: z.string(), phone: z.nullable(z.string()) })),
  guests: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
  price: z.object({
    total: z.number(),
    currency: z.string(),
    exchange_rate: z.number(),
    base_price: z.number(),
    extras_total: z.number(),
    base_price_eur: z.number(),
    extras_total_eur: z.number(),
    total_eur: z.number(),
    round_trip_applied: z.boolean(),
    round_trip_discount_percent: z.number(),
  }),
  extras: z.array(z.object({ name: z.string(), icon: z.string(), price_euro: z.number(), price: z.number() })),
  /** what the customer wrote, as written */
  special_requests: z.nullable(z.string()),
  /** the language the customer read the site in (tr, en, de, ru, pl) */
  language: z.string(),
  /** the KVKK notice version the customer acknowledged, and when (null: made before acknowledgements) */
  notice_version: z.nullable(z.number()),
  notice_acknowledged_at: z.nullable(z.string()),
  /** whether the customer consented to marketing messages */
  marketing_consent: z.boolean(),
  updated_at: z.string(),
});
export type BookingDetailDto = z.infer<typeof bookingDetailDto>;
