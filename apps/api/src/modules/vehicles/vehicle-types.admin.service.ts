import type { VehicleTypeInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso, toFlag } from '../../db/time.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { vehicleAdminRepository as repo } from './vehicles.admin.repository.js';
import { translationsColumn } from '../../lib/content-language.js';

/** A race on a type's key (its unique index) answers like the check before it. */
const keyTaken = (err: unknown) => {
  if (isUniqueViolation(err)) return conflict('error.vehicle_type_key_taken');
  return err;
};

/** The back office's vehicle types, inactive ones included; every change audited. */
export function vehicleTypesAdminService(db: Kysely<Database>) {
  async function requireType(id: number) {
    const t = await repo.findType(db, id);
    if (!t) throw notFound('error.vehicle_type_not_found');
    return t;
  }

  return {
    listTypes: () => repo.listTypes(db),
    requireType,

    async createType(admin: AdminPrincipal | null, input: VehicleTypeInput) {
      if (await repo.findTypeByKey(db, input.key)) throw conflict('error.vehicle_type_key_taken');
      const now = nowIso();
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await repo.insertType(trx, {
            name: input.name,
            key: input.key,
            description: input.description,
            image_url: null,
            is_active: toFlag(input.is_active),
            ...translationsColumn(input.translations),
            sort_order: input.sort_order,
            created_at: now,
            updated_at: now,
          });
          await recordAudit(trx, {
            admin,
            action: 'create',
            entity: 'vehicle_type',
            entityId: row.id,
            after: row,
          });
          return row;
        });
      } catch (err) {
        throw keyTaken(err);
      }
    },

    async updateType(admin: AdminPrincipal | null, id: number, input: VehicleTypeInput) {
      const before = await requireType(id);
      const other = await repo.findTypeByKey(db, input.key);
      if (other && other.id !== id) throw conflict('error.vehicle_type_key_taken');
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await repo.updateType(trx, id, {
            name: input.name,
            key: input.key,
            description: input.description,
            is_active: toFlag(input.is_active),
            ...translationsColumn(input.translations),
            sort_order: input.sort_order,
            updated_at: nowIso(),
          });
          if (before.key !== input.key) await repo.renameTypeKeyInPrices(trx, before.key, input.key);
          await recordAudit(trx, {
            admin,
            action: 'update',
            entity: 'vehicle_type',
            entityId: id,
            before,
            after: row,
          });
          return row;
        });
      } catch (err) {
        throw keyTaken(err);
      }
    },

    /** A type still used by vehicles or route prices is refused: deleting it would silently drop prices. */
    async deleteType(admin: AdminPrincipal | null, id: number) {
      const before = await requireType(id);
      await db.transaction().execute(async (trx) => {
        const usage = await repo.typeUsage(trx, id, before.key);
        if (usage.vehicles > 0 || usage.routePrices > 0) throw new AppError(409, 'error.vehicle_type_in_use');
        await repo.deleteType(trx, id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'vehicle_type', entityId: id, before });
      });
    },
  };
}
