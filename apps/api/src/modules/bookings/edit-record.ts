import type { FieldChange } from '@riviera/domain';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { bookingChangesRepository } from './booking-changes.repository.js';

/**
 * What one staff edit leaves behind, for a transfer booking and a tour reservation alike (decision
 * 031): one entry in the record's own change history, and one audit entry whose before and after
 * hold the changed fields beside the PNR.
 */
export async function recordEdit(
  trx: Transaction<Database>,
  dialect: DialectName,
  edit: {
    admin: AdminPrincipal;
    entity: 'booking' | 'tour_reservation';
    id: number;
    pnr: string;
    changes: FieldChange[];
    at: string;
  },
): Promise<void> {
  const { admin, entity, id, pnr, changes, at } = edit;
  await bookingChangesRepository(trx, dialect).insertChange({
    entity,
    entity_id: id,
    admin_user_id: admin.id,
    admin_username: admin.username,
    changes_json: JSON.stringify(changes),
    created_at: at,
  });
  await recordAudit(trx, {
    admin,
    action: 'update',
    entity,
    entityId: id,
    before: { pnr_code: pnr, ...Object.fromEntries(changes.map((c) => [c.field, c.before])) },
    after: { pnr_code: pnr, ...Object.fromEntries(changes.map((c) => [c.field, c.after])) },
  });
}
