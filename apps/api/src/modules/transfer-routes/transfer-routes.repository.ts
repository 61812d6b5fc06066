import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself (with `ESCAPE '\'`, see below). */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column LIKE pattern ESCAPE '\'`. The ESCAPE clause is what makes the backslashes above mean
 * "literally": PostgreSQL assumes it, SQLite has no escape character unless told.
 */
const likeEscaped = (column: 'from_key' | 'to_key', pattern: string) =>
  sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;

/** Safety cap on distinct place names read for the autocomplete. */
const LOCATION_LIST_CAP = 5000;

/** Public route reads: active routes only. */
export function transferRouteRepository(db: Kysely<Database>) {
  return {
    /**
     * Active routes whose ends match the typed keys the way the autocomplete does (public-site §5):
     * the location starts with the text, or contains it after a space. Keys are already lower-cased.
     */
    searchActive(
      fromKey: string | undefined,
      toKey: string | undefined,
      /** points whose other-language names match what was typed (decision 024), per end */
      named: { from: readonly string[]; to: readonly string[] } = { from: [], to: [] },
    ) {
      // Only what the DTO shows: every column read is a JS string built per row, per request.
      let q = db
        .selectFrom('routes')
        .select(['id', 'from_location', 'to_location', 'is_active'])
        .where('is_active', '=', 1);
      for (const [col, key, pointKeys] of [
        ['from_key', fromKey, named.from],
        ['to_key', toKey, named.to],
      ] as const) {
        if (!key) continue;
        const k = likeEscape(key);
        q = q.where((eb) =>
          eb.or([
            likeEscaped(col, `${k}%`),
            likeEscaped(col, `% ${k}%`),
            ...(pointKeys.length > 0 ? [eb(col, 'in', [...pointKeys])] : []),
          ]),
        );
      }
      return q.orderBy('from_location').orderBy('to_location').limit(2000).execute();
    },
    /**
     * Distinct spellings of the active routes' starting points, or of their destinations (only
     * those reachable from `fromKey` when given). Place names are few compared with routes, so
     * the autocomplete ranks this short list in memory with the domain's Turkish rules.
     */
    async distinctLocations(end: 'from' | 'to', fromKey?: string): Promise<{ location: string; key: string }[]> {
      let q = db
        .selectFrom('routes')
        .select(end === 'from' ? ['from_location as location', 'from_key as key'] : ['to_location as location', 'to_key as key'])
        .distinct()
        .where('is_active', '=', 1);
      if (end === 'to' && fromKey) q = q.where('from_key', '=', fromKey);
      return q.limit(LOCATION_LIST_CAP).execute();
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
