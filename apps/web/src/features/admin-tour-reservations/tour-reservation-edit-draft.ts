import type { DriverOnMove, TourReservationEditViewDto } from '@riviera/domain';
import type { TourPriceChoice } from './tour-reservation-edit-price';

/** The tour edit dialog's form state as text, and the body it sends (decision 031). */

type Values = TourReservationEditViewDto['values'];
export type Draft = Record<keyof Values, string>;

export const draftOf = (v: Values): Draft => ({
  booking_date: v.booking_date,
  booking_time: v.booking_time,
  passenger_count: String(v.passenger_count),
  children_count: String(v.children_count),
  pickup_zone_id: v.pickup_zone_id === null ? '' : String(v.pickup_zone_id),
  pickup_place: v.pickup_place ?? '',
  customer_name: v.customer_name,
  customer_surname: v.customer_surname,
  customer_email: v.customer_email,
  country_code: v.country_code,
  customer_phone: v.customer_phone,
  special_requests: v.special_requests ?? '',
});
export const int = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The body the endpoint takes, the same contract the dialog checks with. */
export const bodyOf = (d: Draft, driver: DriverOnMove | null, price: TourPriceChoice) => ({
  booking_date: d.booking_date,
  booking_time: d.booking_time,
  passenger_count: int(d.passenger_count),
  children_count: int(d.children_count),
  pickup_zone_id: d.pickup_zone_id ? Number(d.pickup_zone_id) : null,
  pickup_place: d.pickup_place || null,
  customer_name: d.customer_name,
  customer_surname: d.customer_surname,
  customer_email: d.customer_email,
  country_code: d.country_code,
  customer_phone: d.customer_phone,
  special_requests: d.special_requests || null,
  ...(driver ? { driver_on_move: driver } : {}),
  ...(price.apply && price.quote ? { reprice: true, quoted_total: price.quote.quoted_total } : {}),
});
