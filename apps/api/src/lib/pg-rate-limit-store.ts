import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { rateLimitHitsRepository } from './rate-limit-hits.repository.js';

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
      rateLimitHitsRepository
        .hit(db, k, timeWindow)
        .then(
          (row) => {
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

/** Deletes counters whose window has ended (run by the once-only cleanup job), on either database. */
export async function deleteExpiredRateLimitHits(db: Kysely<Database>, dialect: DialectName): Promise<number> {
  return rateLimitHitsRepository.deleteExpired(db, dialect);
}
