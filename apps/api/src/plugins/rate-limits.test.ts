import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/pg-cluster.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

/** Redis holding the limits' counters is away: the limited routes answer 503 as for the database, never 500. */
describe('rate limits in Redis when Redis cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => ctx.close());

  it('answers a limited route with the 503 envelope and Retry-After, and other routes as usual', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/search-by-pnr',
      headers: { 'accept-language': 'en' },
      payload: { pnr_code: 'ZZZZZZZZ' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ success: false, message: expect.any(String) as string });
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
  });
});
