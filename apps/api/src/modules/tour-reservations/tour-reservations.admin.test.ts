import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertTour, insertTourReservation } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let cookie: string;
const made: Awaited<ReturnType<typeof insertTourReservation>>[] = [];

interface Item {
  id: number;
  pnr_code: string;
  customer_name: string;
  status: string;
  booking_date: string;
  tour: { id: number | null; title: string; location: string; duration: string | null };
}
interface ListAnswer {
  success: boolean;
  data: Item[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

const list = async (query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await ctx.app.inject({ url: `/api/tour-reservations${qs ? `?${qs}` : ''}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return json<ListAnswer>(res);
};

const TOURS = [
  { title: 'Pamukkale ve Hierapolis Turu', location: 'Pamukkale' },
  { title: 'Kemer Tekne Turu', location: 'Kemer' },
  { title: 'Köprülü Kanyon Rafting', location: 'Manavgat' },
];
const CUSTOMERS: [string, string][] = [
  ['Gülşen', 'Işık'],
  ['Anna', 'Kowalska'],
  ['Oğuz', 'Çakır'],
];

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  cookie = await signIn(ctx.app);
  const tours = [];
  for (const t of TOURS) tours.push(await insertTour(ctx.db, { title: t.title, location: t.location, duration: '8 saat' }));
  const base = Date.parse('2030-02-01T08:00:00Z');
  for (let i = 0; i < 18; i++) {
    const t = i % 3;
    const [name, surname] = CUSTOMERS[Math.floor(i / 6)]!;
    made.push(
      await insertTourReservation(ctx.db, {
        tour_id: tours[t]!.id,
        tour_title: TOURS[t]!.title,
        tour_location: TOURS[t]!.location,
        customer_name: name,
        customer_surname: surname,
        status: ['pending', 'confirmed', 'completed', 'cancelled'][i % 4],
        booking_date: `2030-09-${String(1 + i).padStart(2, '0')}`,
        created_at: new Date(base + i * 1000).toISOString(),
      }),
    );
  }
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/tour-reservations (back office)', () => {
  it('pages by 15, newest first, with data[] and pagination beside it', async () => {
    const a = await list();
    expect(a.success).toBe(true);
    expect(a.data).toHaveLength(15);
    expect(a.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 18 });
    expect(a.data[0]!.id).toBe(made[17]!.id);
    expect(a.data[0]!.tour).toMatchObject({ title: TOURS[2]!.title, location: 'Manavgat', duration: '8 saat' });
    expect((await list({ page: 2 })).data).toHaveLength(3);
  });

  it('filters by status and tour date, and searches customer and tour names', async () => {
    const total = async (q: Record<string, string>) => (await list({ ...q, per_page: 100 })).pagination.total;
    expect(await total({ status: 'cancelled' })).toBe(4);
    expect(await total({ start_date: '2030-09-05', end_date: '2030-09-08' })).toBe(4);
    expect(await total({ search: 'gülşen' })).toBe(6);
    expect(await total({ search: 'GULSEN isik' })).toBe(6);
    expect(await total({ search: 'IŞIK' })).toBe(6);
    expect(await total({ search: 'kowal' })).toBe(6);
    expect(await total({ search: 'pamukkale' })).toBe(6);
    expect(await total({ search: 'köprülü kanyon' })).toBe(6);
    expect(await total({ search: 'kopru' })).toBe(6);
    expect(await total({ search: 'kemer oğuz' })).toBe(2);
    expect(await total({ search: made[4]!.pnr_code })).toBe(1);
    expect(await total({ search: made[4]!.pnr_code.toLowerCase() })).toBe(1);
    expect(await total({ search: 'rafting', status: 'pending', start_date: '2030-09-01', end_date: '2030-09-30' })).toBe(
      made.filter((_, i) => i % 3 === 2 && i % 4 === 0).length,
    );
    expect(await total({ search: 'zzz' })).toBe(0);
  });

  it('answers 422 for a bad filter', async () => {
    for (const q of ['status=gone', 'start_date=2030-02-31', 'start_date=2030-09-09&end_date=2030-09-01']) {
      expect((await ctx.app.inject({ url: `/api/tour-reservations?${q}`, headers: { cookie } })).statusCode, q).toBe(422);
    }
  });
});

describe('status and delete', () => {
  it('changes the status in any direction, audited with before and after', async () => {
    const r = made[0]!;
    for (const next of ['completed', 'cancelled', 'pending']) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/tour-reservations/${r.id}/status`, headers: { cookie }, payload: { status: next } });
      expect(res.statusCode).toBe(200);
      expect(json(res).data).toMatchObject({ id: r.id, status: next });
    }
    const audits = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'tour_reservation')
      .where('entity_id', '=', String(r.id))
      .orderBy('id')
      .execute();
    const statusOf = (j: string | null) => (JSON.parse(j ?? '{}') as { status?: string }).status;
    expect(audits.map((a) => [statusOf(a.before_json), statusOf(a.after_json)])).toEqual([
      ['pending', 'completed'],
      ['completed', 'cancelled'],
      ['cancelled', 'pending'],
    ]);
    expect(audits.every((a) => a.admin_username === TEST_ADMIN.username && a.action === 'status')).toBe(true);
    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/tour-reservations/999999/status', headers: { cookie }, payload: { status: 'confirmed' } });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Tur rezervasyonu bulunamadı');
  });

  it('deletes a reservation and keeps the whole record in the audit log', async () => {
    const r = made[1]!;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/tour-reservations/${r.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Tur rezervasyonu silindi', data: { id: r.id, pnr_code: r.pnr_code } });
    expect((await list({ search: r.pnr_code })).pagination.total).toBe(0);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'tour_reservation').where('action', '=', 'delete').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ pnr_code: r.pnr_code, customer_name: 'Gülşen Işık', tour: { title: TOURS[1]!.title } });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/tour-reservations/${r.id}`, headers: { cookie } })).statusCode).toBe(404);
  });
});
