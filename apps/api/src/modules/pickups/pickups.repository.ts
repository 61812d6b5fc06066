import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, PickupZonesTable } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Kysely queries of pickup zones and a tour's pickups (decision 038); no rules here. */
export const pickupRepository = {
  listZones: (db: Db) =>
    db.selectFrom('pickup_zones').selectAll().orderBy('sort_order').orderBy('id').execute(),
  findZone: (db: Db, id: number) =>
    db.selectFrom('pickup_zones').selectAll().where('id', '=', id).executeTakeFirst(),
  findZones: (db: Db, ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('pickup_zones')
          .selectAll()
          .where('id', 'in', [...ids])
          .execute(),
  async maxSortOrder(db: Db): Promise<number> {
    const last = await db
      .selectFrom('pickup_zones')
      .select((eb) => eb.fn.max('sort_order').as('m'))
      .executeTakeFirst();
    return Number(last?.m ?? 0);
  },
  insertZone: (db: Db, row: Insertable<PickupZonesTable>) =>
    db.insertInto('pickup_zones').values(row).returningAll().executeTakeFirstOrThrow(),
  updateZone: (db: Db, id: number, set: Updateable<PickupZonesTable>) =>
    db.updateTable('pickup_zones').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  deleteZone: (db: Db, id: number) => db.deleteFrom('pickup_zones').where('id', '=', id).execute(),

  /** Every tour's stored pickups (tours are a short catalogue): which zones are in use. */
  tourPickupColumns: (db: Db) =>
    db.selectFrom('tours').select(['id', 'pickup_zones']).where('pickup_zones', 'is not', null).execute(),

  findTour: (db: Db, tourId: number) =>
    db
      .selectFrom('tours')
      .select(['id', 'is_active', 'pickup_zones'])
      .where('id', '=', tourId)
      .executeTakeFirst(),

  setTourPickups: (db: Db, tourId: number, pickups: string | null, now: string) =>
    db
      .updateTable('tours')
      .set({ pickup_zones: pickups, updated_at: now })
      .where('id', '=', tourId)
      .executeTakeFirst(),
};
