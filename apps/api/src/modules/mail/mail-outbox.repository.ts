import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, MailOutboxRow, MailOutboxTable } from '../../db/schema.js';
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

/** Queries of the mail outbox (decision 016). */
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

  /**
   * Takes up to `limit` due rows for `worker` until `leaseUntil`: queued rows whose time has come,
   * and rows whose previous holder's lease ran out (a process that died mid-send). On PostgreSQL the
   * candidate rows are locked with SKIP LOCKED, so instances claiming at once never take the same row.
   */
  async claim(
    db: Kysely<Database>,
    dialect: DialectName,
    worker: string,
    leaseUntil: string,
    limit: number,
  ): Promise<MailOutboxRow[]> {
    const now = nowIso();
    return db.transaction().execute(async (trx) => {
      const due = trx
        .selectFrom('mail_outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
          ]),
        )
        // Oldest due first, so mail retried during an outage never starves mail not yet tried.
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      const ids = (await (dialect === 'postgres' ? due.forUpdate().skipLocked() : due).execute()).map(
        (r) => r.id,
      );
      if (ids.length === 0) return [];
      return trx
        .updateTable('mail_outbox')
        .set((eb) => ({
          status: 'sending',
          claimed_by: worker,
          lease_until: leaseUntil,
          attempts: eb('attempts', '+', 1),
          updated_at: now,
        }))
        .where('id', 'in', ids)
        .returningAll()
        .execute();
    });
  },

  /** Marks a claimed row sent; only while `worker` still holds it. */
  async markSent(db: Kysely<Database>, id: number, worker: string, toAddress: string): Promise<void> {
    const now = nowIso();
    await db
      .updateTable('mail_outbox')
      .set({
        status: 'sent',
        sent_at: now,
        to_address: toAddress,
        last_error: null,
        lease_until: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('claimed_by', '=', worker)
      .where('status', '=', 'sending')
      .execute();
  },

  /**
   * Drops a claimed row unsent because the booking's status is no longer the one the mail announces
   * (decision 031); `reason` is kept for the back office's mail history.
   */
  /**
   * Customer mails queued by visitors' actions that went to `address` (any case) since `since`: what
   * the per-address cap counts. (Two instances sending to one address in the same instant may both
   * pass; the cap is about a flood, which the next row meets.)
   */
  async visitorMailsTo(db: Kysely<Database>, address: string, since: string, exceptId: number): Promise<number> {
    const row = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('recipient', '=', 'customer')
      .where('visitor_triggered', '=', 1)
      .where('id', '!=', exceptId)
      .where('status', '=', 'sent')
      .where('sent_at', '>=', since)
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address.toLowerCase()))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Keeps a claimed row unsent for staff to decide: over the per-address cap (decision 033). */
  async markHeld(db: Kysely<Database>, id: number, worker: string, toAddress: string, reason: string): Promise<void> {
    await db
      .updateTable('mail_outbox')
      .set({ status: 'held', to_address: toAddress, last_error: reason, lease_until: null, claimed_by: null, updated_at: nowIso() })
      .where('id', '=', id)
      .where('claimed_by', '=', worker)
      .where('status', '=', 'sending')
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

  async markSuperseded(db: Kysely<Database>, id: number, worker: string, reason: string): Promise<void> {
    await db
      .updateTable('mail_outbox')
      .set({ status: 'superseded', last_error: reason, lease_until: null, updated_at: nowIso() })
      .where('id', '=', id)
      .where('claimed_by', '=', worker)
      .where('status', '=', 'sending')
      .execute();
  },

  /** Gives a claimed row back to the queue (retry at `nextAttemptAt`) or fails it for good. */
  async release(
    db: Kysely<Database>,
    id: number,
    worker: string,
    outcome: { status: 'queued' | 'failed'; error: string; nextAttemptAt: string },
  ): Promise<void> {
    await db
      .updateTable('mail_outbox')
      .set({
        status: outcome.status,
        last_error: outcome.error.slice(0, 1000),
        next_attempt_at: outcome.nextAttemptAt,
        lease_until: null,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .where('claimed_by', '=', worker)
      .where('status', '=', 'sending')
      .execute();
  },

  /** Gives claimed rows back untried (the pass stopped before them): their attempt is not counted. */
  async unclaim(db: Kysely<Database>, ids: number[], worker: string): Promise<void> {
    if (ids.length === 0) return;
    await db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'queued',
        attempts: eb('attempts', '-', 1),
        lease_until: null,
        updated_at: nowIso(),
      }))
      .where('id', 'in', ids)
      .where('claimed_by', '=', worker)
      .where('status', '=', 'sending')
      .execute();
  },

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
