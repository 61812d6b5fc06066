import type { NoteDto } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { notesRepository, type NoteTarget } from './notes.repository.js';

export type { NoteTarget };

const NOT_FOUND: Record<NoteTarget, string> = { booking: 'error.booking_not_found', tour_reservation: 'error.tour_reservation_not_found' };

/** Staff notes on a booking or tour reservation; adding one is audited with it. */
export function notesService(db: Kysely<Database>) {
  return {
    async list(target: NoteTarget, targetId: number): Promise<NoteDto[]> {
      const notes = notesRepository(db);
      if (!(await notes.targetExists(target, targetId))) throw notFound(NOT_FOUND[target]);
      return (await notes.list(target, targetId)).map((n) => ({ id: n.id, body: n.body, author: n.admin_username, created_at: n.created_at }));
    },

    async add(by: AdminPrincipal, target: NoteTarget, targetId: number, body: string): Promise<NoteDto> {
      return db.transaction().execute(async (trx) => {
        const notes = notesRepository(trx);
        if (!(await notes.targetExists(target, targetId))) throw notFound(NOT_FOUND[target]);
        const created_at = new Date().toISOString();
        const id = await notes.insert({ target, target_id: targetId, admin_user_id: by.id, admin_username: by.username, body, created_at });
        await recordAudit(trx, { admin: by, action: 'create', entity: 'internal_note', entityId: id, after: { target, target_id: targetId, body } });
        return { id, body, author: by.username, created_at };
      });
    },
  };
}
