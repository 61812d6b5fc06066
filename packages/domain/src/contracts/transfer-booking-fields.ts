import { z } from 'zod';
import { bookingLanguageField } from './booking-language-field.js';
import { DEFAULT_COUNTRY_CODE, isValidEmail } from '../contact.js';
import { isValidHm, isValidYmd } from '../dates.js';
import {
  BOOKING_EXTRA_SERVICES_MAX,
  LUGGAGE_MAX,
  LUGGAGE_MIN,
  MAX_RECORD_ID,
  VEHICLE_CAPACITY_MAX,
} from '../limits.js';
import type { MessageKey } from '../i18n/message-keys.js';
import { TRIP_TYPES } from '../pricing.js';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacter } from '../single-line.js';

/** The field groups of a transfer booking (trip, price, customer) and the texts they are made of; shared with the staff edit. */

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
export const optionalTime = optionalFormatted(isValidHm, 'validation.time_invalid');
export const optionalDate = optionalFormatted(isValidYmd, 'validation.date_invalid');

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
