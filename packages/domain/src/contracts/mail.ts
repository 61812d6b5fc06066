import { z } from 'zod/mini';

/** Where a mail of the outbox stands (decision 016). */
/**
 * 'superseded': a mail announcing a status (confirmed, cancelled) that the booking no longer had when
 * its turn came; the worker drops it rather than tell the customer something untrue (decision 031).
 */
/**
 * 'held': a customer mail a visitor's action queued for an address that already had its share this
 * hour (issue 28: a flood of bookings to someone else's address); it waits for staff to send it.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'superseded', 'held'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One mail of a booking or reservation, as the back office lists it. */
export const mailHistoryItemDto = z.object({
  id: z.number(),
  /** 'created' (confirmation), 'confirmed', 'cancelled', 'self_cancelled', 'change_request' */
  template: z.string(),
  recipient: z.enum(['customer', 'operator']),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  /** the address it went to, once sent */
  to_address: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  next_attempt_at: z.string(),
});
export type MailHistoryItemDto = z.infer<typeof mailHistoryItemDto>;

/** A booking's mail history, and whether mail can leave at all (SMTP_URL set). */
export const mailHistoryDto = z.object({
  transport_configured: z.boolean(),
  mails: z.array(mailHistoryItemDto),
});
export type MailHistoryDto = z.infer<typeof mailHistoryDto>;
