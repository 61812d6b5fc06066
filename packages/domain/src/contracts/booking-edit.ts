import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from '../contact.js';
import { todayInIstanbul } from '../dates.js';
import { ALWAYS, e164Phone, refinePhone } from './phone-fields.js';
import {
  checkFlightTimes,
  checkTrip,
  customerFields,
  extraServiceIds,
  priceFields,
  tripFields,
} from './transfer-booking.js';

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
  return bookingEditFields
    .superRefine((v, ctx) => {
      checkTrip({ ...v, trip_type: booked.trip_type }, ctx, todayInIstanbul());
      checkFlightTimes(
        { ...v, pickup_location: booked.pickup_location, destination: booked.destination },
        ctx,
      );
      if (booked.guest_count > Math.max(0, v.passengers - 1)) {
        ctx.addIssue({ code: 'custom', path: ['passengers'], message: 'validation.guests_too_many' });
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
      ...(booked.trip_type === 'one_way' ? { return_date: null, return_time: null } : {}),
    }));
}
export type BookingEdit = z.output<ReturnType<typeof bookingEditSchema>>;

/** One changed field of one edit, as the change history shows it. */
export interface FieldChange {
  field: string;
  before: string | number | null;
  after: string | number | null;
}

/** The edited fields in the order the history lists them; luggage is one field per size. */
export const BOOKING_EDIT_FIELDS = [
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
  vehicle: 'Araç',
  extras: 'Ek hizmetler',
  total_price: 'Toplam tutar',
};

/** A row's values for the edited fields, flat (luggage by size), as stored. */
export type BookingEditSnapshot = Record<BookingEditField, string | number | null>;

/** The snapshot an edit would leave: the row's own values with the edit laid over them. */
export function snapshotOfEdit(e: BookingEdit) {
  return {
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

/** What saving an edit answers: the fields changed (none when nothing differed) and the history. */
export const bookingEditResultDto = z.object({
  changed: z.boolean(),
  /** jobs on the dispatch board that were moved with it, and whether their driver stayed */
  moved_jobs: z.array(z.object({ leg: z.string(), driver: z.enum(['none', 'kept', 'released']) })),
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
