import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/pg-cluster.js';
import { findRedisServer, startRedisServer, type RedisServer } from '../test/redis-server.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

/**
 * Decision 033: with REDIS_URL set, a Redis that is away does not stop bookings, sign-ins or PNR
 * look-ups. The limits fail open to counters of this instance, which still hold each limit, and
 * `/api/ready` stays 200 and names the degraded part.
 */
const lookUp = (ctx: TestContext, ip = '10.9.9.9') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bookings/search-by-pnr',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: { pnr_code: 'ZZZZZZZZ' },
  });

const readiness = async (ctx: TestContext) => {
  const res = await ctx.app.inject('/api/ready');
  const { data } = res.json<{ data: { rate_limits: string; degraded: string[] } }>();
  return { http: res.statusCode, rate_limits: data.rate_limits, degraded: data.degraded };
};

const waitFor = async (what: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('rate limits in Redis when Redis cannot be reached', () => {
  let ctx: TestContext;
  const logged: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
      logStream: { write: (line) => void logged.push(line) },
    });
  });
  afterAll(() => ctx.close());

  it('serves the limited route, still holds its limit per instance, and says so in readiness and the log', async () => {
    const first = await lookUp(ctx);
    expect(first.statusCode, first.body).toBe(404);
    for (let i = 0; i < 9; i++) expect((await lookUp(ctx)).statusCode).toBe(404);
    // the 11th look-up in the minute is over LOOKUP_RATE_LIMIT (10), counted by this instance
    expect((await lookUp(ctx)).statusCode).toBe(429);
    expect((await lookUp(ctx, '10.9.9.10')).statusCode).toBe(404);
    expect(await readiness(ctx)).toEqual({ http: 200, rate_limits: 'redis', degraded: ['rate_limits_per_instance'] });
    expect(logged.filter((l) => l.includes('counting per instance'))).toHaveLength(1);
  });
});

const redisBin = findRedisServer();
describe.skipIf(!redisBin)('rate limits in Redis through an outage', () => {
  let redis: RedisServer;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    redis = await startRedisServer(redisBin!);
    a = await createTestApp({ seed: false, env: { REDIS_URL: redis.url } });
    b = await createTestApp({ seed: false, env: { REDIS_URL: redis.url } });
    await waitFor(async () => (await readiness(a)).degraded.length === 0 && (await readiness(b)).degraded.length === 0);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
  });

  it('shares the counters while Redis answers, counts per instance while it is away, and shares again when it is back', async () => {
    expect(await readiness(a)).toEqual({ http: 200, rate_limits: 'redis', degraded: [] });
    // shared: six look-ups on one instance and four on the other make ten; the eleventh is refused on either
    for (let i = 0; i < 6; i++) expect((await lookUp(a, '10.1.1.1')).statusCode).toBe(404);
    for (let i = 0; i < 4; i++) expect((await lookUp(b, '10.1.1.1')).statusCode).toBe(404);
    expect((await lookUp(a, '10.1.1.1')).statusCode).toBe(429);

    await redis.stop();
    // away: served (not 503), and each instance holds the limit on its own
    for (let i = 0; i < 10; i++) expect((await lookUp(a, '10.2.2.2')).statusCode).toBe(404);
    expect((await lookUp(a, '10.2.2.2')).statusCode).toBe(429);
    expect((await lookUp(b, '10.2.2.2')).statusCode).toBe(404);
    expect((await readiness(a)).degraded).toEqual(['rate_limits_per_instance']);
    expect((await readiness(b)).http).toBe(200);

    redis = await startRedisServer(redisBin!, { port: redis.port });
    await waitFor(async () => (await readiness(a)).degraded.length === 0 && (await readiness(b)).degraded.length === 0, 30_000);
    for (let i = 0; i < 10; i++) expect((await lookUp(b, '10.3.3.3')).statusCode).toBe(404);
    expect((await lookUp(a, '10.3.3.3')).statusCode).toBe(429);
  }, 60_000);
});
