import {
  REVIEW_URL_SETTING_KEY,
  TRIP_REMINDER_TIME_SETTING_KEY,
  dueReminders,
  reminderTimeOf,
  reviewFollows,
  reviewUrlOf,
} from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bookingLanguageOf } from '../mail/booking-language.js';
import { mailOutboxRepository as outbox, type NewMail } from '../mail/mail-outbox.repository.js';
import {
  reminderKey,
  reviewKey,
  tripMailsRepository as repo,
  type MailJob,
} from './trip-mails.repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The customer's mail row about `job`, in the booking's language. */
async function mailAbout(db: Db, job: MailJob, template: string): Promise<NewMail> {
  const entity = job.booking_id !== null ? ('booking' as const) : ('tour_reservation' as const);
  const entityId = (job.booking_id ?? job.tour_reservation_id)!;
  return {
    entity,
    entity_id: entityId,
    pnr_code: job.pnr,
    language: await bookingLanguageOf(db, entity, entityId),
    template,
    recipient: 'customer',
    job_id: job.id,
  };
}

/**
 * Queues the customer's "your driver" mail in the assignment's own transaction (decision 040):
 * called when a leg gets a driver or another one, unless staff chose not to mail. Nothing for a
 * cancelled or completed booking. Staff's action, so never held by the per-address cap.
 */
export async function enqueueDriverAssignedMail(trx: Transaction<Database>, jobId: number): Promise<boolean> {
  const job = await repo.job(trx, jobId);
  if (!job || job.driver_id === null || job.status === 'cancelled' || job.status === 'completed')
    return false;
  await outbox.enqueue(trx, [await mailAbout(trx, job, 'driver_assigned')]);
  return true;
}

/**
 * Queues the review request when a driver's 'Tamamlandı' ends a booking (its last leg, the tour),
 * in the tap's transaction: once per leg by its unique key, never after a no-show, never without a
 * review link in site settings.
 */
export async function enqueueReviewMail(trx: Transaction<Database>, jobId: number): Promise<boolean> {
  const job = await repo.job(trx, jobId);
  if (!job || job.status === 'cancelled') return false;
  if (!reviewUrlOf(await repo.setting(trx, REVIEW_URL_SETTING_KEY))) return false;
  if (!reviewFollows(job, await repo.legsOf(trx, job))) return false;
  return outbox.enqueueOnce(trx, await mailAbout(trx, job, 'review_request'), reviewKey(job.id));
}

/**
 * One round of the reminder schedule (decision 040): after today's reminder time (site setting,
 * Istanbul), tomorrow's legs that were booked by then get their reminder, each queued once by its
 * unique key whichever instance and round comes first. Answers how many this round queued.
 */
export async function queueDueReminders(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const due = dueReminders(now, reminderTimeOf(await repo.setting(db, TRIP_REMINDER_TIME_SETTING_KEY)));
  if (!due) return 0;
  let queued = 0;
  for (const job of await repo.remindable(db, due.serviceDate, due.reminderAt.toISOString())) {
    if (await outbox.enqueueOnce(db, await mailAbout(db, job, 'trip_reminder'), reminderKey(job.id)))
      queued++;
  }
  return queued;
}
