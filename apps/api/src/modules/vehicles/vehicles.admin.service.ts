import type { VehicleInput } from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database, VehicleRow, VehicleTypeRow } from '../../db/schema.js';
import { nowIso, parseStringList, toFlag } from '../../db/time.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { removeUnreferencedUpload } from '../files/file-cleanup.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { vehicleAdminRepository as repo } from './vehicles.admin.repository.js';
import { withTypes, type VehicleWithType } from './vehicles.service.js';
import { vehicleTypesAdminService } from './vehicle-types.admin.service.js';
import { translationsColumn, translationsOf } from '../../lib/content-language.js';

/** A row in the shape its form sends, so a partial update can be validated as a whole. */
export const vehicleTypeFormOf = (t: VehicleTypeRow) => ({
  name: t.name,
  key: t.key,
  description: t.description,
  is_active: t.is_active === 1,
  sort_order: t.sort_order,
  translations: translationsOf(t),
});

/** A vehicle row in the shape its form sends (see vehicleTypeFormOf). */
export const vehicleFormOf = (v: VehicleRow) => ({
  name: v.name,
  vehicle_type_id: v.vehicle_type_id,
  capacity: v.capacity,
  luggage_capacity: v.luggage_capacity,
  is_active: v.is_active === 1,
  features: parseStringList(v.features),
  translations: translationsOf(v),
});

/** The columns a vehicle's form sets, on create and update alike. */
const vehicleColumns = (input: VehicleInput) => ({
  name: input.name,
  vehicle_type_id: input.vehicle_type_id,
  capacity: input.capacity,
  luggage_capacity: input.luggage_capacity,
  features: JSON.stringify(input.features),
  is_active: toFlag(input.is_active),
  ...translationsColumn(input.translations),
});

/** An unknown type id is the form's 'Lütfen bir araç tipi seçin', not a 404. */
async function requireTypeForVehicle(db: Kysely<Database>, typeId: number) {
  const t = await repo.findType(db, typeId);
  if (!t)
    throw new AppError(422, 'error.validation', { vehicle_type_id: ['validation.vehicle_type_required'] });
  return t;
}

/** The back office's fleet: types and vehicles, inactive ones included; every change audited. */
export function vehicleAdminService(db: Kysely<Database>, uploadsDir: string) {
  const types = vehicleTypesAdminService(db);
  return { ...types, ...vehiclesAdminService(db, uploadsDir, types.requireType) };
}

/** The back office's vehicles; `requireType` is the types' own (a vehicle answers with its type). */
function vehiclesAdminService(
  db: Kysely<Database>,
  uploadsDir: string,
  requireType: (id: number) => Promise<VehicleTypeRow>,
) {
  async function requireVehicle(id: number) {
    const v = await repo.findVehicle(db, id);
    if (!v) throw notFound('error.vehicle_not_found');
    return v;
  }

  return {
    requireVehicle,

    async listVehicles(): Promise<VehicleWithType[]> {
      const [vehicles, types] = await Promise.all([repo.listVehicles(db), repo.listTypes(db)]);
      return withTypes(vehicles, types);
    },

    async createVehicle(
      admin: AdminPrincipal | null,
      input: VehicleInput,
      imageUrl: string | null,
    ): Promise<VehicleWithType> {
      await requireTypeForVehicle(db, input.vehicle_type_id);
      const now = nowIso();
      const vehicle = await db.transaction().execute(async (trx) => {
        const row = await repo.insertVehicle(trx, {
          ...vehicleColumns(input),
          image_url: imageUrl,
          created_at: now,
          updated_at: now,
        });
        await recordAudit(trx, { admin, action: 'create', entity: 'vehicle', entityId: row.id, after: row });
        return row;
      });
      return { vehicle, type: await requireType(vehicle.vehicle_type_id) };
    },

    /** With a new image the old file is removed, but only after the change is committed. */
    async updateVehicle(
      admin: AdminPrincipal | null,
      id: number,
      input: VehicleInput,
      imageUrl: string | undefined,
    ): Promise<VehicleWithType> {
      const before = await requireVehicle(id);
      await requireTypeForVehicle(db, input.vehicle_type_id);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await repo.updateVehicle(trx, id, {
          ...vehicleColumns(input),
          ...(imageUrl !== undefined ? { image_url: imageUrl } : {}),
          updated_at: nowIso(),
        });
        await recordAudit(trx, {
          admin,
          action: 'update',
          entity: 'vehicle',
          entityId: id,
          before,
          after: updated,
        });
        return updated;
      });
      if (imageUrl !== undefined && before.image_url !== imageUrl)
        await removeUnreferencedUpload(db, uploadsDir, before.image_url);
      return { vehicle: row, type: await requireType(row.vehicle_type_id) };
    },

    async deleteVehicle(admin: AdminPrincipal | null, id: number) {
      const before = await requireVehicle(id);
      await db.transaction().execute(async (trx) => {
        // A booking's look-up and voucher show its vehicle: 'Pasif' takes it off the site instead.
        if (await repo.vehicleInUse(trx, id)) throw new AppError(409, 'error.vehicle_in_use');
        await repo.deleteVehicle(trx, id);
        await recordAudit(trx, { admin, action: 'delete', entity: 'vehicle', entityId: id, before });
      });
      await removeUnreferencedUpload(db, uploadsDir, before.image_url);
    },
  };
}
