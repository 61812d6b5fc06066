import { z } from 'zod';
import { isValidEmail } from '../contact.js';

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

/** One record held for the e-mail, as the screen lists it. */
export const personalRecordDto = z.object({
  kind: z.enum(['booking', 'tour_reservation']),
  id: z.number().int(),
  pnr_code: z.string(),
  name: z.string(),
  /** the trip's date (a round trip's return date) */
  trip_date: z.string(),
  status: z.string(),
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
  counts: z.object({ bookings: z.number().int(), tour_reservations: z.number().int(), mails: z.number().int() }),
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
});
export type AnonymiseResultDto = z.infer<typeof anonymiseResultDto>;

/** The retention period, the first trip date still kept, and how many records are past it now. */
export const retentionStatusDto = z.object({
  months: z.number().int(),
  cutoff: z.string(),
  due: z.object({ bookings: z.number().int(), tour_reservations: z.number().int() }),
});
export type RetentionStatusDto = z.infer<typeof retentionStatusDto>;
