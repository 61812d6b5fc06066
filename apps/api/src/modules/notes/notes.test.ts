import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking, insertTourReservation } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let ops: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  admin = await signIn(ctx.app);
  await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: admin },
    payload: { username: 'not.yazan', password: 'operasyon-sifre', role: 'operations' },
  });
  ops = await signIn(ctx.app, { username: 'not.yazan', password: 'operasyon-sifre' });
});
afterAll(async () => {
  await ctx.close();
});

const SECRET = 'GİZLİ-NOT: müşteri VIP, şoför Hasan bey';
const addNote = (url: string, body: unknown, cookie = ops) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload: { body } });

describe('internal notes', () => {
  it('are added and listed with author and time on a booking and on a tour reservation', async () => {
    const booking = await insertBooking(ctx.db);
    await insertTourReservation(ctx.db);
    const tour = await ctx.db.selectFrom('tour_reservations').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    for (const url of [`/api/admin/bookings/${booking.id}/notes`, `/api/admin/tour-reservations/${tour.id}/notes`]) {
      expect((await addNote(url, `  ${SECRET}  `)).statusCode).toBe(200);
      expect((await addNote(url, 'ikinci not', admin)).statusCode).toBe(200);
      const list = json(await ctx.app.inject({ method: 'GET', url, headers: { cookie: ops } })).data as { body: string; author: string; created_at: string }[];
      expect(list.map((n) => [n.body, n.author])).toEqual([
        [SECRET, 'not.yazan'],
        ['ikinci not', 'test-admin'],
      ]);
      expect(Number.isNaN(Date.parse(list[0]!.created_at))).toBe(false);
    }
  });

  it('refuses an empty note (422, Turkish) and a note on a missing booking (404)', async () => {
    const booking = await insertBooking(ctx.db);
    const empty = await addNote(`/api/admin/bookings/${booking.id}/notes`, '   ');
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toEqual({ body: ['Not boş olamaz'] });
    expect((await addNote('/api/admin/bookings/999999/notes', 'x')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/tour-reservations/999999/notes', headers: { cookie: ops } })).statusCode).toBe(404);
  });

  it('never appear in a public answer about the booking or the tour reservation', async () => {
    const booking = await insertBooking(ctx.db);
    await addNote(`/api/admin/bookings/${booking.id}/notes`, SECRET);
    await insertTourReservation(ctx.db);
    const tour = await ctx.db.selectFrom('tour_reservations').select(['id', 'pnr_code']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await addNote(`/api/admin/tour-reservations/${tour.id}/notes`, SECRET);
    const answers = [
      await ctx.app.inject({ method: 'POST', url: '/api/bookings/search-by-pnr', payload: { pnr_code: booking.pnr_code } }),
      await ctx.app.inject({ method: 'POST', url: '/api/bookings/search-by-pnr', payload: { pnr_code: tour.pnr_code }, headers: { 'x-forwarded-for': '10.1.1.1' } }),
      await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}` }),
    ];
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers[1]!.statusCode).toBe(200);
    for (const res of answers) {
      expect(res.body).not.toContain('GİZLİ');
      expect(res.body).not.toContain('Hasan');
    }
  });

  it('go with a deleted booking', async () => {
    const booking = await insertBooking(ctx.db);
    await addNote(`/api/admin/bookings/${booking.id}/notes`, 'silinecek');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/bookings/${booking.id}`, headers: { cookie: admin } })).statusCode).toBe(200);
    const left = await ctx.db.selectFrom('internal_notes').select('id').where('target', '=', 'booking').where('target_id', '=', booking.id).execute();
    expect(left).toEqual([]);
  });
});
