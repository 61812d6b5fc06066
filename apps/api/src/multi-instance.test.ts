import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/kysely.js';
import { migrateToLatest } from './db/migrate.js';
import { mp4Bytes, pngBytes } from './test/media.js';
import { multipart } from './test/multipart.js';
import { freePort } from './test/pg-cluster.js';
import { findRedisServer, startRedisServer, type RedisServer } from './test/redis-server.js';
import { startServerProcess, type ServerProcess } from './test/server-process.js';
import { createEmptyDatabase } from './test/test-app.js';
import { airportBookingBody, insertTransferFixture, type Fixture } from './test/transfer-fixtures.js';

/**
 * Three real API processes over one PostgreSQL database, requests spread across them as a load
 * balancer would: they must behave as one site (decision 019). Each has its own data directory, so
 * nothing may rely on one instance's disk. Run once with the limits in PostgreSQL and once with
 * them in Redis.
 */
const redisBin = findRedisServer();
const skipReason = !process.env.TEST_DATABASE_URL ? 'runs in the PostgreSQL tier (scripts/with-postgres.sh)' : null;
if (skipReason) console.warn(`multi-instance test skipped: ${skipReason}`);

const ADMIN = { username: 'owner', password: 'correct horse battery' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const backends = [{ limits: 'postgres' as const }, ...(redisBin ? [{ limits: 'redis' as const }] : [])];
if (!redisBin && !skipReason) console.warn('multi-instance test with REDIS_URL skipped: no redis-server (scripts/install-system-deps.sh)');

describe.skipIf(skipReason !== null).each(backends)('three API instances over one PostgreSQL, limits in $limits', ({ limits }) => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let redis: RedisServer | undefined;
  let fx: Fixture;
  let servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let visitor = 0;
  /** a new client address per call (one trusted proxy hop), unless a test wants one address */
  const newAddress = () => {
    visitor++;
    return `10.${limits === 'redis' ? 20 : 10}.${Math.floor(visitor / 250) % 250}.${visitor % 250}`;
  };

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const setup = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(setup.db, setup.dialect);
    fx = await insertTransferFixture(setup.db);
    await setup.close();
    if (limits === 'redis') redis = await startRedisServer(redisBin!);
    servers = await Promise.all(
      [0, 1, 2].map(async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-instance-'));
        dataDirs.push(dataDir);
        return startServerProcess(await freePort(), {
          DATABASE_URL: database.databaseUrl!,
          DATA_DIR: dataDir,
          DEMO_MODE: 'false',
          TRUST_PROXY: '1',
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          ...(redis ? { REDIS_URL: redis.url } : {}),
          // three processes compiling at once on a busy 2-core machine
        }, 90_000);
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await redis?.stop();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
    await database?.remove();
  }, 30_000);

  const call = (server: ServerProcess, url: string, init: RequestInit & { address?: string } = {}) =>
    fetch(`${server.url}${url}`, {
      ...init,
      headers: { 'x-forwarded-for': init.address ?? newAddress(), ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(8_000),
    });
  const json = (server: ServerProcess, url: string, body: unknown, init: RequestInit & { address?: string } = {}) =>
    call(server, url, {
      method: 'POST',
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      body: JSON.stringify(body),
    });

  async function signIn(server: ServerProcess): Promise<string> {
    const res = await json(server, '/api/auth/login', ADMIN);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('riviera_session='));
    return cookie!.split(';')[0]!;
  }

  async function usdRate(server: ServerProcess): Promise<number> {
    const res = await call(server, '/api/currencies/active');
    const body = (await res.json()) as { data: { code: string; rate_to_try: number }[] };
    return body.data.find((c) => c.code === 'USD')!.rate_to_try;
  }

  it('an admin edit on one instance is seen by the next public read on the others within 1 s', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const before = await usdRate(b);
    await usdRate(c);
    // A change made behind the API's back stays unseen: b and c really serve from their caches.
    const direct = new pg.Client({ connectionString: database.databaseUrl });
    await direct.connect();
    const { rows } = await direct.query<{ id: number }>("UPDATE currencies SET rate_to_try = 99 WHERE code = 'USD' RETURNING id");
    await direct.end();
    expect(await usdRate(b)).toBe(before);
    expect(await usdRate(c)).toBe(before);

    const cookie = await signIn(a);
    const edit = await json(a, `/api/currencies/${rows[0]!.id}`, { rate_to_try: 41.25 }, { method: 'PUT', headers: { cookie } });
    expect(edit.status).toBe(200);
    const saved = Date.now();
    for (const other of [b, c]) {
      let rate = await usdRate(other);
      while (rate !== 41.25 && Date.now() - saved < 1_000) {
        await sleep(20);
        rate = await usdRate(other);
      }
      expect(rate).toBe(41.25);
    }
    expect(Date.now() - saved).toBeLessThan(1_000);
  });

  it('the 6th wrong password spread over the three instances is refused with 429', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await json(servers[i % 3]!, '/api/auth/login', { username: ADMIN.username, password: `wrong ${i}` }, { address });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('the PNR look-up limit (10 a minute) holds across the instances', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await json(servers[i % 3]!, '/api/bookings/search-by-pnr', { pnr_code: 'ZZZZZZZZ' }, { address });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    // Counted per instance, each would still allow 6 more.
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('an image uploaded through one instance is served by the other two, and a video with a Range request', async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    const cookie = await signIn(a);
    // Over several 256 KB chunks, with no repeating pattern, so a wrong chunk or offset shows.
    const video = mp4Bytes(700_000);
    for (let i = 24; i < video.length; i++) video[i] = (i * 7919) % 251;
    const form = multipart(
      { title: 'Akdeniz', subtitle: 'Antalya', description: 'Havalimanından otelinize', is_active: '1' },
      {
        video: { filename: 'clip.mp4', contentType: 'video/mp4', data: video },
        poster: { filename: 'poster.png', contentType: 'image/png', data: await pngBytes(800, 450) },
      },
    );
    const created = await call(a, '/api/heroes', { method: 'POST', headers: { cookie, ...form.headers }, body: form.payload });
    expect(created.status).toBe(201);
    const hero = ((await created.json()) as { data: { video_path: string; poster_path: string } }).data;

    for (const other of [b, c]) {
      const poster = await call(other, hero.poster_path);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/webp');
      const meta = await (await import('sharp')).default(Buffer.from(await poster.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450]);
    }
    const whole = await call(c, hero.video_path);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const etag = whole.headers.get('etag')!;

    const part = await call(b, hero.video_path, { headers: { range: 'bytes=250000-530000' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 250000-530000/${video.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(250000, 530001))).toBe(true);
    const tail = await call(c, hero.video_path, { headers: { range: 'bytes=-100' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 100))).toBe(true);
    const outside = await call(b, hero.video_path, { headers: { range: `bytes=${video.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${video.length}`);
    expect((await call(b, hero.video_path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await call(b, '/uploads/heroes/0123456789abcdef0123456789abcdef.mp4')).status).toBe(404);
  });

  it('kill -9 of one instance during a booking stream loses no acknowledged booking, and the others go on serving', async () => {
    const victim = servers[2]!;
    const answers: { server: number; at: number; status?: number; pnr?: string; error?: string }[] = [];
    let running = true;
    const workers = Array.from({ length: 6 }, async (_, w) => {
      while (running) {
        const server = w % 3;
        const at = Date.now();
        try {
          const res = await json(servers[server]!, '/api/bookings', airportBookingBody(fx), { headers: { 'idempotency-key': randomUUID() } });
          const body = (await res.json()) as { data?: { pnr_code: string } };
          answers.push({ server, at, status: res.status, pnr: body.data?.pnr_code });
        } catch (err) {
          answers.push({ server, at, error: String((err as Error).cause ?? err) });
          await sleep(20);
        }
      }
    });
    await sleep(1_000);
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await sleep(1_500);
    running = false;
    await Promise.all(workers);

    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.pnr!);
    expect(acknowledged.length).toBeGreaterThan(0);
    const check = new pg.Client({ connectionString: database.databaseUrl });
    await check.connect();
    const stored = new Set((await check.query<{ pnr_code: string }>('SELECT pnr_code FROM bookings WHERE pnr_code = ANY($1)', [acknowledged])).rows.map((r) => r.pnr_code));
    await check.end();
    expect(acknowledged.filter((p) => !stored.has(p))).toEqual([]);

    // The survivors answered every request, before and after the kill, with a booking.
    const survivors = answers.filter((a) => a.server !== 2);
    expect(survivors.filter((a) => a.status !== 201).map((a) => a.error ?? a.status)).toEqual([]);
    expect(survivors.filter((a) => a.at > killedAt + 100).length).toBeGreaterThan(0);
    expect(victim.isRunning()).toBe(false);
    // and the public site still reads on them
    expect((await call(servers[0]!, '/api/currencies/active')).status).toBe(200);
    expect((await call(servers[1]!, '/api/currencies/active')).status).toBe(200);
  }, 30_000);
});
