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
  /**
   * The link with this token hash if it still opens at `now` (decision 032): not expired, not
   * revoked, and its driver still active ('Pasif' kills his links; a deleted driver takes them along).
   */
  findLiveRunLink: (db: Db, tokenHash: string, now: string) =>
    db
      .selectFrom('driver_run_links as l')
      .innerJoin('drivers as d', 'd.id', 'l.driver_id')
      .select(['l.driver_id', 'l.service_date'])
      .where('l.token_hash', '=', tokenHash)
      .where('l.expires_at', '>', now)
      .where('l.revoked_at', 'is', null)
      .where('d.is_active', '=', 1)
      .executeTakeFirst(),
  /** A driver's links that still open at `now`, newest first. */
  liveRunLinks: (db: Db, driverId: number, now: string) =>
    db
      .selectFrom('driver_run_links')
      .select(['id', 'service_date', 'created_at', 'expires_at'])
      .where('driver_id', '=', driverId)
      .where('expires_at', '>', now)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  findRunLink: (db: Db, id: number) =>
    db
      .selectFrom('driver_run_links')
      .select(['id', 'driver_id', 'service_date', 'expires_at', 'revoked_at'])
      .where('id', '=', id)
      .executeTakeFirst(),
  /** Revokes one link, or every link of a driver (set 'Pasif'); a revoked link keeps its first time. */
  async revokeRunLinks(db: Db, where: { id: number } | { driverId: number }, now: string): Promise<void> {
    let q = db.updateTable('driver_run_links').set({ revoked_at: now }).where('revoked_at', 'is', null);
    q = 'id' in where ? q.where('id', '=', where.id) : q.where('driver_id', '=', where.driverId);
    await q.execute();
  },
  /** Expired links are of no use to anyone: dropped whenever a new one is made. */
  async deleteExpiredRunLinks(db: Db, now: string): Promise<void> {
    await db.deleteFrom('driver_run_links').where('expires_at', '<=', now).execute();
  },
};
