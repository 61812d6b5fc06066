import type { ExtraServiceInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, ExtraServiceRow } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { extraServiceRepository as repo } from './extra-services.repository.js';
import { translationsColumn, translationsOf } from '../../lib/content-language.js';

/** A row in the shape its form sends, so a partial update can be validated as a whole. */
export const extraServiceFormOf = (r: ExtraServiceRow) => ({
  name: r.name,
  description: r.description,
  price_euro: r.price_euro,
  icon: r.icon,
  is_active: r.is_active === 1,
  translations: translationsOf(r),
});

/** Extra services: the public list, and the back office's changes, each audited in one transaction. */
export function extraServiceService(db: Kysely<Database>) {
  async function require(id: number) {
    const row = await repo.find(db, id);
    if (!row) throw notFound('error.extra_service_not_found');
    return row;
  }

  return {
    listActive: () => repo.listActive(db),
    listAll: () => repo.listAll(db),
    require,

    /** A new service goes to the end of the list. */
    create: (admin: AdminPrincipal | null, input: ExtraServiceInput) =>
      db.transaction().execute(async (trx) => {
        const sortOrder = (await repo.maxSortOrder(trx)) + 1;
        const now = nowIso();
        const row = await repo.insert(trx, {
          name: input.name,
          description: input.description,
          price_euro: input.price_euro,
          icon: input.icon,
          is_active: toFlag(input.is_active),
          ...translationsColumn(input.translations),
          sort_order: sortOrder,
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, { admin, action: 'create', entity: 'extra_service', entityId: row.id, after: row });
        return row;
      }),

    update: (admin: AdminPrincipal | null, before: ExtraServiceRow, input: ExtraServiceInput) =>
      db.transaction().execute(async (trx) => {
        const row = await repo.update(trx, before.id, {
          name: input.name,
          description: input.description,
          price_euro: input.price_euro,
          icon: input.icon,
          is_active: toFlag(input.is_active),
          ...translationsColumn(input.translations),
          updated_at: nowIso(),
        });
        await recordAudit(trx, { admin, action: 'update', entity: 'extra_service', entityId: row.id, before, after: row });
        return row;
      }),

    /** Bookings keep their own copy of chosen extras (name, icon, price), so deleting loses no history. */
    remove: (admin: AdminPrincipal | null, before: ExtraServiceRow) =>
      db.transaction().execute(async (trx) => {
        await repo.delete(trx, before.id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'extra_service', entityId: before.id, before });
      }),
  };
}
