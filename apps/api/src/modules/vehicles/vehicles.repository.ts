import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Public fleet queries (the back office's are in vehicles.admin.repository.ts). */
export function vehicleRepository(db: Kysely<Database>) {
  return {
    listActiveTypes: () =>
      db.selectFrom('vehicle_types').selectAll().where('is_active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
    /** Active vehicles of active types, smallest first. */
    listActiveVehicles: () =>
      db
        .selectFrom('vehicles')
        .innerJoin('vehicle_types', 'vehicle_types.id', 'vehicles.vehicle_type_id')
        .selectAll('vehicles')
        .where('vehicles.is_active', '=', 1)
        .where('vehicle_types.is_active', '=', 1)
        .orderBy('vehicles.capacity')
        .orderBy('vehicles.id')
        .execute(),
    findVehicle: (id: number) => db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst(),
    findType: (id: number) => db.selectFrom('vehicle_types').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}
