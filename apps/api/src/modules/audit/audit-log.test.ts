import { todayInIstanbul } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { recordAudit } from './audit.service.js';

let ctx: TestContext;
let admin: string;
let bookingId: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  admin = await signIn(ctx.app);
  bookingId = (await insertBooking(ctx.db)).id;
  await ctx.app.inject({ method: 'PUT', url: `/api/bookings/${bookingId}/status`, headers: { cookie: admin }, payload: { status: 'confirmed' } });
  await ctx.app.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie: admin }, payload: { username: 'denetim', password: 'denetim-sifre', role: 'operations' } });
  // an old record, to be left out by a date filter (Istanbul days)
  await ctx.db
    .insertInto('audit_log')
    .values({ admin_user_id: null, admin_username: 'eski', action: 'delete', entity: 'tour', entity_id: '9', before_json: '{"title":"Eski"}', after_json: null, created_at: '2025-01-01T20:59:00.000Z' })
    .execute();
  for (let i = 0; i < 30; i++) await recordAudit(ctx.db, { admin: null, action: 'import', entity: 'currency', entityId: i, after: { rate: i } });
});
afterAll(async () => {
  await ctx.close();
});

interface Entry { admin_username: string | null; action: string; entity: string; entity_id: string | null; before: unknown; after: unknown }
const list = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit-log?${query}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { data: Entry[]; total: number; last_page: number };
};

describe('GET /api/admin/audit-log', () => {
  it('shows who changed what, with the record before and after as values', async () => {
    const page = await list('entity=booking&action=status');
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      admin_username: 'test-admin',
      entity_id: String(bookingId),
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  it('filters by user and by Istanbul days, and pages newest first', async () => {
    const users = json(await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin } })).data as { id: number; username: string }[];
    const me = users.find((u) => u.username === 'test-admin')!;
    const mine = await list(`admin_user_id=${me.id}&per_page=100`);
    expect(mine.data.every((e) => e.admin_username === 'test-admin')).toBe(true);
    expect(mine.data.map((e) => e.entity)).toEqual(expect.arrayContaining(['booking', 'admin_user', 'admin_session']));

    // 20:59Z on 1 January is 23:59 in Istanbul: inside that day, not the next
    expect((await list('date_from=2025-01-01&date_to=2025-01-01')).data.map((e) => e.admin_username)).toEqual(['eski']);
    expect((await list('date_from=2025-01-02&date_to=2025-01-02')).total).toBe(0);
    const today = todayInIstanbul();
    const recent = await list(`date_from=${today}&date_to=${today}&per_page=25`);
    expect(recent.total).toBeGreaterThan(30);
    expect(recent.data).toHaveLength(25);
    expect(recent.last_page).toBe(Math.ceil(recent.total / 25));
    expect(recent.data[0]!.entity).toBe('currency');
  });

  it('offers the entities and actions that occur, and refuses an end before the start', async () => {
    const facets = json(await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log/facets', headers: { cookie: admin } })).data as { entities: string[]; actions: string[] };
    expect(facets.entities).toEqual(expect.arrayContaining(['admin_user', 'booking', 'currency', 'tour']));
    expect(facets.actions).toEqual(expect.arrayContaining(['create', 'status', 'delete', 'import']));
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log?date_from=2026-02-02&date_to=2026-02-01', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(422);
  });
});
