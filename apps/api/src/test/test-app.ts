import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoContent } from '../db/seed/seed-demo.js';
import { dbFileStore, importUploadsDir } from '../lib/db-file-store.js';
import { ensureAdmins } from '../modules/auth/admin-bootstrap.js';

export interface TestContext {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  dialect: DatabaseHandle['dialect'];
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh, empty database: SQLite in a temporary folder, or a new database on TEST_DATABASE_URL's cluster. */
export async function createEmptyDatabase(): Promise<{ dataDir: string; databaseUrl: string | undefined; remove: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const clusterUrl = process.env.TEST_DATABASE_URL;
  if (!clusterUrl) return { dataDir, databaseUrl: undefined, remove: async () => removeDir() };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async remove() {
      const c = new pg.Client({ connectionString: clusterUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      removeDir();
    },
  };
}

/**
 * A fresh application on a fresh database for one test file: SQLite in a temporary folder, or,
 * when TEST_DATABASE_URL is set (the PostgreSQL run), a new database created on that cluster.
 */
export async function createTestApp(
  opts: { seed?: boolean; env?: Record<string, string>; logStream?: { write(line: string): void } } = {},
): Promise<TestContext> {
  const { dataDir, databaseUrl, remove } = await createEmptyDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_MODE: opts.seed === false ? 'false' : 'true',
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    // Fixtures book many times for one address; the per-address cap (decision 033) has its own test.
    CUSTOMER_MAILS_PER_ADDRESS_PER_HOUR: '1000',
    // Load shedding answers 503 when the event loop lags by a second, which a loaded test machine
    // does; its own test (server-limits.test.ts) sets it. Elsewhere a 503 would be the machine's.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  });
  const handle = openDatabase(config);
  await migrateToLatest(handle.db, handle.dialect);
  if (opts.seed !== false) await seedDemoContent(handle.db, config.uploadsDir);
  if (opts.seed !== false && handle.dialect === 'postgres') await importUploadsDir(dbFileStore(handle.db), config.uploadsDir, 'demo');
  await ensureAdmins(handle.db, config);
  const app = await buildApp({
    config,
    db: handle.db,
    dialect: handle.dialect,
    pool: handle.pool,
    ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    dialect: handle.dialect,
    config,
    async close() {
      await app.close();
      await handle.close();
      await remove();
    },
  };
}

/** Parses an inject() response's JSON body with a type for convenience in assertions. */
export const json = <T = { success: boolean; data: unknown; message?: string; errors?: Record<string, string[]> }>(res: {
  body: string;
}): T => JSON.parse(res.body) as T;
