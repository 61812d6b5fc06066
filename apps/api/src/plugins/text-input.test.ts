import { translateMessage } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';
import { FIX, dayFromToday, insertTransferFixture, type Fixture } from '../test/transfer-fixtures.js';

/**
 * A NUL character in any text (query, route parameter, JSON body at any depth) is refused with a
 * 422 on the offending field on both databases; PostgreSQL cannot store or even compare one, which
 * made these a 500 there. Multipart fields are covered with their routes.
 */
let ctx: TestContext;
let fx: Fixture;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

let clientNo = 0;
const newClient = () => `10.11.${Math.floor(++clientNo / 250)}.${clientNo % 250}`;

const refusedOn = (field: string, lang: 'tr' | 'en' = 'tr') => ({
  success: false,
  message: translateMessage('error.validation', lang),
  errors: { [field]: [translateMessage('validation.invalid_character', lang)] },
});

const booking = (over: Record<string, unknown> = {}) => ({
  pickup_location: FIX.airport,
  destination: FIX.resort,
  pickup_date: dayFromToday(10),
  pickup_time: '14:30',
  passengers: 3,
  vehicle_id: fx.ids.minivan,
  route_id: fx.ids.airportToResort,
  customer_first_name: 'Ayşe',
  customer_last_name: 'Yılmaz',
  customer_email: 'ayse.yilmaz@example.com',
  notice_version: 1,
  customer_phone: '532 123 45 67',
  flight_code: 'TK2412',
  departure_flight_time: '13:50',
  ...over,
});

const bookingCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('NUL characters in requests', () => {
  it('are refused in a query, in the caller’s language: the route search', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/routes/search?from_location=a%00b&to_location=Kemer',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual(refusedOn('from_location', lang));
    }
  });

  it('are refused in a back-office list search', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings?search=TK%00',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual(refusedOn('search'));
  });

  it('are refused in a route parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/bookings/ORN%0012', headers: { cookie } });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual(refusedOn('id'));
  });

  it('are refused in a JSON booking, at the top and nested, and nothing is stored', async () => {
    const before = await bookingCount();
    for (const [over, field] of [
      [{ customer_first_name: 'Ay\u0000şe' }, 'customer_first_name'],
      [{ hotel_name: '\u0000' }, 'hotel_name'],
      [{ guests: [{ name: 'Ali', surname: 'Ka\u0000ya' }] }, 'guests.0.surname'],
      [{ main_passenger: { name: 'Ali\u0000', phone: null } }, 'main_passenger.name'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: booking(over),
        headers: { 'x-forwarded-for': newClient() },
      });
      expect(res.statusCode, field).toBe(422);
      expect(json(res), field).toEqual(refusedOn(field));
    }
    expect(await bookingCount()).toBe(before);
  });

  it('are refused in a PNR look-up and in a back-office JSON write', async () => {
    const pnr = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/search-by-pnr',
      payload: { pnr_code: 'AB\u0000CD' },
      headers: { 'x-forwarded-for': newClient() },
    });
    expect(pnr.statusCode).toBe(422);
    expect(json(pnr)).toEqual(refusedOn('pnr_code'));
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/extra-services',
      payload: { name: 'Su\u0000', price_euro: 1, icon: '💧', is_active: true },
      headers: { cookie },
    });
    expect(extra.statusCode).toBe(422);
    expect(json(extra)).toEqual(refusedOn('name'));
  });

  it('are found under a deeply nested body without overflowing the stack', async () => {
    const depth = 100_000;
    const payload = `{"guests":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors ?? {})[0]).toMatch(/^guests(\.0)+$/);
  });

  it('let ordinary text through, Turkish letters and emoji included', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/routes/search?from_location=${encodeURIComponent('Antalya Havalimanı')}&to_location=${encodeURIComponent('Kemer 🏖')}`,
    });
    expect(res.statusCode).toBe(200);
  });
});
