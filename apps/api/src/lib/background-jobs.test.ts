import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import { createEmptyDatabase } from '../test/test-app.js';
import { cleanupJobs } from './background-jobs.js';

/**
 * The server's cleanup jobs run on whichever database the site uses (this file runs in the SQLite
 * and the PostgreSQL API runs). `cleanup:rate-limit-hits` once wrote PostgreSQL's clock into its
 * query and failed on SQLite every ten minutes, unseen because no test ran the jobs.
 */
describe('cleanup jobs', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(handle.db, handle.dialect);
  });
  afterAll(async () => {
    await handle.close();
    await database.remove();
  });

  const job = (name: string) => {
    const found = cleanupJobs(handle.db, handle.dialect).find((j) => j.name === name);
    if (!found) throw new Error(`no job ${name}`);
    return found;
  };

  it('cleanup:rate-limit-hits deletes the counters whose window has ended and keeps the others', async () => {
    const now = Date.now();
    await handle.db
      .insertInto('rate_limit_hits')
      .values([
        { key: 'ended', hits: 3, resets_at: now - 60_000 },
        { key: 'current', hits: 1, resets_at: now + 3_600_000 },
      ])
      .execute();
    await job('cleanup:rate-limit-hits').run();
    const left = await handle.db.selectFrom('rate_limit_hits').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['current']);
  });

  it('cleanup:login-devices deletes the expired device tokens and keeps the others', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await handle.db
      .insertInto('login_devices')
      .values([
        { id_hash: 'expired', username: 'admin', created_at: at(-90_000_000), expires_at: at(-1_000) },
        { id_hash: 'valid', username: 'admin', created_at: at(0), expires_at: at(86_400_000) },
      ])
      .execute();
    await job('cleanup:login-devices').run();
    const left = await handle.db.selectFrom('login_devices').select('id_hash').execute();
    expect(left.map((r) => r.id_hash)).toEqual(['valid']);
  });

  it('every cleanup job runs without an error', async () => {
    for (const j of cleanupJobs(handle.db, handle.dialect)) await expect(j.run()).resolves.not.toThrow();
  });
});
