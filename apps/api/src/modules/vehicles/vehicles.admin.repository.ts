import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, VehicleTypesTable, VehiclesTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Back-office queries for vehicles and vehicle types (inactive ones included). */
export const vehicleAdminRepository = {
  listTypes: (db: Db) => db.selectFrom('vehicle_types').selectAll().orderBy('sort_order').orderBy('id').execute(),
  findType: (db: Db, id: number) => db.selectFrom('vehicle_types').selectAll().where('id', '=', id).executeTakeFirst(),
  findTypeByKey: (db: Db, key: string) => db.selectFrom('vehicle_types').selectAll().where('key', '=', key).executeTakeFirst(),
  insertType: (db: Db, row: Insertable<VehicleTypesTable>) =>
    db.insertInto('vehicle_types').values(row).returningAll().executeTakeFirstOrThrow(),
  updateType: (db: Db, id: number, set: Updateable<VehicleTypesTable>) =>
    db.updateTable('vehicle_types').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  deleteType: (db: Db, id: number) => db.deleteFrom('vehicle_types').where('id', '=', id).execute(),
  /** route prices follow a renamed type key (they refer to it by key) */
  renameTypeKeyInPrices: (db: Db, from: string, to: string) =>
    db.updateTable('route_prices').set({ vehicle_type_key: to }).where('vehicle_type_key', '=', from).execute(),
  async typeUsage(db: Db, id: number, key: string) {
    const [vehicles, prices] = await Promise.all([
      db.selectFrom('vehicles').select((eb) => eb.fn.countAll<number>().as('n')).where('vehicle_type_id', '=', id).executeTakeFirstOrThrow(),
      db.selectFrom('route_prices').select((eb) => eb.fn.countAll<number>().as('n')).where('vehicle_type_key', '=', key).executeTakeFirstOrThrow(),
    ]);
    return { vehicles: Number(vehicles.n), routePrices: Number(prices.n) };
  },

  /** Whether any booking was made with the vehicle (its look-up shows the vehicle's name). */
  async vehicleInUse(db: Db, id: number): Promise<boolean> {
    return Boolean(await db.selectFrom('bookings').select('id').where('vehicle_id', '=', id).limit(1).executeTakeFirst());
  },

  listVehicles: (db: Db) => db.selectFrom('vehicles').selectAll().orderBy('capacity').orderBy('id').execute(),
  findVehicle: (db: Db, id: number) => db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst(),
  insertVehicle: (db: Db, row: Insertable<VehiclesTable>) =>
    db.insertInto('vehicles').values(row).returningAll().executeTakeFirstOrThrow(),
  updateVehicle: (db: Db, id: number, set: Updateable<VehiclesTable>) =>
    db.updateTable('vehicles').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  deleteVehicle: (db: Db, id: number) => db.deleteFrom('vehicles').where('id', '=', id).execute(),
};
