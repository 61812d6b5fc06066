import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

/**
 * Errors the router raises before any route runs (a URL that does not decode, a path segment
 * longer than the router takes) answer with the API's envelope in the caller's language, with the
 * security headers, and without echoing the URL back.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(async () => {
  await ctx.close();
});

describe('router errors', () => {
  it.each([
    ['a malformed percent-encoding', '/api/tours/%ZZ', 400],
    ['a lone percent sign', '/api/vehicles/%', 400],
    ['an overlong UTF-8 sequence', '/api/bookings/%C0%AE/status', 400],
    ['a path segment past the router limit', `/api/tours/${'9'.repeat(201)}`, 414],
  ])('%s answers the envelope', async (_what, url, status) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ success: false, message: 'Geçersiz istek' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('speaks the caller language', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/routes/%',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: 'Bad request' });
  });
});
