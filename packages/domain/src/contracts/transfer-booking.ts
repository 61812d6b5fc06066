import { z } from 'zod';
import { airportRequirements } from '../airport.js';
import { bookingLanguageField } from './booking-language-field.js';
import { consentFields } from './consent-fields.js';
import { COUNTRY_CODES_BOOKING, DEFAULT_COUNTRY_CODE, isValidEmail } from '../contact.js';
import { ALWAYS, e164Phone, refinePhone } from './phone-fields.js';
import { isPickupTooSoon, isReturnNotBeforePickup, isValidHm, isValidYmd, todayInIstanbul } from '../dates.js';
import {
  BOOKING_EXTRA_SERVICES_MAX,
  LUGGAGE_MAX,
  LUGGAGE_MIN,
  MAX_RECORD_ID,
  TICKET_IMAGE_EXTENSIONS,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_IMAGE_MIME_TYPES,
  VEHICLE_CAPACITY_MAX,
} from '../limits.js';
import type { MessageKey } from '../i18n/message-keys.js';
import { TRIP_TYPES } from '../pricing.js';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacter } from '../single-line.js';

/**
 * The transfer booking contract (public-site §3, §5): ONE schema that the booking page's step-2
 * form resolves with and that POST /api/bookings validates with, so a visitor sees the same
 * sentence whichever side catches a mistake. Messages are keys of the domain catalogue.
 */

/** A required text: empty → `requiredKey`; otherwise `isValid` must hold, else `invalidKey`. */
function requiredText(
  max: number,
  requiredKey: MessageKey,
  check?: { isValid: (v: string) => boolean; invalidKey: MessageKey },
) {
  return z
    .string({ error: requiredKey })
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: requiredKey });
      else if (v.length > max) ctx.addIssue({ code: 'custom', message: 'validation.text_too_long' });
      else if (hasControlCharacter(v)) ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTERS_MESSAGE });
      else if (check && !check.isValid(v)) ctx.addIssue({ code: 'custom', message: check.invalidKey });
    });
}

/** An optional text: blank or missing → null; single-line unless `multiline` (no CR/LF or other control characters). */
function optionalText(max: number, { multiline = false } = {}) {
  return z
    .string()
    .trim()
    .max(max, 'validation.text_too_long')
    .refine((v) => multiline || !hasControlCharacter(v), CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An optional value in a fixed format ('HH:MM', 'YYYY-MM-DD'): blank or missing → null. */
const optionalFormatted = (isValid: (v: string) => boolean, invalidKey: MessageKey) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValid(v), invalidKey);
const optionalTime = optionalFormatted(isValidHm, 'validation.time_invalid');
const optionalDate = optionalFormatted(isValidYmd, 'validation.date_invalid');

const luggageCount = z
  .number({ error: 'validation.luggage_out_of_range' })
  .int('validation.luggage_out_of_range')
  .min(LUGGAGE_MIN, 'validation.luggage_out_of_range')
  .max(LUGGAGE_MAX, 'validation.luggage_out_of_range');

const luggageSchema = z.object({
  large: luggageCount.default(0),
  medium: luggageCount.default(0),
  small: luggageCount.default(0),
  hand: luggageCount.default(0),
});
export type Luggage = z.output<typeof luggageSchema>;
export const EMPTY_LUGGAGE: Luggage = { large: 0, medium: 0, small: 0, hand: 0 };

/** One extra passenger (spec §3 guests): name and surname required, identity number optional. */
export const guestSchema = z.object({
  name: requiredText(100, 'validation.guest_name_required'),
  surname: requiredText(100, 'validation.guest_surname_required'),
  identity_number: optionalText(50),
});

/** Where a transfer goes: the part of the booking the landing page's quick form decides. */
export const tripFields = {
  pickup_location: requiredText(200, 'validation.from_location_required'),
  destination: requiredText(200, 'validation.to_location_required'),
  pickup_date: requiredText(10, 'validation.date_required', {
    isValid: isValidYmd,
    invalidKey: 'validation.date_invalid',
  }),
  pickup_time: requiredText(5, 'validation.time_required', {
    isValid: isValidHm,
    invalidKey: 'validation.time_invalid',
  }),
  trip_type: z.enum(TRIP_TYPES, { error: 'validation.trip_type_invalid' }).default('one_way'),
  return_date: optionalDate,
  return_time: optionalTime,
  passengers: z
    .number({ error: 'validation.passengers_out_of_range' })
    .int('validation.passengers_out_of_range')
    .min(1, 'validation.passengers_out_of_range')
    .max(VEHICLE_CAPACITY_MAX, 'validation.passengers_out_of_range'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'validation.currency_invalid')
    .default('EUR'),
};

/** The chosen extra services' ids; shared with the staff edit, where leaving them out keeps them. */
export const extraServiceIds = z
  .array(
    z
      .number({ error: 'validation.extra_service_invalid' })
      .int('validation.extra_service_invalid')
      .positive('validation.extra_service_invalid')
      .max(MAX_RECORD_ID, 'validation.extra_service_invalid'),
  )
  .max(BOOKING_EXTRA_SERVICES_MAX, 'validation.extra_service_invalid');

export const priceFields = {
  vehicle_id: z
    .number({ error: 'validation.vehicle_required' })
    .int('validation.vehicle_required')
    .positive('validation.vehicle_required')
    .max(MAX_RECORD_ID, 'validation.vehicle_required'),
  /** The route the quick form found; the server checks it matches the two locations. */
  route_id: z
    .number()
    .int()
    .positive()
    .max(MAX_RECORD_ID)
    .nullish()
    .transform((v) => v ?? null),
  selected_extra_services: extraServiceIds.default([]).transform((ids) => [...new Set(ids)]),
};

/** Who travels and how to reach them; shared with the staff edit (booking-edit.ts). */
export const customerFields = {
  customer_first_name: requiredText(100, 'validation.first_name_required'),
  customer_last_name: requiredText(100, 'validation.last_name_required'),
  customer_email: requiredText(254, 'validation.email_required', {
    isValid: isValidEmail,
    invalidKey: 'validation.email_invalid',
  }),
  /**
   * The dialling code chosen beside the number: omitted, the spec's +90; blank, none chosen (the
   * English form pre-selects none), which only a number typed with its own '+' code can go with.
   */
  country_code: z
    .string()
    .trim()
    .default(DEFAULT_COUNTRY_CODE)
    .refine((v) => v === '' || /^\+\d{1,4}$/.test(v), 'validation.country_code_invalid'),
  /** checked against the country's numbering plan with `country_code` (decision 026); E.164 out */
  customer_phone: requiredText(40, 'validation.phone_required'),
  identity_number: optionalText(50),
  company: optionalText(200),
  flight_code: requiredText(20, 'validation.flight_code_required'),
  hotel_name: optionalText(200),
  /** The form's LANDING time (spec: the field names are the reverse of the labels). */
  departure_flight_time: optionalTime,
  /** The form's DEPARTURE time. */
  arrival_flight_time: optionalTime,
  luggage: luggageSchema.default(EMPTY_LUGGAGE),
  special_requests: optionalText(2000, { multiline: true }),
  /** the language on screen (decision 014); the server defaults it to the request's language */
  language: bookingLanguageField,
  guests: z.array(guestSchema).max(VEHICLE_CAPACITY_MAX, 'validation.guests_too_many').default([]),
  main_passenger: z
    .object({ name: optionalText(200), phone: optionalText(40) })
    .nullish()
    .transform((v) => v ?? null),
};

/** Cross-field rules shared by the form and the endpoint (spec §5). `today` is the Istanbul date. */
export function checkTrip(
  v: {
    pickup_date: string;
    pickup_time: string;
    trip_type: string;
    return_date: string | null;
    return_time: string | null;
  },
  ctx: z.RefinementCtx,
  today: string,
): void {
  if (isValidYmd(v.pickup_date) && v.pickup_date < today) {
    ctx.addIssue({ code: 'custom', path: ['pickup_date'], message: 'validation.date_in_past' });
  } else if (isPickupTooSoon(v.pickup_date, v.pickup_time, new Date())) {
    // Today's date with an hour already gone in Istanbul: no driver can be there in the past.
    ctx.addIssue({ code: 'custom', path: ['pickup_time'], message: 'validation.pickup_time_past' });
  }
  if (v.trip_type !== 'round_trip') return;
  if (!v.return_date)
    ctx.addIssue({ code: 'custom', path: ['return_date'], message: 'validation.return_date_required' });
  else if (isValidYmd(v.pickup_date) && !isReturnNotBeforePickup(v.pickup_date, v.return_date)) {
    ctx.addIssue({ code: 'custom', path: ['return_date'], message: 'validation.return_before_pickup' });
  }
  if (!v.return_time)
    ctx.addIssue({ code: 'custom', path: ['return_time'], message: 'validation.return_time_required' });
}

/** An airport pickup needs the landing time, an airport drop-off the flight's departure time (spec §5). */
export function checkFlightTimes(
  v: {
    pickup_location: string;
    destination: string;
    departure_flight_time: string | null;
    arrival_flight_time: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  const airport = airportRequirements(v.pickup_location, v.destination);
  if (airport.landingTimeRequired && !v.departure_flight_time) {
    ctx.addIssue({
      code: 'custom',
      path: ['departure_flight_time'],
      message: 'validation.landing_time_required',
    });
  }
  if (airport.departureTimeRequired && !v.arrival_flight_time) {
    ctx.addIssue({
      code: 'custom',
      path: ['arrival_flight_time'],
      message: 'validation.departure_time_required',
    });
  }
}

/**
 * POST /api/bookings and the booking page's step 2. A client-sent `total_price` (or any other
 * unknown field) is stripped: the server prices every booking itself.
 */
export const transferBookingSchema = z
  .object({ ...tripFields, ...priceFields, ...customerFields, ...consentFields })
  .superRefine((v, ctx) => {
    checkTrip(v, ctx, todayInIstanbul());
    checkFlightTimes(v, ctx);
    if (v.guests.length > Math.max(0, v.passengers - 1)) {
      ctx.addIssue({ code: 'custom', path: ['guests'], message: 'validation.guests_too_many' });
    }
  })
  .superRefine((v, ctx) => {
    refinePhone(ctx, v.customer_phone, v.country_code, { phone: ['customer_phone'], countryCode: ['country_code'] });
    if (v.main_passenger?.phone) {
      refinePhone(ctx, v.main_passenger.phone, v.country_code || DEFAULT_COUNTRY_CODE, {
        phone: ['main_passenger', 'phone'],
        countryCode: ['main_passenger', 'phone'],
      });
    }
  }, ALWAYS)
  .transform((v) => {
    const phones = {
      ...v,
      customer_phone: e164Phone(v.customer_phone, v.country_code),
      main_passenger: v.main_passenger && {
        ...v.main_passenger,
        phone: v.main_passenger.phone && e164Phone(v.main_passenger.phone, v.country_code || DEFAULT_COUNTRY_CODE),
      },
    };
    return phones.trip_type === 'one_way' ? { ...phones, return_date: null, return_time: null } : phones;
  });

export type TransferBookingFormValues = z.input<typeof transferBookingSchema>;
/** A checked booking; `customer_phone` (and the main passenger's) in E.164, `country_code` as chosen. */
export type TransferBookingInput = z.output<typeof transferBookingSchema>;

/** POST /api/calculate-price: what decides a transfer's price, nothing about the customer. */
export const calculatePriceSchema = z.object({
  pickup_location: tripFields.pickup_location,
  destination: tripFields.destination,
  trip_type: tripFields.trip_type,
  currency: tripFields.currency,
  passengers: tripFields.passengers.optional(),
  ...priceFields,
});
export type CalculatePriceInput = z.output<typeof calculatePriceSchema>;

/**
 * The trip as the landing page's quick form hands it to /booking in the query string. Lenient
 * about what the URL holds (strings), strict about what it means; used by the booking page.
 */
export const bookingQuerySchema = z
  .object({
    pickup_location: tripFields.pickup_location,
    destination: tripFields.destination,
    pickup_date: tripFields.pickup_date,
    pickup_time: tripFields.pickup_time,
    trip_type: tripFields.trip_type,
    return_date: optionalDate,
    return_time: optionalTime,
    passengers: z.coerce.number({ error: 'validation.passengers_out_of_range' }).pipe(tripFields.passengers),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .nullish()
      .transform((v) => (v && /^[A-Z]{3}$/.test(v) ? v : null)),
  })
  .superRefine((v, ctx) => checkTrip(v, ctx, todayInIstanbul()))
  .transform((v) => (v.trip_type === 'one_way' ? { ...v, return_date: null, return_time: null } : v));
export type BookingQuery = z.output<typeof bookingQuerySchema>;

/** Dialling codes the booking page offers (about 50, +90 first; pre-selected by language: `formCountryCode`). */
export const BOOKING_COUNTRY_CODES = COUNTRY_CODES_BOOKING;

/**
 * Client-side check of a ticket image before upload (the server checks the bytes again):
 * PNG/JPG/JPEG by type or extension, at most 10 MB. Returns a message key, or null when fine.
 */
export function ticketImageProblem(file: { name: string; size: number; type: string }): MessageKey | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk =
    (TICKET_IMAGE_MIME_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && (TICKET_IMAGE_EXTENSIONS as readonly string[]).includes(ext));
  if (!typeOk) return 'validation.ticket_image_type';
  if (file.size > TICKET_IMAGE_MAX_BYTES) return 'validation.ticket_image_too_large';
  return null;
}
