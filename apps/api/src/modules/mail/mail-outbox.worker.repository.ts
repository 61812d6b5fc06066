import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database, MailOutboxRow } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';

/**
 * The mail worker's queries (decision 016): claiming due rows under a lease, and each outcome of a
 * claimed row (sent, held over the cap, superseded, retried or failed, given back untried).
 */
export const mailOutboxWorkerRepository = {
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
   * Drops a claimed row unsent because the booking's status is no longer the one the mail announces
   * (decision 031); `reason` is kept for the back office's mail history.
   */
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
};
