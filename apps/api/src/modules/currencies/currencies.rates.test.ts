import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffApp } from '../../test/staff-app.js';
import { json, type TestContext } from '../../test/test-app.js';
import { FIX, airportBookingBody, type Fixture } from '../../test/transfer-fixtures.js';

let ctx: TestContext;
let cookie: string;
let fx: Fixture;
beforeAll(async () => {
  ({ ctx, fx, cookie } = await openStaffApp());
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, headers: { cookie }, payload });
const RATE_RULE = "Kur 0'dan büyük bir sayı olmalıdır";

describe('currency rates must be above 0', () => {
  it('refuses a rate of 0 when a currency is created or edited', async () => {
    const created = await send('POST', '/api/currencies', { code: 'CHF', name: 'İsviçre Frangı', symbol: 'CHF', rate_to_try: 0, rate_from_try: '0' });
    expect(created.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(created).errors).toMatchObject({ rate_to_try: [RATE_RULE], rate_from_try: [RATE_RULE] });

    const ok = await send('POST', '/api/currencies', { code: 'CHF', name: 'İsviçre Frangı', symbol: 'CHF', rate_to_try: 53.4, rate_from_try: 0.0187 });
    expect(ok.statusCode).toBe(201);
    const id = json<{ data: { id: number } }>(ok).data.id;
    const edited = await send('PUT', `/api/currencies/${id}`, { rate_to_try: '0' });
    expect(edited.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(edited).errors['rate_to_try']).toEqual([RATE_RULE]);
  });

  it('does not offer a currency stored with a rate of 0, and a booking in it is a 422, never a 500', async () => {
    const now = new Date().toISOString();
    await ctx.db
      .insertInto('currencies')
      .values({ code: 'XAU', name: 'Bozuk Kur', symbol: 'X', rate_to_try: 0, rate_from_try: 0, is_active: 1, is_base: 0, last_updated: now, created_at: now, updated_at: now })
      .execute();
    const offered = json<{ data: { code: string }[] }>(await ctx.app.inject('/api/currencies/active')).data.map((c) => c.code);
    expect(offered).toContain('EUR');
    expect(offered).not.toContain('XAU');

    const price = await ctx.app.inject({
      method: 'POST',
      url: '/api/calculate-price',
      payload: { pickup_location: FIX.airport, destination: FIX.resort, vehicle_id: fx.ids.sedan, currency: 'XAU' },
    });
    expect(price.statusCode).toBe(422);
    const booking = await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: airportBookingBody(fx, { currency: 'XAU' }) });
    expect(booking.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(booking).errors['currency']).toBeDefined();
    const convert = await ctx.app.inject({ method: 'POST', url: '/api/currencies/convert', payload: { from: 'EUR', to: 'XAU', amount: 10 } });
    expect(convert.statusCode).toBeLessThan(500);
  });
});
