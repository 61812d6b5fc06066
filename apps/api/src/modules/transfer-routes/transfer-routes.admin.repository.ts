import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, RoutesTable } from '../../db/schema.js';
import { foldedEquals } from '../../lib/folded-search.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Back-office route queries: every route, active or not, with its prices. */
export const transferRouteAdminRepository = {
  listAll: (db: Db) => db.selectFrom('routes').selectAll().orderBy('from_location').orderBy('to_location').orderBy('id').execute(),
  find: (db: Db, id: number) => db.selectFrom('routes').selectAll().where('id', '=', id).executeTakeFirst(),
  findByKeys: (db: Db, fromKey: string, toKey: string) =>
    db.selectFrom('routes').selectAll().where('from_key', '=', fromKey).where('to_key', '=', toKey).executeTakeFirst(),
  /**
   * A route between the same two places spelt with other letter case or spaces ('TESTHISAR' beside
   * 'Testhisar'): the Turkish key alone tells them apart, because 'I' lower-cases to 'ı'.
   */
  findLookalike: (db: Db, from: string, to: string) =>
    db.selectFrom('routes').selectAll().where(foldedEquals('from_location', from)).where(foldedEquals('to_location', to)).executeTakeFirst(),
  /** All prices of the given routes (or of all routes), vehicle types in their display order. */
  prices: (db: Db, routeIds?: number[]) => {
    let q = db
      .selectFrom('route_prices')
      .leftJoin('vehicle_types', 'vehicle_types.key', 'route_prices.vehicle_type_key')
      .select(['route_prices.route_id', 'route_prices.vehicle_type_key', 'route_prices.price_euro'])
      .orderBy('vehicle_types.sort_order')
      .orderBy('route_prices.vehicle_type_key');
    if (routeIds) {
      if (routeIds.length === 0) return Promise.resolve([]);
      q = q.where('route_prices.route_id', 'in', routeIds);
    }
    return q.execute();
  },
  typeKeys: async (db: Db) => (await db.selectFrom('vehicle_types').select('key').execute()).map((r) => r.key),
  insert: (db: Db, row: Insertable<RoutesTable>) =>
    db.insertInto('routes').values(row).returningAll().executeTakeFirstOrThrow(),
  update: (db: Db, id: number, set: Updateable<RoutesTable>) =>
    db.updateTable('routes').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
  async replacePrices(db: Db, routeId: number, prices: { vehicle_type: string; price_euro: number }[]) {
    await db.deleteFrom('route_prices').where('route_id', '=', routeId).execute();
    if (prices.length === 0) return;
    await db
      .insertInto('route_prices')
      .values(prices.map((p) => ({ route_id: routeId, vehicle_type_key: p.vehicle_type, price_euro: p.price_euro })))
      .execute();
  },
  delete: (db: Db, id: number) => db.deleteFrom('routes').where('id', '=', id).execute(),
};
