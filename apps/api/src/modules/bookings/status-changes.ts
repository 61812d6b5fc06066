import { statusMailWanted, type BookingStatus } from '@riviera/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { enqueueStatusMail } from '../mail/mail-events.js';
import { bookingChangesRepository } from './booking-changes.repository.js';
import { changeRequestsRepository } from './change-requests.repository.js';
import { notesRepository } from '../notes/notes.repository.js';
import { recordAudit } from '../audit/audit.service.js';
import { statusTargetRepository, type StatusTable } from './status-target.repository.js';

/** Tables whose rows have a PNR and one of the four booking statuses. */
export interface StatusTarget {
  table: StatusTable;
  /** audit-log entity name */
  entity: 'booking' | 'tour_reservation';
  /** message key for a missing row */
  notFoundKey: 'error.booking_not_found' | 'error.tour_reservation_not_found';
}

/**
 * Sets a status and writes the audit record (before/after) in one transaction, with the customer's
 * mail when the status has one and staff did not untick it (`notifyCustomer`, else the status's
 * default). Setting the status a row already has changes, records and mails nothing.
 */
export async function setStatusAudited(
  db: Kysely<Database>,
  dialect: DialectName,
  t: StatusTarget,
  admin: AdminPrincipal,
  id: number,
  status: BookingStatus,
  notifyCustomer?: boolean,
  /** the target's own rule for this change, run on the locked row before it is written (may throw) */
  beforeChange?: (trx: Transaction<Database>, from: string, to: BookingStatus) => Promise<void>,
): Promise<{ id: number; status: BookingStatus; updated_at: string; changed: boolean; customer_mailed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const rows = statusTargetRepository(trx, dialect, t.table);
    const before = await rows.findStatusForUpdate(id);
    if (!before) throw notFound(t.notFoundKey);
    if (before.status === status)
      return { id, status, updated_at: before.updated_at, changed: false, customer_mailed: false };
    await beforeChange?.(trx, before.status, status);
    const mail = statusMailWanted(status, notifyCustomer);
    const at = new Date().toISOString();
    await rows.setStatus(id, status, at);
    await recordAudit(trx, {
      admin,
      action: 'status',
      entity: t.entity,
      entityId: id,
      before: { pnr_code: before.pnr_code, status: before.status },
      // the audit says whether the customer was told, so a later "why did they get no mail" has an answer
      after: { pnr_code: before.pnr_code, status, customer_mailed: mail },
    });
    if (mail) await enqueueStatusMail(trx, { entity: t.entity, entityId: id, pnr: before.pnr_code }, status);
    return { id, status, updated_at: at, changed: true, customer_mailed: mail };
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
    const rows = statusTargetRepository(trx, dialect, t.table);
    if (!(await rows.existsForUpdate(id))) throw notFound(t.notFoundKey);
    await rows.delete(id);
    // notes belong to the record; the audit record below keeps what was deleted
    await notesRepository(trx).deleteFor(t.entity, id);
    await bookingChangesRepository(trx, dialect).deleteFor(t.entity, id);
    await changeRequestsRepository.deleteFor(trx, t.entity, id);
    await recordAudit(trx, { admin, action: 'delete', entity: t.entity, entityId: id, before: snapshot, after: null });
  });
}
