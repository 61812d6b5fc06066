import { z } from 'zod';
import { COUNTRY_CODES_TOUR, DEFAULT_COUNTRY_CODE, isValidEmail } from '../contact.js';
import { isDateNotInPast, isValidHm, isValidYmd } from '../dates.js';
import { MAX_RECORD_ID, TOUR_RESERVATION_MAX_LENGTH, TOUR_CHILDREN_MAX, TOUR_CHILDREN_MIN, TOUR_PASSENGERS_MAX, TOUR_PASSENGERS_MIN } from '../limits.js';
import { bookingLanguageField } from './booking-language-field.js';
import { consentFields } from './consent-fields.js';
import { ALWAYS, e164Phone, refinePhone } from './phone-fields.js';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacter } from '../single-line.js';
import { PICKUP_PLACE_MAX } from '../pickups.js';

/**
 * A check that runs only while its field has no problem yet: one message per field. (Not `abort`,
 * which would also stop the form-wide phone check, and the form lists every problem at once.)
 */
const first = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 } as const;

/** A required single-line text: trimmed, non-blank, at most `max` characters, no CR/LF; `requiredKey` when blank. */
const requiredText = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(max)
    .refine((v) => !hasControlCharacter(v), { error: CONTROL_CHARACTERS_MESSAGE, ...first });

const count = (min: number, max: number, key: string) =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

/**
 * POST /api/tour-reservations, and the tour modal's form: one schema for both sides (spec §3, §5,
 * §7, §9). Values are message keys of the domain catalogue, so the API answers them in the
 * visitor's language and the form shows the same sentence. The date must be today or later in
 * Istanbul at the moment of validation. Unknown keys (a client-chosen total, for instance) are
 * dropped: the server computes every price itself.
 */
export const tourReservationFields = z.object({
  tour_id: z
    .number({ error: 'error.tour_not_found' })
    .int({ error: 'error.tour_not_found' })
    .positive({ error: 'error.tour_not_found' })
    .max(MAX_RECORD_ID, { error: 'error.tour_not_found' }),
  /** first name (the original client sent only this and dropped the surname; we keep both) */
  customer_name: requiredText('validation.first_name_required', TOUR_RESERVATION_MAX_LENGTH.name),
  customer_surname: requiredText('validation.last_name_required', TOUR_RESERVATION_MAX_LENGTH.name),
  customer_email: requiredText('validation.email_required', TOUR_RESERVATION_MAX_LENGTH.email).refine(
    isValidEmail,
    { error: 'validation.email_invalid', ...first },
  ),
  /**
   * The dialling code chosen in the form. Omitted, the spec's +90 (a client that sends the code
   * inside customer_phone may omit it); blank, none chosen (the English form pre-selects none),
   * which only a number typed with its own '+' code can go with.
   */
  country_code: z
    .string()
    .trim()
    .refine((c) => c === '' || COUNTRY_CODES_TOUR.some((x) => x.code === c), {
      error: 'validation.country_code_invalid',
    })
    .optional(),
  /** checked against the country's numbering plan with `country_code` (decision 026); E.164 out */
  customer_phone: requiredText('validation.phone_required', TOUR_RESERVATION_MAX_LENGTH.phone),
  booking_date: z
    .string({ error: 'validation.date_required' })
    .min(1, { error: 'validation.date_required' })
    .refine(isValidYmd, { error: 'validation.date_invalid', ...first })
    .refine((d) => isDateNotInPast(d), { error: 'validation.date_in_past', ...first }),
  booking_time: z
    .string({ error: 'validation.time_required' })
    .min(1, { error: 'validation.time_required' })
    .refine(isValidHm, { error: 'validation.time_invalid', ...first }),
  passenger_count: count(TOUR_PASSENGERS_MIN, TOUR_PASSENGERS_MAX, 'validation.tour_passengers_out_of_range'),
  children_count: count(TOUR_CHILDREN_MIN, TOUR_CHILDREN_MAX, 'validation.children_out_of_range').optional(),
  special_requests: z.string().trim().max(TOUR_RESERVATION_MAX_LENGTH.specialRequests).nullish(),
  /**
   * Where a tour with pickup collects the guest (decision 038): one of the tour's zones and the
   * hotel or address. Required only for such tours, which this schema cannot know: the form and
   * the API both add `pickupProblems` with the tour's zones. Ignored for a tour without pickup.
   */
  pickup_zone_id: z
    .number({ error: 'validation.pickup_zone_required' })
    .int({ error: 'validation.pickup_zone_required' })
    .positive({ error: 'validation.pickup_zone_required' })
    .max(MAX_RECORD_ID, { error: 'validation.pickup_zone_required' })
    .nullish(),
  pickup_place: z
    .string()
    .trim()
    .max(PICKUP_PLACE_MAX)
    .refine((v) => !hasControlCharacter(v), { error: CONTROL_CHARACTERS_MESSAGE })
    .nullish(),
  /** the language on screen (decision 014); the server defaults it to the request's language */
  language: bookingLanguageField,
  currency: z
    .string({ error: 'validation.currency_invalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.currency_invalid' }),
  ...consentFields,
});

/** The whole public contract: the fields, and the phone checked and written in E.164. */
export const tourReservationSchema = tourReservationFields
  .superRefine(
    (v, ctx) =>
      refinePhone(
        ctx,
        v.customer_phone,
        v.country_code ?? DEFAULT_COUNTRY_CODE,
        { phone: ['customer_phone'], countryCode: ['country_code'] },
        (code) => COUNTRY_CODES_TOUR.some((x) => x.code === code),
      ),
    ALWAYS,
  )
  .transform((v) => ({ ...v, customer_phone: e164Phone(v.customer_phone, v.country_code ?? DEFAULT_COUNTRY_CODE) }));

export type TourReservationInput = z.input<typeof tourReservationSchema>;
/** A checked reservation; `customer_phone` in E.164, `country_code` as chosen. */
export type TourReservationRequest = z.output<typeof tourReservationSchema>;
