import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../db/kysely.js';
import { createEmptyDatabase } from '../test/test-app.js';
import { CacheInvalidation } from './cache-invalidation.js';
import { startPgInvalidationChannel, type PgInvalidationChannel } from './pg-invalidation-channel.js';
import { PublicReadCache } from './public-read-cache.js';

const skip = !process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms: number): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await sleep(10);
  }
  return Date.now() - start;
}

/** Two "instances" (a bus, a channel and a cache each) over one PostgreSQL database. */
describe.skipIf(skip)('cache invalidation across instances over LISTEN/NOTIFY', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let handle: DatabaseHandle;
  const instances: { bus: CacheInvalidation; cache: PublicReadCache; channel: PgInvalidationChannel }[] = [];

  beforeAll(async () => {
    database = await createEmptyDatabase();
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    for (let i = 0; i < 2; i++) {
      const bus = new CacheInvalidation();
      const channel = startPgInvalidationChannel(bus, { connectionString: database.databaseUrl!, db: handle.db, minBackoffMs: 50 });
      await channel.ready;
      instances.push({ bus, cache: new PublicReadCache({ enabled: true, invalidation: bus }), channel });
    }
  });
  afterAll(async () => {
    for (const i of instances) await i.channel.close();
    await handle.close();
    await database.remove();
  });

  const read = (cache: PublicReadCache, value: number) => cache.json('tours', 'list', z.object({ n: z.number() }), async () => ({ n: value })).then((body) => body.text);

  it("empties the other instance's cache within a second of a write", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    expect(await read(b.cache, 1)).toBe('{"n":1}');
    expect(await read(b.cache, 2)).toBe('{"n":1}'); // kept
    await a.bus.publish();
    const took = await until(() => b.cache.size === 0, 1_000);
    expect(took).toBeLessThan(1_000);
    expect(await read(b.cache, 3)).toBe('{"n":3}');
  });

  it('a lost listening connection empties the cache, bypasses it, and it serves again after reconnecting', async () => {
    const b = instances[1]!;
    await read(b.cache, 4);
    expect(b.cache.size).toBe(1);
    // What a failover or a DBA does to the connection; the request pool is not touched.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(handle.db);
    await until(() => !b.bus.isLive, 2_000);
    expect(b.cache.size).toBe(0);
    // Not live: every read goes to the loader, nothing is kept.
    if (!b.bus.isLive) {
      expect(await read(b.cache, 5)).toBe('{"n":5}');
      expect(b.cache.size).toBe(0);
    }
    await until(() => b.bus.isLive, 5_000);
    expect(await read(b.cache, 6)).toBe('{"n":6}');
    expect(await read(b.cache, 7)).toBe('{"n":6}');
    // and it hears the other instance again
    await instances[0]!.bus.publish();
    await until(() => b.cache.size === 0, 1_000);
  });
});
