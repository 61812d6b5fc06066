import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

describe('security headers', () => {
  it('are on API answers, errors included', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await ctx.app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('a database without demo content still answers public reads with empty lists', async () => {
    const res = await ctx.app.inject('/api/tours?per_page=9999');
    expect(res.statusCode).toBe(200);
    expect((JSON.parse(res.body) as { data: { data: unknown[] } }).data.data).toEqual([]);
    expect((await ctx.app.inject('/api/about/active')).statusCode).toBe(404);
  });
});
