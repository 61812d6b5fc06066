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
  /** PostgreSQL's connection pool, whose counts the metrics read; none on SQLite */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  close(): Promise<void>;
}

// PostgreSQL returns COUNT/SUM of bigint and numeric as strings; parse them where we read them instead.
// int8 (20) values here are counts far below 2^53, so reading them as numbers is safe.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens the database named by the configuration: PostgreSQL for a postgres:// URL, otherwise SQLite. */
export function openDatabase(opts: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // A database host that drops packets (a failover in progress) would otherwise keep a request
      // waiting for a connection forever; this way it fails (503) and the next one tries afresh.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    watchConnectionLoss(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pool, close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'app.db'));
  // WAL lets readers run during a write; synchronous=FULL makes a committed booking survive a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Erased and deleted text is overwritten with zeros, not left readable in the file's free pages
  // (issue 28: a KVKK erasure must not survive in the database file; decision 033).
  sqlite.pragma('secure_delete = ON');
  cachePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * A connection the server ends (a restart, a failover, an admin's pg_terminate_backend) makes its
 * `pg` client emit 'error'. The pool listens on idle clients only and removes that listener while a
 * client is checked out, so a connection lost mid-request was an 'error' event nobody heard, which
 * Node turns into an uncaught exception that ends the process. Each client therefore gets its own
 * listener for its whole life: the query in flight still fails (and the request answers 503), the
 * broken client is discarded when released (pg-pool drops clients that are no longer queryable),
 * and the next query opens a new connection, so service returns by itself with the database.
 */
function watchConnectionLoss(pool: pg.Pool): void {
  const report = (err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`);
  pool.on('connect', (client) => client.on('error', report));
  // The pool re-emits an idle client's error after dropping the client; reported above already, but
  // an 'error' event without a listener would throw.
  pool.on('error', () => undefined);
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
