import { z } from 'zod';
import { isValidEmail } from '../contact.js';
import { formatDateTr } from '../dates.js';

/**
 * Requests from a person and retention (decision 023): the e-mail a request is about, what is held
 * for it, and what an erasure changed. Back office only (Yönetici).
 */
export const personalDataEmailSchema = z.object({
  email: z
    .string({ error: 'validation.personal_data_email' })
    .trim()
    .max(254, 'validation.personal_data_email')
    .refine((v) => isValidEmail(v), 'validation.personal_data_email'),
});
export type PersonalDataEmail = z.infer<typeof personalDataEmailSchema>;

/**
 * An erasure request (POST /admin/personal-data/anonymise): the address, and whether the trips
 * still to come are cancelled in the same confirmation. Without it, an erasure that would leave a
 * pending or confirmed trip without its passenger's name, phone and flight is refused (issue 28).
 */
export const anonymiseRequestSchema = personalDataEmailSchema.extend({
  cancel_upcoming: z.boolean({ error: 'validation.boolean_invalid' }).default(false),
});
export type AnonymiseRequest = z.infer<typeof anonymiseRequestSchema>;

/**
 * Whether a record is a trip still to come that erasing would strand: pending or confirmed (a
 * completed or cancelled one needs no driver), with its last day (a round trip's return) today or
 * later in Istanbul.
 */
export const isUpcomingTrip = (r: { status: string; trip_date: string }, today: string): boolean =>
  (r.status === 'pending' || r.status === 'confirmed') && r.trip_date >= today;

/**
 * How a trip is named where staff must recognise it, in the refusal and in the confirmation alike:
 * 'K7M2QX · 28.11.2026 08:00 · Antalya Havalimanı → Kemer'.
 */
export const upcomingTripLabel = (r: { pnr_code: string; trip_date: string; trip_time: string | null; route: string }): string =>
  [r.pnr_code, `${formatDateTr(r.trip_date)}${r.trip_time ? ` ${r.trip_time}` : ''}`, r.route].join(' · ');

/** One record held for the e-mail, as the screen lists it. */
export const personalRecordDto = z.object({
  kind: z.enum(['booking', 'tour_reservation']),
  id: z.number().int(),
  pnr_code: z.string(),
  name: z.string(),
  /** the trip's date (a round trip's return date) */
  trip_date: z.string(),
  /** the pickup time of that day's leg, 'HH:MM', when known */
  trip_time: z.string().nullable(),
  /** where the trip goes: 'Antalya Havalimanı → Kemer', or the tour's title */
  route: z.string(),
  status: z.string(),
  /** pending or confirmed and still to come: erasing it needs the trip cancelled too */
  upcoming: z.boolean(),
  created_at: z.string(),
});
export type PersonalRecordDto = z.infer<typeof personalRecordDto>;

export const personalMailDto = z.object({
  id: z.number().int(),
  pnr_code: z.string(),
  template: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** Everything held about one e-mail address, with counts. */
export const personalDataSummaryDto = z.object({
  counts: z.object({
    bookings: z.number().int(),
    tour_reservations: z.number().int(),
    mails: z.number().int(),
    /** records staff deleted whose snapshot in the audit log still holds the person's data */
    deleted_records: z.number().int(),
  }),
  records: z.array(personalRecordDto),
  mails: z.array(personalMailDto),
});
export type PersonalDataSummaryDto = z.infer<typeof personalDataSummaryDto>;

/** What an erasure changed (a person's request or a retention run). */
export const anonymiseResultDto = z.object({
  bookings: z.number().int(),
  tour_reservations: z.number().int(),
  files: z.number().int(),
  mails: z.number().int(),
  /** trips still to come cancelled in the same confirmation (a person's request only) */
  cancelled: z.number().int().optional(),
  /** snapshots of records staff had deleted, kept in the audit log, that were scrubbed */
  deleted_snapshots: z.number().int().optional(),
});
export type AnonymiseResultDto = z.infer<typeof anonymiseResultDto>;

/** The retention period, the first trip date still kept, and how many records are past it now. */
export const retentionStatusDto = z.object({
  months: z.number().int(),
  cutoff: z.string(),
  due: z.object({ bookings: z.number().int(), tour_reservations: z.number().int() }),
});
export type RetentionStatusDto = z.infer<typeof retentionStatusDto>;
