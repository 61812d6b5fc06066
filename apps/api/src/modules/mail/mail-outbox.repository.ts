import type { Kysely, Transaction } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What an event puts in the outbox; the rest of the row is the queue's own bookkeeping. */
export type NewMail = Pick<
  MailOutboxTable,
  'entity' | 'entity_id' | 'pnr_code' | 'template' | 'recipient' | 'language'
> & {
  note?: string | null;
  /** 1 when a visitor's action queued it (capped per address and hour, decision 033) */
  visitor_triggered?: 0 | 1;
  /** the dispatch job (leg or tour) the mail is about (decision 040) */
  job_id?: number | null;
};

/**
 * Queueing mails (decision 016): an event's mails in its transaction, once per key where a mail
 * must go only once. The worker's claims are mail-outbox.worker.repository.ts; what staff and the
 * dashboard read of the queue is mail-outbox.staff.repository.ts.
 */
export const mailOutboxRepository = {
  /** Queues mails inside the caller's transaction, due at once. */
  async enqueue(db: Db, mails: NewMail[]): Promise<void> {
    if (mails.length === 0) return;
    const now = nowIso();
    await db
      .insertInto('mail_outbox')
      .values(
        mails.map((m) => ({
          ...m,
          note: m.note ?? null,
          // every row names it: SQLite has no DEFAULT inside a multi-row VALUES
          visitor_triggered: m.visitor_triggered ?? 0,
          job_id: m.job_id ?? null,
          status: 'queued',
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
  /**
   * Queues a mail that must exist once only (a leg's reminder, a booking's review request): the row
   * carries `onceKey`, unique in the table, so a second insert (another instance, a restart, the
   * next round) does nothing, whoever comes second. Answers whether this call queued it.
   */
  async enqueueOnce(db: Db, mail: NewMail, onceKey: string): Promise<boolean> {
    const now = nowIso();
    const row = await db
      .insertInto('mail_outbox')
      .values({
        ...mail,
        note: mail.note ?? null,
        visitor_triggered: 0,
        job_id: mail.job_id ?? null,
        once_key: onceKey,
        status: 'queued',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('once_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
  /** Whether a newer mail of `template` about `jobId` waits or went: an older one is then superseded. */
  async hasNewerJobMail(db: Db, id: number, jobId: number, template: string): Promise<boolean> {
    const row = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('job_id', '=', jobId)
      .where('template', '=', template)
      .where('id', '>', id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
