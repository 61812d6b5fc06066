import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

interface Route {
  id: number;
  from_location: string;
  to_location: string;
  vehicle_prices: { vehicle_type: string; price_euro: number }[];
}

let ctx: TestContext;
let cookie: string;
let typeKeys: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
  typeKeys = json<{ data: { key: string }[] }>(await ctx.app.inject('/api/vehicle-types')).data.map((t) => t.key);
});
afterAll(() => ctx.close());

const put = (id: number, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/routes/${id}`, headers: { cookie }, payload });
const routes = async () => json<{ data: Route[] }>(await ctx.app.inject({ url: '/api/routes', headers: { cookie } })).data;
/** The seeded Antalya Airport → Kaş route is priced for some vehicle types only, as the demo's long routes are. */
const kas = async () => (await routes()).find((r) => r.from_location === 'Antalya Havalimanı (AYT)' && r.to_location === 'Kaş')!;
/** What the route dialog sends: one entry per vehicle type, blank where the type has no price. */
const formPrices = (route: Route, change: Record<string, string> = {}) =>
  typeKeys.map((k) => ({
    vehicle_type: k,
    price_euro: change[k] ?? String(route.vehicle_prices.find((p) => p.vehicle_type === k)?.price_euro ?? ''),
  }));
const errorsOf = (res: { body: string }) => json<{ errors: Record<string, string[]> }>(res).errors;

describe('route prices: blank means no price for that type', () => {
  it('saves a seeded route priced for only some types again, as its dialog sends it', async () => {
    const route = await kas();
    const unpriced = typeKeys.filter((k) => !route.vehicle_prices.some((p) => p.vehicle_type === k));
    expect(unpriced.length).toBeGreaterThan(0);
    const res = await put(route.id, { from_location: route.from_location, to_location: route.to_location, vehicle_prices: formPrices(route, { sedan: '145' }) });
    expect(res.statusCode).toBe(200);
    const after = await kas();
    expect(after.vehicle_prices.map((p) => p.vehicle_type)).toEqual(route.vehicle_prices.map((p) => p.vehicle_type));
    expect(after.vehicle_prices.find((p) => p.vehicle_type === 'sedan')?.price_euro).toBe(145);
    // The public search has no price for the blank types (the site then says 'Fiyat için iletişime geçin').
    const found = json<{ data: Route[] }>(
      await ctx.app.inject(`/api/routes/search?from_location=${encodeURIComponent('Antalya Havalimanı (AYT)')}&to_location=Ka%C5%9F`),
    ).data[0]!;
    for (const k of unpriced) expect(found.vehicle_prices.some((p) => p.vehicle_type === k)).toBe(false);
  });

  it('refuses an entered price of 0 or below, and a route without any price', async () => {
    const route = await kas();
    const zero = await put(route.id, { vehicle_prices: formPrices(route, { sedan: '0' }) });
    expect(zero.statusCode).toBe(422);
    expect(errorsOf(zero)['price_sedan']).toEqual(["Fiyat 0'dan büyük olmalıdır"]);
    const none = await put(route.id, { vehicle_prices: typeKeys.map((k) => ({ vehicle_type: k, price_euro: '' })) });
    expect(none.statusCode).toBe(422);
    expect(errorsOf(none)['vehicle_prices']).toEqual(['En az bir araç tipi için fiyat girin']);
  });

  it('keeps prices to two decimals: 12.345 is refused, 12.35 stored as it is', async () => {
    const route = await kas();
    const three = await put(route.id, { vehicle_prices: formPrices(route, { sedan: '12.345' }) });
    expect(three.statusCode).toBe(422);
    expect(errorsOf(three)['price_sedan']).toEqual(['Fiyat en fazla iki ondalık basamak içerebilir']);
    expect((await put(route.id, { vehicle_prices: formPrices(route, { sedan: '12,35' }) })).statusCode).toBe(200);
    expect((await kas()).vehicle_prices.find((p) => p.vehicle_type === 'sedan')?.price_euro).toBe(12.35);
  });
});

describe('routes that differ only in letter case or spaces are duplicates', () => {
  const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/routes', headers: { cookie }, payload });
  const body = (from: string, to: string, extra: object = {}) => ({
    from_location: from,
    to_location: to,
    vehicle_prices: [{ vehicle_type: typeKeys[0], price_euro: 40 }],
    ...extra,
  });

  it("refuses 'auditköy ' → 'TESTHISAR' beside 'Auditköy' → 'Testhisar', and its reverse", async () => {
    expect((await post(body('Auditköy', 'Testhisar'))).statusCode).toBe(201);
    for (const [from, to] of [
      ['auditköy ', 'TESTHISAR'],
      ['AUDITKÖY', 'testhisar'],
      ['Auditköy', '  Testhisar'],
    ]) {
      const res = await post(body(from!, to!));
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(json<{ message: string }>(res).message).toBe('Bu kalkış ve varış noktaları için zaten bir rota tanımlı');
    }
    const reverse = await post(body('TESTHISAR', 'Kemer', { create_reverse_route: true }));
    expect(reverse.statusCode).toBe(201);
    expect((await post(body('kemer', 'testhısar '))).statusCode).toBe(409);
  });

  it('refuses an edit that makes a route a look-alike of another', async () => {
    const created = await post(body('Beldibi Köyü', 'Tekirova Girişi'));
    expect(created.statusCode).toBe(201);
    const other = json<{ data: { route: Route } }>(await post(body('Beldibi Köyü', 'Kiriş'))).data.route;
    const res = await put(other.id, { to_location: 'TEKIROVA GIRIŞI' });
    expect(res.statusCode).toBe(409);
  });
});
