import { DATA_RETENTION_MONTHS_KEY, retentionCutoffDate, todayInIstanbul, wholeNumberSetting } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { RunExclusive } from '../../lib/run-exclusive.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { siteSettingRepository } from '../site-settings/site-settings.repository.js';
import { anonymiseRecords, forgetIdempotentAnswers, scrubAuditEntries, type AnonymisedCounts } from './anonymise.js';
import { countPastRetention, retentionRepository } from './retention.repository.js';
import { recordTaskRun, TASKS } from '../../lib/task-runs.js';

/** Rows anonymised per transaction: small enough to keep locks short, large enough to finish quickly. */
const BATCH = 100;
/** The lock every instance's run takes (decision 019's named locks). */
export const RETENTION_LOCK = 'personal-data:retention';

export interface RetentionDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  runExclusive: RunExclusive;
  uploadsDir: string;
}

/** What one run did; `ran` is false when another instance's run held the lock (periodic runs only). */
export interface RetentionResult extends AnonymisedCounts {
  ran: boolean;
  /** snapshots of records staff deleted, kept in the audit log, scrubbed because their trip is past retention */
  deleted_snapshots: number;
  months: number;
  cutoff: string;
}

/** The retention period in months (site setting `data_retention_months`, default 24). */
export async function readRetentionMonths(db: Kysely<Database>): Promise<number> {
  return wholeNumberSetting(DATA_RETENTION_MONTHS_KEY, await siteSettingRepository.valueOf(db, DATA_RETENTION_MONTHS_KEY));
}

/**
 * Erases the personal data of every booking and tour reservation whose trip ended before the
 * retention period (decision 023), batch by batch, each batch in its own transaction with one audit
 * entry holding its counts (a run of up to 100 rows of each kind writes one); a run that finds
 * nothing records nothing there, so running again is idempotent; every run, empty or not, is
 * remembered in task_runs for the dashboard (decision 030). Runs under a named lock: a staff run waits for one under way
 * (`wait`), a periodic one skips its round.
 */
/** The retention period, the first trip date still kept and how many records are past it (the confirmation dialog's figures). */
export async function retentionStatus(db: Kysely<Database>): Promise<{ months: number; cutoff: string; due: { bookings: number; tour_reservations: number } }> {
  const months = await readRetentionMonths(db);
  const cutoff = retentionCutoffDate(todayInIstanbul(), months);
  return { months, cutoff, due: await countPastRetention(db, cutoff) };
}

export async function applyRetention(
  deps: RetentionDeps,
  opts: { admin: AdminPrincipal | null; wait: boolean; now?: Date },
): Promise<RetentionResult> {
  const { db, dialect, runExclusive, uploadsDir } = deps;
  const months = await readRetentionMonths(db);
  const cutoff = retentionCutoffDate(todayInIstanbul(opts.now), months);
  const empty: RetentionResult = { ran: false, months, cutoff, bookings: 0, tour_reservations: 0, files: 0, mails: 0, deleted_snapshots: 0 };

  const result = await runExclusive(
    RETENTION_LOCK,
    async () => {
      // The dashboard shows the last run, one that found nothing included (decision 030).
      const startedAt = new Date().toISOString();
      const by = opts.admin?.username ?? null;
      try {
        const total = await eraseAll();
        const { bookings, tour_reservations, files, mails } = total;
        await recordTaskRun(db, TASKS.retention, { startedAt, outcome: 'ok', by, summary: { bookings, tour_reservations, files, mails } });
        return total;
      } catch (err) {
        await recordTaskRun(db, TASKS.retention, { startedAt, outcome: 'failed', error: err, by });
        throw err;
      }
    },
    { wait: opts.wait },
  );
  return result.ran ? result.value : empty;

  async function eraseAll(): Promise<RetentionResult> {
    const total = { ...empty, ran: true };
    for (;;) {
      const done = await db.transaction().execute(async (trx) => {
        const repo = retentionRepository(trx, dialect);
        const bookings = await repo.bookingsPast(cutoff, BATCH);
        const tourReservations = await repo.tourReservationsPast(cutoff, BATCH);
        const counts = await anonymiseRecords(trx, { bookings, tourReservations }, uploadsDir);
        // The record commits with the erasure it describes: never one without the other.
        if (counts.bookings + counts.tour_reservations > 0) {
          await recordAudit(trx, { admin: opts.admin, action: 'anonymise', entity: 'retention', after: { months, cutoff, ...counts } });
        }
        return { counts, full: bookings.length === BATCH || tourReservations.length === BATCH };
      });
      total.bookings += done.counts.bookings;
      total.tour_reservations += done.counts.tour_reservations;
      total.files += done.counts.files;
      total.mails += done.counts.mails;
      if (!done.full) break;
    }
    total.deleted_snapshots = await scrubDeletedSnapshots();
    return total;
  }

  /**
   * A booking staff deleted keeps its customer in the audit log's snapshot; retention reaches it
   * by the snapshot's own trip date (issue 28), in batches, each with its audit entry.
   */
  async function scrubDeletedSnapshots(): Promise<number> {
    let scrubbed = 0;
    let afterId = 0;
    for (;;) {
      const batch = await db.transaction().execute(async (trx) => {
        const rows = await retentionRepository(trx, dialect).deletedSnapshotsAfter(afterId, BATCH);
        const due = rows.flatMap((r) => {
          const trip = tripOfSnapshot(r.before_json);
          return trip && trip.date < cutoff ? [{ id: r.id, pnr: trip.pnr }] : [];
        });
        const n = await scrubAuditEntries(trx, due.map((d) => d.id));
        await forgetIdempotentAnswers(trx, due.flatMap((d) => (d.pnr ? [d.pnr] : [])));
        if (n > 0) await recordAudit(trx, { admin: opts.admin, action: 'anonymise', entity: 'retention', after: { months, cutoff, deleted_snapshots: n } });
        return { rows, n };
      });
      scrubbed += batch.n;
      if (batch.rows.length < BATCH) return scrubbed;
      afterId = batch.rows[batch.rows.length - 1]!.id;
    }
  }
}

/** A deleted record's trip date (a round trip's return, a tour's day) and PNR, from its snapshot. */
function tripOfSnapshot(json: string | null): { date: string; pnr: string | null } | null {
  let s: unknown;
  try {
    s = JSON.parse(json ?? 'null');
  } catch {
    return null;
  }
  if (s === null || typeof s !== 'object') return null;
  const o = s as Record<string, unknown>;
  const date = [o.return_date, o.pickup_date, o.booking_date].find((d): d is string => typeof d === 'string' && d !== '');
  return date ? { date, pnr: typeof o.pnr_code === 'string' ? o.pnr_code : null } : null;
}
