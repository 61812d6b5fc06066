import type { BookingStatus } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { enqueueStatusMail } from '../mail/mail-events.js';
import { recordAudit } from './audit.service.js';

/** Tables whose rows have a PNR and one of the four booking statuses. */
export interface StatusTarget {
  table: 'bookings' | 'tour_reservations';
  /** audit-log entity name */
  entity: 'booking' | 'tour_reservation';
  /** message key for a missing row */
  notFoundKey: 'error.booking_not_found' | 'error.tour_reservation_not_found';
}

/*
 * Both tables share the columns used here (id, pnr_code, status, updated_at); Kysely cannot type a
 * query over "either table", so the queries are written against `bookings` and run on `t.table`.
 */
const as = (t: StatusTarget) => t.table as 'bookings';

/**
 * Sets a status and writes the audit record (before/after) in one transaction; the row is locked
 * on PostgreSQL so that two admins changing it at once are recorded in order. Setting the status a
 * row already has changes and records nothing.
 */
export async function setStatusAudited(
  db: Kysely<Database>,
  dialect: DialectName,
  t: StatusTarget,
  admin: AdminPrincipal,
  id: number,
  status: BookingStatus,
): Promise<{ id: number; status: BookingStatus; updated_at: string; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const q = trx.selectFrom(as(t)).select(['pnr_code', 'status', 'updated_at']).where('id', '=', id);
    const before = await (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    if (!before) throw notFound(t.notFoundKey);
    if (before.status === status) return { id, status, updated_at: before.updated_at, changed: false };
    const at = new Date().toISOString();
    await trx.updateTable(as(t)).set({ status, updated_at: at }).where('id', '=', id).execute();
    await recordAudit(trx, {
      admin,
      action: 'status',
      entity: t.entity,
      entityId: id,
      before: { pnr_code: before.pnr_code, status: before.status },
      after: { pnr_code: before.pnr_code, status },
    });
    await enqueueStatusMail(trx, { entity: t.entity, entityId: id, pnr: before.pnr_code }, status);
    return { id, status, updated_at: at, changed: true };
  });
}

/** Deletes a row and writes the audit record holding `snapshot` (what was deleted) in one transaction. */
export async function deleteAudited(
  db: Kysely<Database>,
  dialect: DialectName,
  t: StatusTarget,
  admin: AdminPrincipal,
  id: number,
  snapshot: unknown,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const q = trx.selectFrom(as(t)).select('id').where('id', '=', id);
    if (!(await (dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst())) throw notFound(t.notFoundKey);
    await trx.deleteFrom(as(t)).where('id', '=', id).execute();
    await recordAudit(trx, { admin, action: 'delete', entity: t.entity, entityId: id, before: snapshot, after: null });
  });
}
