import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, DriverRunLinksTable, DriversTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;
export type DriverRow = Selectable<DriversTable>;

/** A driver with his default vehicle's name and seats. */
export interface DriverWithVehicle extends DriverRow {
  vehicle_name: string | null;
  vehicle_capacity: number | null;
}

const withVehicle = (db: Db) =>
  db
    .selectFrom('drivers as d')
    .leftJoin('vehicles as v', 'v.id', 'd.default_vehicle_id')
    .selectAll('d')
    .select(['v.name as vehicle_name', 'v.capacity as vehicle_capacity']);

/** Queries of drivers and their share links. */
export const driversRepository = {
  list: (db: Db): Promise<DriverWithVehicle[]> =>
    withVehicle(db).orderBy('d.is_active', 'desc').orderBy('d.name').orderBy('d.id').execute(),
  find: (db: Db, id: number): Promise<DriverWithVehicle | undefined> =>
    withVehicle(db).where('d.id', '=', id).executeTakeFirst(),
  async insert(db: Db, row: Insertable<DriversTable>): Promise<number> {
    const r = await db.insertInto('drivers').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  async update(db: Db, id: number, row: Updateable<DriversTable>): Promise<void> {
    await db.updateTable('drivers').set(row).where('id', '=', id).execute();
  },
  async delete(db: Db, id: number): Promise<void> {
    await db.deleteFrom('drivers').where('id', '=', id).execute();
  },
  vehicleExists: async (db: Db, id: number) =>
    !!(await db.selectFrom('vehicles').select('id').where('id', '=', id).executeTakeFirst()),
  findVehicle: (db: Db, id: number) =>
    db
      .selectFrom('vehicles')
      .select(['id', 'name', 'capacity', 'luggage_capacity'])
      .where('id', '=', id)
      .executeTakeFirst(),

  async insertRunLink(db: Db, row: Insertable<DriverRunLinksTable>): Promise<void> {
    await db.insertInto('driver_run_links').values(row).execute();
  },
  /** The link with this token hash, if it has not expired at `now`. */
  findLiveRunLink: (db: Db, tokenHash: string, now: string) =>
    db
      .selectFrom('driver_run_links')
      .select(['driver_id', 'service_date'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst(),
  /** Expired links are of no use to anyone: dropped whenever a new one is made. */
  async deleteExpiredRunLinks(db: Db, now: string): Promise<void> {
    await db.deleteFrom('driver_run_links').where('expires_at', '<=', now).execute();
  },
};
