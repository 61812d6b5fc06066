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
    // An idle connection the server ends (a restart, a failover, an admin's terminate) is dropped by
    // the pool and replaced on next use; without a listener Node would take it for an uncaught error.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
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
  cachePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every statement anew; preparing costs about as much as running a
 * small query. The same SQL text always gets the same prepared statement here (most recently used
 * 500 kept). Safe because the driver runs one query at a time on its single connection.
 */
function cachePreparedStatements(sqlite: SQLite.Database, max = 500): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let stmt = cache.get(source);
    if (stmt) {
      cache.delete(source);
    } else {
      stmt = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, stmt);
    return stmt;
  }) as typeof sqlite.prepare;
}
