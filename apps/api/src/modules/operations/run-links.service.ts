import {
  RUN_LINK_MAX_DAYS_AHEAD,
  addDaysYmd,
  runLinkExpiry,
  todayInIstanbul,
  type DriverRunDto,
  type LiveRunLinkDto,
  type RunLinkDto,
} from '@riviera/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { driversRepository as drivers } from './drivers.repository.js';
import { cashService } from './cash.service.js';
import { operationsService } from './operations.service.js';

/** A share link's token as stored: only its sha-256 is kept; the status taps look links up by it too. */
export const hashRunToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hashToken = hashRunToken;

/**
 * A driver's share links (decision 032): a random token per driver and day, only its hash stored,
 * valid for its day and the night after, revocable, dead with the driver's 'Pasif' or deletion.
 * Making and revoking are audited; the view behind a link carries no PNR and no prices.
 */
export function runLinksService(db: Kysely<Database>) {
  const ops = operationsService(db);

  return {
    /**
     * A share link for a driver's day, today up to 7 days ahead (a link for a far date would be a
     * key left lying around). The token is shown once, in this answer.
     */
    async create(admin: AdminPrincipal | null, driverId: number, date: string): Promise<RunLinkDto> {
      const driver = await drivers.find(db, driverId);
      if (!driver) throw fieldError('driver_id', 'error.driver_not_found');
      if (driver.is_active !== 1) throw fieldError('driver_id', 'error.driver_inactive');
      const today = todayInIstanbul();
      if (date < today || date > addDaysYmd(today, RUN_LINK_MAX_DAYS_AHEAD))
        throw fieldError('date', 'error.run_link_date_out_of_range');
      const token = randomBytes(32).toString('base64url');
      const now = nowIso();
      const expiresAt = runLinkExpiry(date).toISOString();
      await db.transaction().execute(async (trx) => {
        await drivers.deleteExpiredRunLinks(trx, now);
        await drivers.insertRunLink(trx, {
          driver_id: driverId,
          service_date: date,
          token_hash: hashToken(token),
          expires_at: expiresAt,
          created_at: now,
        });
        await recordAudit(trx, {
          admin,
          action: 'create',
          entity: 'driver_run_link',
          entityId: driverId,
          after: { driver_id: driverId, driver: driver.name, date, expires_at: expiresAt },
        });
      });
      return { path: `/surucu/${token}`, token, expires_at: expiresAt };
    },

    /** The driver's links that still open, for the back office's list. */
    async listLive(driverId: number): Promise<LiveRunLinkDto[]> {
      if (!(await drivers.find(db, driverId))) throw notFound('error.driver_not_found');
      const rows = await drivers.liveRunLinks(db, driverId, nowIso());
      return rows.map((r) => ({
        id: r.id,
        date: r.service_date,
        created_at: r.created_at,
        expires_at: r.expires_at,
      }));
    },

    /** Revokes a link at once, audited; revoking a revoked link changes nothing. */
    async revoke(admin: AdminPrincipal | null, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const link = await drivers.findRunLink(trx, id);
        if (!link) throw notFound('error.run_link_not_found');
        if (link.revoked_at !== null) return;
        const now = nowIso();
        await drivers.revokeRunLinks(trx, { id }, now);
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'driver_run_link',
          entityId: link.driver_id,
          before: { link_id: id, date: link.service_date, revoked_at: null },
          after: { link_id: id, date: link.service_date, revoked_at: now },
        });
      });
    },

    /** The driver's day behind a link; unknown, expired, revoked or of a 'Pasif' driver: one 404. */
    async open(token: string): Promise<DriverRunDto> {
      const link = await drivers.findLiveRunLink(db, hashToken(token), nowIso());
      if (!link) throw notFound('error.run_link_not_found');
      const sheet = await ops.runSheet(link.driver_id, link.service_date);
      // his own jobs' prices only: what he collects on arrival (decision 035)
      const expected = await cashService(db).expectedOf(sheet.jobs.map((j) => j.id));
      return {
        date: sheet.date,
        driver: { name: sheet.driver.name, plate: sheet.driver.plate },
        jobs: sheet.jobs.map(({ pnr: _pnr, booking_id: _b, tour_reservation_id: _t, ...job }) => ({
          ...job,
          expected_cash: expected.get(job.id) ?? null,
        })),
      };
    },
  };
}
