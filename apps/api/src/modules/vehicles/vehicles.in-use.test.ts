import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffApp } from '../../test/staff-app.js';
import { json, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, type Fixture } from '../../test/transfer-fixtures.js';

let ctx: TestContext;
let cookie: string;
let fx: Fixture;
beforeAll(async () => {
  ({ ctx, fx, cookie } = await openStaffApp());
  const booked = await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: airportBookingBody(fx, { currency: 'USD' }) });
  expect(booked.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const del = (url: string) => ctx.app.inject({ method: 'DELETE', url, headers: { cookie } });
const currencyId = async (code: string) =>
  json<{ data: { id: number; code: string }[] }>(await ctx.app.inject('/api/currencies')).data.find((c) => c.code === code)!.id;

describe('deleting what bookings use is refused, with Pasif offered instead', () => {
  it('refuses to delete a currency a booking is in (409, Turkish message), and keeps it', async () => {
    const res = await del(`/api/currencies/${await currencyId('USD')}`);
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toBe(
      'Bu para birimi rezervasyonlarda veya turlarda kullanıldığı için silinemez. Sitede sunulmasın istiyorsanız Pasif yapın.',
    );
    const codes = json<{ data: { code: string }[] }>(await ctx.app.inject('/api/currencies')).data.map((c) => c.code);
    expect(codes).toContain('USD');
  });

  it('refuses to delete a vehicle a booking was made with, and keeps it', async () => {
    const res = await del(`/api/vehicles/${fx.ids.sedan}`);
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toBe(
      'Bu araç rezervasyonlarda kullanıldığı için silinemez. Sitede sunulmasın istiyorsanız Pasif yapın.',
    );
    const found = await ctx.db.selectFrom('vehicles').select('id').where('id', '=', fx.ids.sedan).executeTakeFirst();
    expect(found).toBeDefined();
  });

  it('still deletes a vehicle and a currency nothing uses', async () => {
    expect((await del(`/api/vehicles/${fx.ids.vip}`)).statusCode).toBe(200);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/currencies',
      headers: { cookie },
      payload: { code: 'CHF', name: 'İsviçre Frangı', symbol: 'CHF', rate_to_try: 53.4, rate_from_try: 0.0187 },
    });
    expect(created.statusCode).toBe(201);
    expect((await del(`/api/currencies/${json<{ data: { id: number } }>(created).data.id}`)).statusCode).toBe(200);
  });
});
