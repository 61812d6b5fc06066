import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Statements that steer the database session rather than read or write rows: PostgreSQL's advisory
 * locks (run-exclusive.ts) and notifications (pg-invalidation-channel.ts), and the savepoints of the
 * SQLite group commit (group-commit.ts). Kept here so that SQL lives in repositories only (decision 013).
 */
export const dbControlRepository = {
  /** Takes the named advisory lock on `conn`, waiting for its holder. */
  lock: async (conn: Kysely<Database>, name: string): Promise<void> => {
    await sql`SELECT pg_advisory_lock(hashtextextended(${name}, 0))`.execute(conn);
  },

  /** Takes the named advisory lock on `conn` if it is free; whether it was taken. */
  tryLock: async (conn: Kysely<Database>, name: string): Promise<boolean> => {
    const got = await sql<{
      got: boolean;
    }>`SELECT pg_try_advisory_lock(hashtextextended(${name}, 0)) AS got`.execute(conn);
    return Boolean(got.rows[0]?.got);
  },

  unlock: async (conn: Kysely<Database>, name: string): Promise<void> => {
    await sql`SELECT pg_advisory_unlock(hashtextextended(${name}, 0))`.execute(conn);
  },

  /** Sends a notification on `channel` (empty, or a small JSON payload) to every listening instance. */
  notify: async (db: Kysely<Database>, channel: string, payload = ''): Promise<void> => {
    await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
  },

  /** One name serves every unit of a group commit: each savepoint is released before the next is opened. */
  savepoint: async (trx: Transaction<Database>): Promise<void> => {
    await sql`savepoint unit`.execute(trx);
  },
  release: async (trx: Transaction<Database>): Promise<void> => {
    await sql`release unit`.execute(trx);
  },
  rollbackToSavepoint: async (trx: Transaction<Database>): Promise<void> => {
    await sql`rollback to unit`.execute(trx);
  },
};
