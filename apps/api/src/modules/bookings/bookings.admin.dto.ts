import {
  bookedTransferLines,
  bookingDisplayCode,
  formatOrn,
  formatPhone,
  type BookingDetailDto,
  type BookingListItemDto,
} from '@riviera/domain';
import type { BookingRow } from '../../db/schema.js';
import { mediaUrl } from '../../lib/media-url.js';

/** The stored number in the international format, its code once (decision 026); none once erased. */
const phoneOf = (countryCode: string, phone: string): string | null =>
  formatPhone(phone, countryCode) || null;

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

/** A booking in the back office's list (`bookingListItemDto` in packages/domain). */
/** A booking in the back-office list; `extrasEur` its booked extras' prices, each converted and rounded as the detail does. */
export const toBookingListItem = (r: ListRow, extrasEur: readonly number[]): BookingListItemDto => ({
  id: r.id,
  pnr_code: r.pnr_code,
  booking_number: formatOrn(r.id),
  display_code: bookingDisplayCode(r.pnr_code, r.id),
  status: r.status,
  customer: {
    name: `${r.customer_first_name} ${r.customer_last_name}`.trim(),
    email: r.customer_email,
    phone: phoneOf(r.country_code, r.customer_phone),
  },
  pickup_location: r.pickup_location,
  destination: r.destination,
  pickup_date: r.pickup_date,
  pickup_time: r.pickup_time,
  passengers: r.passengers,
  total_price: r.total_price,
  currency: r.currency,
  extras_total: bookedTransferLines({ totalPrice: r.total_price, extrasEur, rate: r.exchange_rate })
    .extrasTotal,
  created_at: r.created_at,
});

/** A booking in the back office's detail view (`bookingDetailDto` in packages/domain). */
export function toBookingDetail(
  r: BookingRow & {
    vehicle_name: string | null;
    vehicle_capacity: number | null;
    vehicle_type_name: string | null;
    booked_type_name: string | null;
  },
  extras: { name: string; icon: string; price_euro: number }[],
  guests: { first_name: string; last_name: string }[],
): BookingDetailDto {
  // The lines add up to the total (decision 027): each extra converted to whole units, the ride what is left.
  const lines = bookedTransferLines({
    totalPrice: r.total_price,
    extrasEur: extras.map((e) => e.price_euro),
    rate: r.exchange_rate,
  });
  const typeName = r.vehicle_type_name ?? r.booked_type_name;
  return {
    ...toBookingListItem(
      r,
      extras.map((e) => e.price_euro),
    ),
    trip_type: r.trip_type,
    return_date: r.return_date,
    return_time: r.return_time,
    vehicle: r.vehicle_name
      ? {
          name: r.vehicle_name,
          capacity: r.vehicle_capacity,
          vehicle_type: typeName ? { name: typeName } : null,
        }
      : typeName
        ? { name: typeName, capacity: null, vehicle_type: { name: typeName } }
        : null,
    flight_code: r.flight_code,
    hotel_name: r.hotel_name,
    departure_flight_time: r.departure_flight_time,
    arrival_flight_time: r.arrival_flight_time,
    ticket_image: mediaUrl(r.ticket_image),
    luggage: {
      large: r.luggage_large,
      medium: r.luggage_medium,
      small: r.luggage_small,
      hand: r.luggage_hand,
    },
    company: r.company,
    identity_number: r.identity_number,
    main_passenger: r.main_passenger_name
      ? {
          name: r.main_passenger_name,
          phone: r.main_passenger_phone && formatPhone(r.main_passenger_phone, r.country_code),
        }
      : null,
    guests,
    price: {
      total: r.total_price,
      currency: r.currency,
      exchange_rate: r.exchange_rate,
      base_price: lines.trip,
      extras_total: lines.extrasTotal,
      base_price_eur: r.base_price_eur,
      extras_total_eur: r.extras_total_eur,
      total_eur: r.total_eur,
      round_trip_applied: r.round_trip_applied === 1,
      round_trip_discount_percent: r.round_trip_discount_percent,
    },
    extras: extras.map((e, i) => ({
      name: e.name,
      icon: e.icon,
      price_euro: e.price_euro,
      price: lines.extras[i]!,
    })),
    special_requests: r.special_requests,
    language: r.language,
    notice_version: r.notice_version,
    notice_acknowledged_at: r.notice_acknowledged_at,
    marketing_consent: r.marketing_consent === 1,
    updated_at: r.updated_at,
  };
}
