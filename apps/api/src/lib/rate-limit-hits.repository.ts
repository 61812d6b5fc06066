import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

/** The database clock in milliseconds: every instance counts windows on the same clock. */
const NOW_MS = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * SQLite's clock in milliseconds. The table exists there too (one schema for both dialects) and the
 * cleanup job runs on every site, so its query must speak both dialects: PostgreSQL's `extract(…
 * from …)` is a syntax error in SQLite.
 */
const SQLITE_NOW_MS = sql<number>`cast(unixepoch('subsec') * 1000 as integer)`;

/** Queries of the rate-limit counters (pg-rate-limit-store.ts, decision 019). */
export const rateLimitHitsRepository = {
  /**
   * Counts one hit of `key` (PostgreSQL) in one atomic upsert: it starts a window of `windowMs`, or
   * counts in the current one; the count and the milliseconds left.
   */
  async hit(db: Kysely<Database>, key: string, windowMs: number): Promise<{ hits: number; ttl: number }> {
    const r = await sql<{ hits: number; ttl: number }>`
        INSERT INTO rate_limit_hits (key, hits, resets_at) VALUES (${key}, 1, ${NOW_MS} + ${windowMs})
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_hits.resets_at <= ${NOW_MS} THEN 1 ELSE rate_limit_hits.hits + 1 END,
          resets_at = CASE WHEN rate_limit_hits.resets_at <= ${NOW_MS} THEN ${NOW_MS} + ${windowMs} ELSE rate_limit_hits.resets_at END
        RETURNING hits, (resets_at - ${NOW_MS})::bigint AS ttl`.execute(db);
    return r.rows[0]!;
  },

  /** Deletes counters whose window has ended, on either database; how many. */
  async deleteExpired(db: Kysely<Database>, dialect: DialectName): Promise<number> {
    const now = dialect === 'postgres' ? NOW_MS : SQLITE_NOW_MS;
    const r = await db.deleteFrom('rate_limit_hits').where('resets_at', '<', now).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
};
