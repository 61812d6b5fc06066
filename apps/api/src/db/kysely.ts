import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.js';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

// PostgreSQL returns COUNT/SUM of bigint and numeric as strings; parse them where we read them instead.
// int8 (20) values here are counts far below 2^53, so reading them as numbers is safe.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens the database named by the configuration: PostgreSQL for a postgres:// URL, otherwise SQLite. */
export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'app.db'));
  // WAL lets readers run during a write; synchronous=FULL makes a committed booking survive a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
