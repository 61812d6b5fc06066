import { formatOrn } from '@riviera/domain';
import { z } from 'zod';
import { mediaUrl } from '../../lib/media-url.js';
import type { TourReservationRow } from '../../db/schema.js';
import type { BookingExtra, BookingGuest, BookingWithVehicle } from './bookings.repository.js';
import type { TransferQuote } from './pricing.service.js';

/**
 * Who reads a booking decides what it shows: the public (success page, PNR look-up) never sees
 * the customer's full e-mail or phone, identity numbers, guests or the ticket image; a signed-in
 * admin sees everything.
 */
export type Audience = 'public' | 'admin';

/** 'ayse.yilmaz@example.com' → 'a***@e***.com': enough to recognise, not enough to use. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}***@${domain[0] ?? ''}***${tld}`;
}

/** '+90 532 123 45 67' → '+** *** *** ** 67': only the last two digits stay readable. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (d) => (++seen > digits - 2 ? d : '*'));
}

const luggageDto = z.object({ large: z.number(), medium: z.number(), small: z.number(), hand: z.number() });
const extraDto = z.object({
  id: z.number().nullable(),
  name: z.string(),
  icon: z.string(),
  price_euro: z.number(),
});

export const bookingDto = z.object({
  id: z.number(),
  pnr_code: z.string(),
  /** 'ORN' + id padded to 6 digits, the booking number staff and customers quote */
  booking_number: z.string(),
  status: z.string(),
  trip_type: z.enum(['one_way', 'round_trip']),
  route_id: z.number().nullable(),
  pickup_location: z.string(),
  destination: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string().nullable(),
  return_date: z.string().nullable(),
  return_time: z.string().nullable(),
  passengers: z.number(),
  customer: z.object({
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  vehicle: z
    .object({
      id: z.number(),
      name: z.string(),
      capacity: z.number(),
      vehicle_type: z.object({ key: z.string().nullable(), name: z.string().nullable() }),
    })
    .nullable(),
  flight_code: z.string().nullable(),
  hotel_name: z.string().nullable(),
  departure_flight_time: z.string().nullable(),
  arrival_flight_time: z.string().nullable(),
  luggage: luggageDto,
  selected_extra_services: z.array(z.number()),
  extras: z.array(extraDto),
  special_requests: z.string().nullable(),
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
  /** admin only */
  identity_number: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  ticket_image: z.string().nullable().optional(),
  guests: z
    .array(z.object({ name: z.string(), surname: z.string(), identity_number: z.string().nullable() }))
    .optional(),
});
export type BookingDto = z.infer<typeof bookingDto>;

export function toBookingDto(
  d: { booking: BookingWithVehicle; guests: BookingGuest[]; extras: BookingExtra[] },
  audience: Audience,
): BookingDto {
  const b = d.booking;
  const admin = audience === 'admin';
  const dto: BookingDto = {
    id: b.id,
    pnr_code: b.pnr_code,
    booking_number: formatOrn(b.id),
    status: b.status,
    trip_type: b.trip_type,
    route_id: b.route_id,
    pickup_location: b.pickup_location,
    destination: b.destination,
    pickup_date: b.pickup_date,
    pickup_time: b.pickup_time,
    return_date: b.return_date,
    return_time: b.return_time,
    passengers: b.passengers,
    customer: {
      name: `${b.customer_first_name} ${b.customer_last_name}`,
      first_name: b.customer_first_name,
      last_name: b.customer_last_name,
      email: admin ? b.customer_email : maskEmail(b.customer_email),
      phone: admin ? b.customer_phone : maskPhone(b.customer_phone),
    },
    vehicle:
      b.vehicle_id !== null && b.vehicle_name !== null
        ? {
            id: b.vehicle_id,
            name: b.vehicle_name,
            capacity: b.vehicle_capacity ?? b.passengers,
            vehicle_type: { key: b.vehicle_type_key, name: b.vehicle_type_name },
          }
        : null,
    flight_code: b.flight_code,
    hotel_name: b.hotel_name,
    departure_flight_time: b.departure_flight_time,
    arrival_flight_time: b.arrival_flight_time,
    luggage: {
      large: b.luggage_large,
      medium: b.luggage_medium,
      small: b.luggage_small,
      hand: b.luggage_hand,
    },
    selected_extra_services: d.extras.flatMap((e) =>
      e.extra_service_id === null ? [] : [e.extra_service_id],
    ),
    extras: d.extras.map((e) => ({
      id: e.extra_service_id,
      name: e.name,
      icon: e.icon,
      price_euro: e.price_euro,
    })),
    special_requests: b.special_requests,
    currency: b.currency,
    total_price: b.total_price,
    price: {
      base_price_eur: b.base_price_eur,
      extras_total_eur: b.extras_total_eur,
      round_trip_applied: b.round_trip_applied === 1,
      round_trip_discount_percent: b.round_trip_discount_percent,
      total_eur: b.total_eur,
      exchange_rate: b.exchange_rate,
    },
    created_at: b.created_at,
  };
  if (admin) {
    dto.identity_number = b.identity_number;
    dto.company = b.company;
    dto.ticket_image = mediaUrl(b.ticket_image);
    dto.guests = d.guests.map((g) => ({
      name: g.first_name,
      surname: g.last_name,
      identity_number: g.identity_number,
    }));
  }
  return dto;
}

export const tourReservationDto = z.object({
  pnr_code: z.string(),
  status: z.string(),
  customer_name: z.string(),
  customer_surname: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  tour: z.object({
    id: z.number().nullable(),
    title: z.string(),
    description: z.string().nullable(),
    location: z.string(),
  }),
  booking_date: z.string(),
  booking_time: z.string(),
  passenger_count: z.number(),
  children_count: z.number(),
  total_price: z.number(),
  currency: z.string(),
  created_at: z.string(),
});
export type TourReservationDto = z.infer<typeof tourReservationDto>;

/** A tour reservation as the public PNR look-up shows it (contact details masked). */
export const toPublicTourReservationDto = (
  r: TourReservationRow & { tour_description: string | null },
): TourReservationDto => ({
  pnr_code: r.pnr_code,
  status: r.status,
  customer_name: r.customer_name,
  customer_surname: r.customer_surname,
  customer_email: maskEmail(r.customer_email),
  customer_phone: maskPhone(r.customer_phone),
  tour: { id: r.tour_id, title: r.tour_title, description: r.tour_description, location: r.tour_location },
  booking_date: r.booking_date,
  booking_time: r.booking_time,
  passenger_count: r.passenger_count,
  children_count: r.children_count,
  total_price: r.total_price,
  currency: r.currency,
  created_at: r.created_at,
});

export const priceQuoteDto = z.object({
  route_id: z.number(),
  vehicle_id: z.number(),
  vehicle_type: z.string(),
  trip_type: z.enum(['one_way', 'round_trip']),
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

export const toPriceQuoteDto = (q: TransferQuote): PriceQuoteDto => ({
  route_id: q.route.id,
  vehicle_id: q.vehicle.id,
  vehicle_type: q.vehicle.type_key,
  trip_type: q.price.roundTripApplied ? 'round_trip' : 'one_way',
  one_way_price_eur: q.oneWayPriceEur,
  base_price_eur: q.price.basePriceEur,
  discount_percent: q.price.discountPercent,
  discount_amount_eur: q.price.discountAmountEur,
  trip_price_eur: q.price.tripPriceEur,
  extras: q.extras,
  extras_total_eur: q.price.extrasTotalEur,
  round_trip_applied: q.price.roundTripApplied,
  total_eur: q.price.totalEur,
  currency: q.currency,
  exchange_rate: q.price.rate,
  total_price: q.price.total,
});

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

/** The answer of `POST /api/bookings`: what the spec documents plus the read token. */
export const toCreatedBookingDto = (w: {
  id: number;
  pnr: string;
  booking: BookingDto;
  readToken: { token: string; expiresAt: string };
}): CreatedBookingDto => ({
  booking_id: w.id,
  pnr_code: w.pnr,
  booking: w.booking,
  read_token: w.readToken.token,
  read_token_expires_at: w.readToken.expiresAt,
});
export const pnrResultDto = z.discriminatedUnion('type', [
  z.object({ type: z.literal('transfer'), booking: bookingDto }),
  z.object({ type: z.literal('tour'), reservation: tourReservationDto }),
]);
export type PnrResultDto = z.infer<typeof pnrResultDto>;
