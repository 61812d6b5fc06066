import { z } from 'zod';
import type { BookingEdit } from './booking-edit.js';

/**
 * The change history of a staff edit (issue 25 item 1, decision 031): which fields an edit can
 * change, their Turkish names, the diff of before and after, and one saved entry as the detail
 * dialog shows it. Apart from the edit's contract so that each file says one thing.
 */

/** One changed field of one edit, as the change history shows it. */
export interface FieldChange {
  field: string;
  before: string | number | null;
  after: string | number | null;
}

/** The edited fields in the order the history lists them; luggage is one field per size. */
export const BOOKING_EDIT_FIELDS = [
  'pickup_location',
  'destination',
  'trip_type',
  'pickup_date',
  'pickup_time',
  'return_date',
  'return_time',
  'passengers',
  'flight_code',
  'departure_flight_time',
  'arrival_flight_time',
  'hotel_name',
  'luggage_large',
  'luggage_medium',
  'luggage_small',
  'luggage_hand',
  'special_requests',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_phone',
  'country_code',
] as const;
export type BookingEditField = (typeof BOOKING_EDIT_FIELDS)[number];

/** The history's Turkish name of each field (the booking form's labels in the back office). */
export const BOOKING_EDIT_FIELD_LABELS_TR: Readonly<Record<string, string>> = {
  pickup_location: 'Nereden',
  destination: 'Nereye',
  trip_type: 'Yolculuk tipi',
  pickup_date: 'Alış tarihi',
  pickup_time: 'Alış saati',
  return_date: 'Dönüş tarihi',
  return_time: 'Dönüş saati',
  passengers: 'Yolcu sayısı',
  flight_code: 'Uçuş kodu',
  departure_flight_time: 'İniş saati',
  arrival_flight_time: 'Kalkış saati',
  hotel_name: 'Otel',
  luggage_large: 'Büyük bagaj',
  luggage_medium: 'Orta bagaj',
  luggage_small: 'Küçük bagaj',
  luggage_hand: 'El bagajı',
  special_requests: 'Özel istekler',
  customer_first_name: 'Ad',
  customer_last_name: 'Soyad',
  customer_email: 'E-posta',
  customer_phone: 'Telefon',
  country_code: 'Ülke kodu',
  guests: 'Ek yolcular',
  vehicle: 'Araç',
  extras: 'Ek hizmetler',
  total_price: 'Toplam tutar',
};

/** A row's values for the edited fields, flat (luggage by size), as stored. */
export type BookingEditSnapshot = Record<BookingEditField, string | number | null>;

/** The snapshot an edit would leave: the row's own values with the edit laid over them. */
export function snapshotOfEdit(e: BookingEdit) {
  return {
    pickup_location: e.pickup_location,
    destination: e.destination,
    trip_type: e.trip_type,
    pickup_date: e.pickup_date,
    pickup_time: e.pickup_time,
    return_date: e.return_date,
    return_time: e.return_time,
    passengers: e.passengers,
    flight_code: e.flight_code,
    departure_flight_time: e.departure_flight_time,
    arrival_flight_time: e.arrival_flight_time,
    hotel_name: e.hotel_name,
    luggage_large: e.luggage.large,
    luggage_medium: e.luggage.medium,
    luggage_small: e.luggage.small,
    luggage_hand: e.luggage.hand,
    special_requests: e.special_requests,
    customer_first_name: e.customer_first_name,
    customer_last_name: e.customer_last_name,
    customer_email: e.customer_email,
    customer_phone: e.customer_phone,
    country_code: e.country_code,
  } satisfies BookingEditSnapshot;
}

/** How the history writes a stored value for staff: the trip type in Turkish, the rest as stored. */
export const TRIP_TYPE_LABELS_TR: Readonly<Record<string, string>> = {
  one_way: 'Tek Yön',
  round_trip: 'Gidiş-Dönüş',
};

/** One extra passenger as the history names them: 'Ad Soyad (kimlik no)'. */
export const guestLine = (g: { name: string; surname: string; identity_number: string | null }) =>
  `${g.name} ${g.surname}${g.identity_number ? ` (${g.identity_number})` : ''}`;

/** The fields whose value differs, in the history's order; an unchanged edit gives none. */
export function diffBookingEdit(before: BookingEditSnapshot, after: BookingEditSnapshot): FieldChange[] {
  return BOOKING_EDIT_FIELDS.filter((f) => (before[f] ?? null) !== (after[f] ?? null)).map((field) => ({
    field,
    before: before[field] ?? null,
    after: after[field] ?? null,
  }));
}

/** Statuses whose bookings staff may still edit: a cancelled or completed booking is history. */
export const isEditableStatus = (status: string): boolean => status === 'pending' || status === 'confirmed';

/** One saved edit in the booking's change history. */
export const bookingChangeDto = z.object({
  id: z.number(),
  at: z.string(),
  by: z.string().nullable(),
  changes: z.array(
    z.object({
      field: z.string(),
      before: z.union([z.string(), z.number()]).nullable(),
      after: z.union([z.string(), z.number()]).nullable(),
    }),
  ),
});
export type BookingChangeDto = z.infer<typeof bookingChangeDto>;
export const bookingChangesDto = z.array(bookingChangeDto);
