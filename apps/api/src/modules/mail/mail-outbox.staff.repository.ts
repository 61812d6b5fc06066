import type { Kysely, Transaction } from 'kysely';
import type { Database, MailOutboxRow, MailOutboxTable } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What staff and the dashboard ask of the outbox: the queue's state (waiting, failed, held), one
 * booking's mail history, and 'send anyway' on a held mail (decision 033).
 */
export const mailOutboxStaffRepository = {
  /**
   * Mails still to be delivered (queued or being sent) and mails failed for good, with the oldest
   * waiting one's queueing time: one aggregate, for the dashboard and the metrics (decision 030).
   * A failed row stays failed (a resend queues a new mail), so `failedSince` counts only the
   * failures of the last days.
   */
  async summary(
    db: Db,
    opts: { failedSince?: string } = {},
  ): Promise<{
    waiting: number;
    failed: number;
    oldestWaitingAt: string | null;
    oldestFailingAt: string | null;
  }> {
    const rows = await db
      .selectFrom('mail_outbox')
      .select((eb) => [
        'status',
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('created_at').as('oldest'),
        // a waiting mail whose last attempt failed: the mail server has been refusing or unreachable since
        eb.fn
          .min(eb.case().when('last_error', 'is not', null).then(eb.ref('created_at')).end())
          .as('oldest_failing'),
      ])
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['queued', 'sending']),
          opts.failedSince
            ? eb.and([eb('status', '=', 'failed'), eb('updated_at', '>=', opts.failedSince)])
            : eb('status', '=', 'failed'),
        ]),
      )
      .groupBy('status')
      .execute();
    let waiting = 0;
    let failed = 0;
    let oldestWaitingAt: string | null = null;
    let oldestFailingAt: string | null = null;
    const earlier = (a: string | null, b: string | null) => (b && (a === null || b < a) ? b : a);
    for (const r of rows) {
      if (r.status === 'failed') {
        failed += Number(r.n);
        continue;
      }
      waiting += Number(r.n);
      oldestWaitingAt = earlier(oldestWaitingAt, r.oldest);
      oldestFailingAt = earlier(oldestFailingAt, r.oldest_failing);
    }
    return { waiting, failed, oldestWaitingAt, oldestFailingAt };
  },
  /** Held mails, newest first, for the dashboard's question to staff. */
  async held(db: Kysely<Database>, limit: number): Promise<Pick<MailOutboxRow, 'id' | 'entity' | 'entity_id' | 'pnr_code' | 'to_address' | 'updated_at'>[]> {
    return db
      .selectFrom('mail_outbox')
      .select(['id', 'entity', 'entity_id', 'pnr_code', 'to_address', 'updated_at'])
      .where('status', '=', 'held')
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
  },
  /**
   * Staff's 'send anyway' on a held mail: queued again, due at once, and no longer the visitor's
   * (so the cap does not hold it twice). Answers whether the row was held.
   */
  async releaseHeld(db: Db, id: number, entity: MailOutboxTable['entity'], entityId: number): Promise<boolean> {
    const now = nowIso();
    const res = await db
      .updateTable('mail_outbox')
      .set({ status: 'queued', visitor_triggered: 0, last_error: null, next_attempt_at: now, updated_at: now })
      .where('id', '=', id)
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .where('status', '=', 'held')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },
  /** Every mail of one booking or reservation, newest first, for the back office. */
  historyOf(db: Db, entity: MailOutboxTable['entity'], entityId: number): Promise<MailOutboxRow[]> {
    return db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
  },
};
