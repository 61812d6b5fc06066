import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';
import { SESSION_COOKIE } from './auth/session-token.js';

/**
 * Every back-office endpoint answers 401 without a valid server-side session, whatever the browser
 * sends. The list is not written by hand: it is every route registered with `access: 'admin'`, so
 * routes added later are covered as soon as they exist.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
});
afterAll(async () => {
  await ctx.close();
});

/** Public routes that change something or take a body; anything else that does must be an admin route. */
const PUBLIC_WRITES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/currencies/convert',
  'POST /api/calculate-price',
  'POST /api/bookings',
  'POST /api/bookings/search-by-pnr',
  'POST /api/tour-reservations',
  'POST /api/bookings/manage',
  'POST /api/bookings/manage/voucher',
  'POST /api/bookings/manage/cancel',
  'POST /api/bookings/manage/change-request',
  // the driver's status taps: guarded by the share link's token, not a session (decision 035)
  'POST /api/driver-runs/:token/jobs/:id/status',
  // resellers over OCTO: guarded by their own API key (Bearer), not a session (decision 041)
  'POST /api/octo/availability',
  'POST /api/octo/availability/calendar',
  'POST /api/octo/bookings',
  'POST /api/octo/bookings/:uuid/confirm',
  'POST /api/octo/bookings/:uuid/cancel',
  'DELETE /api/octo/bookings/:uuid',
]);

/** All registered routes, read from Fastify's own route tree. */
function allRoutes(): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = `${stack.join('')}${m[2]!}`;
    stack.push(m[2]!);
    for (const method of m[3]!.split(', ')) if (method !== 'HEAD') out.push({ method, url });
  }
  return out;
}

const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('back-office access', () => {
  it('collects the back-office routes, the bookings and dashboard ones among them', () => {
    const keys = ctx.app.deps.adminRoutes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/auth/me',
      'GET /api/dashboard/stats',
      'GET /api/dashboard/activities',
      'GET /api/bookings',
      'PUT /api/bookings/:id/status',
      'DELETE /api/bookings/:id',
      'GET /api/admin/bookings/:id',
      'GET /api/tour-reservations',
      'PUT /api/tour-reservations/:id/status',
      'DELETE /api/tour-reservations/:id',
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it('answers every back-office route with 401 without a session, with a made-up cookie and with a bearer token', async () => {
    const forgedCookie = `${SESSION_COOKIE}=${Buffer.alloc(32, 7).toString('base64url')}`;
    const attempts: Record<string, Record<string, string>> = {
      'no credentials': {},
      'made-up cookie': { cookie: forgedCookie },
      'bearer token': { authorization: 'Bearer admin-token-from-local-storage' },
      'other cookie name': { cookie: 'admin_token=1; token=1' },
    };
    const failures: string[] = [];
    for (const route of ctx.app.deps.adminRoutes) {
      for (const [how, headers] of Object.entries(attempts)) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: fill(route.url),
          headers,
          ...(MUTATING.has(route.method) ? { payload: { status: 'confirmed' } } : {}),
        });
        if (res.statusCode !== 401 || json(res).success !== false) failures.push(`${route.method} ${route.url} (${how}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(ctx.app.deps.adminRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it('lets the same routes through with a real session (none answers 401)', async () => {
    const cookie = await signIn(ctx.app);
    for (const route of ctx.app.deps.adminRoutes.filter((r) => r.method === 'GET')) {
      const res = await ctx.app.inject({ method: 'GET', url: fill(route.url), headers: { cookie } });
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
  });

  it('has no public route that writes, other than the known public ones', () => {
    const admin = new Set(ctx.app.deps.adminRoutes.map((r) => `${r.method} ${r.url}`));
    const routes = allRoutes();
    // The route-tree reader itself works: it sees known public and admin routes.
    expect(routes).toContainEqual({ method: 'POST', url: '/api/currencies/convert' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/auth/me' });
    const unguarded = routes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => {
        const [method, url] = key.split(' ') as [string, string];
        const isBackOfficePath = /^\/api\/(admin|dashboard)\//.test(url);
        return !admin.has(key) && (MUTATING.has(method) || isBackOfficePath) && !PUBLIC_WRITES.has(key);
      });
    expect(unguarded).toEqual([]);
  });
});
