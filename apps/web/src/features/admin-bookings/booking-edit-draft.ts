import type { BookingEditViewDto, DriverOnMove } from '@riviera/domain';

/** The edit dialog's form state as text, and the body it sends (decision 031). */

type Values = BookingEditViewDto['values'];

/** The form's text of every field (inputs hold strings; numbers are read back on save). */
export type Draft = Record<Exclude<keyof Values, 'luggage' | 'passengers' | 'guests'>, string> & {
  guests: GuestDraft[];
  passengers: string;
  luggage_large: string;
  luggage_medium: string;
  luggage_small: string;
  luggage_hand: string;
};

/** One extra passenger's row in the form. */
export interface GuestDraft {
  name: string;
  surname: string;
  identity_number: string;
}

export const draftOf = (v: Values): Draft => ({
  pickup_location: v.pickup_location,
  destination: v.destination,
  trip_type: v.trip_type,
  guests: v.guests.map((g) => ({ ...g, identity_number: g.identity_number ?? '' })),
  pickup_date: v.pickup_date,
  pickup_time: v.pickup_time,
  return_date: v.return_date ?? '',
  return_time: v.return_time ?? '',
  passengers: String(v.passengers),
  flight_code: v.flight_code,
  departure_flight_time: v.departure_flight_time ?? '',
  arrival_flight_time: v.arrival_flight_time ?? '',
  hotel_name: v.hotel_name ?? '',
  luggage_large: String(v.luggage.large),
  luggage_medium: String(v.luggage.medium),
  luggage_small: String(v.luggage.small),
  luggage_hand: String(v.luggage.hand),
  special_requests: v.special_requests ?? '',
  customer_first_name: v.customer_first_name,
  customer_last_name: v.customer_last_name,
  customer_email: v.customer_email,
  country_code: v.country_code,
  customer_phone: v.customer_phone,
});

export const int = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The body the endpoint takes (the same contract the form checks with). */
export const bodyOf = (d: Draft, driver: DriverOnMove | null) => ({
  pickup_location: d.pickup_location,
  destination: d.destination,
  trip_type: d.trip_type,
  guests: d.guests.map((g) => ({ ...g, identity_number: g.identity_number.trim() || null })),
  pickup_date: d.pickup_date,
  pickup_time: d.pickup_time,
  return_date: d.return_date || null,
  return_time: d.return_time || null,
  passengers: int(d.passengers),
  flight_code: d.flight_code,
  departure_flight_time: d.departure_flight_time || null,
  arrival_flight_time: d.arrival_flight_time || null,
  hotel_name: d.hotel_name || null,
  luggage: {
    large: int(d.luggage_large),
    medium: int(d.luggage_medium),
    small: int(d.luggage_small),
    hand: int(d.luggage_hand),
  },
  special_requests: d.special_requests || null,
  customer_first_name: d.customer_first_name,
  customer_last_name: d.customer_last_name,
  customer_email: d.customer_email,
  country_code: d.country_code,
  customer_phone: d.customer_phone,
  ...(driver ? { driver_on_move: driver } : {}),
});

/** The route and trip type as the draft holds them, for the quote and to see whether they changed. */
export const tripOf = (d: Draft) => ({
  pickup_location: d.pickup_location.trim(),
  destination: d.destination.trim(),
  trip_type: d.trip_type === 'round_trip' ? ('round_trip' as const) : ('one_way' as const),
});

/** Where a field's error shows: luggage errors under the luggage row. */
export const fieldOf = (path: string) => (path.startsWith('luggage.') ? `luggage_${path.slice(8)}` : path);
