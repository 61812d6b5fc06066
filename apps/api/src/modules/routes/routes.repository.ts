import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function routeRepository(db: Kysely<Database>) {
  return {
    /**
     * Active routes whose ends match the typed keys the way the autocomplete does (public-site §5):
     * the location starts with the text, or contains it after a space. Keys are already lower-cased.
     */
    searchActive(fromKey: string | undefined, toKey: string | undefined) {
      let q = db.selectFrom('routes').selectAll().where('is_active', '=', 1);
      for (const [col, key] of [['from_key', fromKey], ['to_key', toKey]] as const) {
        if (!key) continue;
        const k = likeEscape(key);
        q = q.where((eb) =>
          eb.or([
            eb(col, 'like', `${k}%`, ),
            eb(col, 'like', `% ${k}%`),
          ]),
        );
      }
      return q.orderBy('from_location').orderBy('to_location').limit(2000).execute();
    },
    pricesFor(routeIds: number[]) {
      if (routeIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('route_prices')
        .innerJoin('vehicle_types', 'vehicle_types.key', 'route_prices.vehicle_type_key')
        .select(['route_prices.route_id', 'route_prices.vehicle_type_key', 'route_prices.price_euro'])
        .where('route_prices.route_id', 'in', routeIds)
        .orderBy('vehicle_types.sort_order')
        .execute();
    },
  };
}
