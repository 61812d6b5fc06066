import { roleMayUse } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

/**
 * Every back-office endpoint, as registered (not a hand list), is tried as an Operasyon user: it
 * answers 403 exactly where the role may not act and lets the request through where it may.
 */
let ctx: TestContext;
let adminCookie: string;
let opsCookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  adminCookie = await signIn(ctx.app);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: adminCookie },
    payload: { username: 'operasyon1', password: 'operasyon-sifre', role: 'operations' },
  });
  expect(created.statusCode).toBe(200);
  opsCookie = await signIn(ctx.app, { username: 'operasyon1', password: 'operasyon-sifre' });
  await insertBooking(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What Operasyon runs the day with; anything else it gets must be a deliberate change of this list. */
const OPEN_TO_OPERATIONS = [
  'GET /api/auth/me',
  'PUT /api/auth/password',
  'GET /api/bookings',
  'GET /api/admin/bookings/:id',
  'PUT /api/bookings/:id/status',
  'GET /api/admin/bookings/:id/changes',
  'POST /api/admin/bookings/:id/quote',
  'PUT /api/admin/bookings/:id',
  'GET /api/admin/bookings/:id/change-requests',
  'POST /api/admin/change-requests/:id/decision',
  'GET /api/tour-reservations',
  // the channel filter's resellers (decision 041)
  'GET /api/admin/tour-reservations/channels',
  'PUT /api/tour-reservations/:id/status',
  'GET /api/admin/tour-reservations/:id/changes',
  'POST /api/admin/tour-reservations/:id/quote',
  'PUT /api/admin/tour-reservations/:id',
  'GET /api/admin/tour-reservations/:id/change-requests',
  'GET /api/admin/bookings/:id/notes',
  'POST /api/admin/bookings/:id/notes',
  'GET /api/admin/tour-reservations/:id/notes',
  'POST /api/admin/tour-reservations/:id/notes',
  'GET /api/admin/bookings/export.csv',
  'GET /api/admin/tour-reservations/export.csv',
  'GET /api/admin/operations/jobs/export.csv',
  'GET /api/admin/bookings/:id/mails',
  'POST /api/admin/bookings/:id/mails/:mailId/send-held',
  'POST /api/admin/bookings/:id/mails/resend',
  'GET /api/admin/tour-reservations/:id/mails',
  'POST /api/admin/tour-reservations/:id/mails/:mailId/send-held',
  'POST /api/admin/tour-reservations/:id/mails/resend',
  'GET /api/admin/operations/jobs',
  'GET /api/admin/operations/live',
  'PUT /api/admin/operations/jobs/:id/assignment',
  'GET /api/admin/operations/run-sheet',
  'POST /api/admin/operations/run-links',
  // the driver's links: the live ones listed and revoked, and a job's conflicts before assigning (decision 032)
  'GET /api/admin/operations/run-links',
  'DELETE /api/admin/operations/run-links/:id',
  'GET /api/admin/operations/jobs/:id/warnings',
  'GET /api/admin/operations/settings',
  'GET /api/admin/drivers',
  'POST /api/admin/drivers',
  'PUT /api/admin/drivers/:id',
  // 'Kalkışlar': a tour's departures, one departure's capacity, closing and cancelling, the manifest
  // (decision 034); the weekly schedule stays Yönetici's
  'GET /api/admin/tours/:id/departures',
  'PUT /api/admin/tours/:id/departures',
  'POST /api/admin/tours/:id/departures/cancel',
  'GET /api/admin/tours/:id/departures/manifest',
  'GET /api/admin/tours/:id/departures/manifest.csv',
];

/** Personal data (requests from a person, retention) is Yönetici's alone (decision 023). */
const PERSONAL_DATA_ROUTES = [
  'GET /api/admin/personal-data',
  'GET /api/admin/personal-data/export.json',
  'GET /api/admin/personal-data/export.csv',
  'POST /api/admin/personal-data/anonymise',
  'GET /api/admin/retention',
  'POST /api/admin/retention/run',
];

/** Resellers' OCTO keys sell seats: Yönetici's alone (decision 041). */
const RESELLER_KEY_ROUTES = [
  'GET /api/admin/reseller-keys',
  'POST /api/admin/reseller-keys',
  'POST /api/admin/reseller-keys/:id/revoke',
];

describe('roles on every back-office endpoint', () => {
  it("keeps resellers' API keys to Yönetici", () => {
    const keys = ctx.app.deps.adminRoutes.filter((r) => RESELLER_KEY_ROUTES.includes(`${r.method} ${r.url}`));
    expect(keys).toHaveLength(RESELLER_KEY_ROUTES.length);
    expect(keys.filter((r) => r.roles.length > 0)).toEqual([]);
  });

  it('keeps personal data to Yönetici', () => {
    const personal = ctx.app.deps.adminRoutes.filter((r) =>
      PERSONAL_DATA_ROUTES.includes(`${r.method} ${r.url}`),
    );
    expect(personal).toHaveLength(PERSONAL_DATA_ROUTES.length);
    expect(personal.filter((r) => r.roles.length > 0)).toEqual([]);
  });

  it('opens to Operasyon exactly the day-to-day routes', () => {
    const open = ctx.app.deps.adminRoutes
      .filter((r) => roleMayUse('operations', r.roles))
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...OPEN_TO_OPERATIONS].sort());
  });

  it('answers Operasyon 403 on every other route, and lets the open ones through', async () => {
    const wrong: string[] = [];
    let forbidden = 0;
    for (const route of ctx.app.deps.adminRoutes) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: { cookie: opsCookie },
        ...(MUTATING.has(route.method)
          ? { payload: { status: 'confirmed', body: 'not', is_active: false } }
          : {}),
      });
      const mayUse = roleMayUse('operations', route.roles);
      if (!mayUse) forbidden++;
      if (
        mayUse
          ? res.statusCode === 403 || res.statusCode === 401
          : res.statusCode !== 403 || json(res).success !== false
      ) {
        wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // the deletions, the catalogue, the settings and the users are among the refused
    expect(forbidden).toBeGreaterThan(30);
  });

  it('refuses Operasyon with a Turkish message and nothing changes', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/bookings/1',
      headers: { cookie: opsCookie },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('Bu işlem için yetkiniz yok');
    const still = await ctx.db.selectFrom('bookings').select('id').where('id', '=', 1).executeTakeFirst();
    expect(still).toBeDefined();
  });

  it('lets Yönetici use every route (none answers 403 to a signed-in Yönetici reading)', async () => {
    for (const route of ctx.app.deps.adminRoutes.filter((r) => r.method === 'GET')) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: fill(route.url),
        headers: { cookie: adminCookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403);
    }
  });

  it('documents who may use each back-office operation, and the 403', async () => {
    const doc = json<{
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    }>(await ctx.app.inject({ method: 'GET', url: '/api/docs/json' }));
    const list = doc.paths['/api/bookings']!.get!;
    expect(list.description).toContain('Roles: Yönetici, Operasyon');
    expect(list.responses['403']).toBeDefined();
    const del = doc.paths['/api/bookings/{id}']!.delete!;
    expect(del.description).toContain('Roles: Yönetici (others get 403)');
  });
});
