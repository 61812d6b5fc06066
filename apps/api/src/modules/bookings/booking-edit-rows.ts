import { guestLine, type BookingEdit, type BookingEditSnapshot } from '@riviera/domain';
import type { BookingRow } from '../../db/schema.js';

/**
 * What a staff edit reads from the stored booking and does to its legs on the dispatch board and its named guests
 * (issue 25 item 1, decision 031): pure functions the edit service reads, kept apart so the
 * service holds only the transaction's order of work.
 */

type Legs = Pick<
  BookingRow,
  | 'trip_type'
  | 'pickup_date'
  | 'pickup_time'
  | 'return_date'
  | 'return_time'
  | 'pickup_location'
  | 'destination'
>;

/**
 * Where and when a leg is travelled: its date, time and ends; null when the booking no longer has
 * that leg (a round trip made one way). A job whose key changes has moved: its driver was planned
 * for another time or place, so staff decide whether the driver stays.
 */
export function legKey(leg: string, b: Legs): string | null {
  if (leg === 'return') {
    if (b.trip_type !== 'round_trip' || !b.return_date) return null;
    return `${b.return_date} ${b.return_time ?? ''} ${b.destination} → ${b.pickup_location}`;
  }
  return `${b.pickup_date} ${b.pickup_time ?? ''} ${b.pickup_location} → ${b.destination}`;
}

/** A named guest as stored. */
export interface GuestRow {
  first_name: string;
  last_name: string;
  identity_number: string | null;
}

/** The edit's guests as rows, or null when the edit left them out (they stay). */
export const guestRowsOf = (e: BookingEdit): GuestRow[] | null =>
  e.guests?.map((g) => ({ first_name: g.name, last_name: g.surname, identity_number: g.identity_number })) ??
  null;

/** Stored rows as the form holds them. */
export const guestValuesOf = (rows: GuestRow[]) =>
  rows.map((g) => ({ name: g.first_name, surname: g.last_name, identity_number: g.identity_number }));

/** The same guests in the same order with the same names and numbers. */
export const sameGuests = (a: GuestRow[], b: GuestRow[]) =>
  a.length === b.length &&
  a.every(
    (g, i) =>
      g.first_name === b[i]!.first_name &&
      g.last_name === b[i]!.last_name &&
      (g.identity_number ?? null) === (b[i]!.identity_number ?? null),
  );

/** The history's line of a guest list: 'Ad Soyad (kimlik), …', or null for none. */
export const guestsLine = (rows: GuestRow[]) =>
  rows.length === 0 ? null : guestValuesOf(rows).map(guestLine).join(', ');

/** The stored row's values of the edited fields, for the diff. */
export const snapshotOfRow = (b: BookingRow): BookingEditSnapshot => ({
  pickup_location: b.pickup_location,
  destination: b.destination,
  trip_type: b.trip_type,
  pickup_date: b.pickup_date,
  pickup_time: b.pickup_time,
  return_date: b.return_date,
  return_time: b.return_time,
  passengers: b.passengers,
  flight_code: b.flight_code,
  departure_flight_time: b.departure_flight_time,
  arrival_flight_time: b.arrival_flight_time,
  hotel_name: b.hotel_name,
  luggage_large: b.luggage_large,
  luggage_medium: b.luggage_medium,
  luggage_small: b.luggage_small,
  luggage_hand: b.luggage_hand,
  special_requests: b.special_requests,
  customer_first_name: b.customer_first_name,
  customer_last_name: b.customer_last_name,
  customer_email: b.customer_email,
  customer_phone: b.customer_phone,
  country_code: b.country_code,
});
