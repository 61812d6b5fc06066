import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

/** The argument and answer shapes of @fastify/rate-limit's store contract (store/LocalStore.js). */
export type Done = (err: Error | null, res?: { current: number; ttl: number }) => void;
export interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** What @fastify/rate-limit calls on a store. */
export interface RateLimitStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteInfo): RateLimitStore;
}

/** The database clock in milliseconds: every instance counts windows on the same clock. */
const NOW_MS = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * A @fastify/rate-limit store whose counters are rows of `rate_limit_hits` in PostgreSQL, so a
 * limit of N holds across every instance rather than N per process (decision 019). Each hit is one
 * atomic upsert: it starts a window, or counts in the current one, and returns the count and time
 * left; concurrent hits from several instances serialise on the row. Expired rows are deleted by
 * the cleanup job (lib/background-jobs.ts). Keys are prefixed by route, as the Redis store does.
 */
export function pgRateLimitStore(db: Kysely<Database>): new (options?: unknown) => RateLimitStore {
  class PgRateLimitStore implements RateLimitStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, done: Done, timeWindow: number): void {
      const k = `${this.prefix}${key}`.slice(0, 400);
      sql<{ hits: number; ttl: number }>`
        INSERT INTO rate_limit_hits (key, hits, resets_at) VALUES (${k}, 1, ${NOW_MS} + ${timeWindow})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_hits.resets_at <= ${NOW_MS} THEN 1 ELSE rate_limit_hits.hits + 1 END,
          resets_at = CASE WHEN rate_limit_hits.resets_at <= ${NOW_MS} THEN ${NOW_MS} + ${timeWindow} ELSE rate_limit_hits.resets_at END
        RETURNING hits, (resets_at - ${NOW_MS})::bigint AS ttl`
        .execute(db)
        .then(
          (r) => {
            const row = r.rows[0]!;
            done(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) });
          },
          (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
        );
    }

    /** A per-route store: the same table, keys prefixed by method and URL. */
    child(routeOptions: RouteInfo): PgRateLimitStore {
      const info = routeOptions.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new PgRateLimitStore(undefined, `${this.prefix}${method}${info.url ?? ''}|`);
    }
  }
  return PgRateLimitStore;
}

/**
 * SQLite's clock in milliseconds. The table exists there too (one schema for both dialects) and the
 * cleanup job runs on every site, so its query must speak both dialects: PostgreSQL's `extract(…
 * from …)` is a syntax error in SQLite.
 */
const SQLITE_NOW_MS = sql<number>`cast(unixepoch('subsec') * 1000 as integer)`;

/** Deletes counters whose window has ended (run by the once-only cleanup job), on either database. */
export async function deleteExpiredRateLimitHits(db: Kysely<Database>, dialect: DialectName): Promise<number> {
  const now = dialect === 'postgres' ? NOW_MS : SQLITE_NOW_MS;
  const r = await db.deleteFrom('rate_limit_hits').where('resets_at', '<', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
