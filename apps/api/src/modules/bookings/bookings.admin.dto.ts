import { bookingDisplayCode, formatOrn, roundMoney } from '@riviera/domain';
import { z } from 'zod';
import type { BookingRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

const customer = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });

export const bookingListItemDto = z.object({
  id: z.number(),
  pnr_code: z.string(),
  /** 'ORN' + id padded to 6 digits */
  booking_number: z.string(),
  /** the PNR, or the ORN number when there is none */
  display_code: z.string(),
  status: z.string(),
  customer,
  pickup_location: z.string(),
  destination: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string().nullable(),
  passengers: z.number(),
  total_price: z.number(),
  currency: z.string(),
  /** extras in the booking's currency (EUR price × the booking's EUR rate) */
  extras_total: z.number(),
  created_at: z.string(),
});
export type BookingListItemDto = z.infer<typeof bookingListItemDto>;

const phoneOf = (countryCode: string, phone: string): string | null => {
  const p = phone.trim();
  if (!p) return null;
  return p.startsWith('+') ? p : `${countryCode} ${p}`.trim();
};

type ListRow = Pick<
  BookingRow,
  | 'id'
  | 'pnr_code'
  | 'status'
  | 'customer_first_name'
  | 'customer_last_name'
  | 'customer_email'
  | 'country_code'
  | 'customer_phone'
  | 'pickup_location'
  | 'destination'
  | 'pickup_date'
  | 'pickup_time'
  | 'passengers'
  | 'currency'
  | 'total_price'
  | 'extras_total_eur'
  | 'exchange_rate'
  | 'created_at'
>;

export const toBookingListItem = (r: ListRow): BookingListItemDto => ({
  id: r.id,
  pnr_code: r.pnr_code,
  booking_number: formatOrn(r.id),
  display_code: bookingDisplayCode(r.pnr_code, r.id),
  status: r.status,
  customer: { name: `${r.customer_first_name} ${r.customer_last_name}`.trim(), email: r.customer_email, phone: phoneOf(r.country_code, r.customer_phone) },
  pickup_location: r.pickup_location,
  destination: r.destination,
  pickup_date: r.pickup_date,
  pickup_time: r.pickup_time,
  passengers: r.passengers,
  total_price: r.total_price,
  currency: r.currency,
  extras_total: roundMoney(r.extras_total_eur * r.exchange_rate),
  created_at: r.created_at,
});

export const bookingDetailDto = bookingListItemDto.extend({
  trip_type: z.enum(['one_way', 'round_trip']),
  return_date: z.string().nullable(),
  return_time: z.string().nullable(),
  vehicle: z
    .object({ name: z.string(), capacity: z.number().nullable(), vehicle_type: z.object({ name: z.string() }).nullable() })
    .nullable(),
  flight_code: z.string().nullable(),
  hotel_name: z.string().nullable(),
  /** the form's landing time (field names follow the spec) */
  departure_flight_time: z.string().nullable(),
  /** the form's departure time */
  arrival_flight_time: z.string().nullable(),
  ticket_image: z.string().nullable(),
  luggage: z.object({ large: z.number(), medium: z.number(), small: z.number(), hand: z.number() }),
  company: z.string().nullable(),
  identity_number: z.string().nullable(),
  main_passenger: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
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
  special_requests: z.string().nullable(),
  updated_at: z.string(),
});
export type BookingDetailDto = z.infer<typeof bookingDetailDto>;

export function toBookingDetail(
  r: BookingRow & { vehicle_name: string | null; vehicle_capacity: number | null; vehicle_type_name: string | null; booked_type_name: string | null },
  extras: { name: string; icon: string; price_euro: number }[],
  guests: { first_name: string; last_name: string }[],
): BookingDetailDto {
  const inCurrency = (eur: number) => roundMoney(eur * r.exchange_rate);
  const typeName = r.vehicle_type_name ?? r.booked_type_name;
  return {
    ...toBookingListItem(r),
    trip_type: r.trip_type,
    return_date: r.return_date,
    return_time: r.return_time,
    vehicle: r.vehicle_name
      ? { name: r.vehicle_name, capacity: r.vehicle_capacity, vehicle_type: typeName ? { name: typeName } : null }
      : typeName
        ? { name: typeName, capacity: null, vehicle_type: { name: typeName } }
        : null,
    flight_code: r.flight_code,
    hotel_name: r.hotel_name,
    departure_flight_time: r.departure_flight_time,
    arrival_flight_time: r.arrival_flight_time,
    ticket_image: mediaUrl(r.ticket_image),
    luggage: { large: r.luggage_large, medium: r.luggage_medium, small: r.luggage_small, hand: r.luggage_hand },
    company: r.company,
    identity_number: r.identity_number,
    main_passenger: r.main_passenger_name ? { name: r.main_passenger_name, phone: r.main_passenger_phone } : null,
    guests,
    price: {
      total: r.total_price,
      currency: r.currency,
      exchange_rate: r.exchange_rate,
      base_price: inCurrency(r.base_price_eur),
      extras_total: inCurrency(r.extras_total_eur),
      base_price_eur: r.base_price_eur,
      extras_total_eur: r.extras_total_eur,
      total_eur: r.total_eur,
      round_trip_applied: r.round_trip_applied === 1,
      round_trip_discount_percent: r.round_trip_discount_percent,
    },
    extras: extras.map((e) => ({ name: e.name, icon: e.icon, price_euro: e.price_euro, price: inCurrency(e.price_euro) })),
    special_requests: r.special_requests,
    updated_at: r.updated_at,
  };
}
