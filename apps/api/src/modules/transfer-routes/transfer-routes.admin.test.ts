import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

interface Route {
  id: number;
  from_location: string;
  to_location: string;
  is_active: boolean;
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

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const prices = (p: number) => typeKeys.map((k, i) => ({ vehicle_type: k, price_euro: p + i * 10 }));
const search = async (from: string, to: string) =>
  json<{ data: Route[] }>(
    await ctx.app.inject(`/api/routes/search?from_location=${encodeURIComponent(from)}&to_location=${encodeURIComponent(to)}`),
  ).data;

describe('route management', () => {
  it('is for signed-in admins only', async () => {
    for (const [method, url] of [['GET', '/api/routes'], ['POST', '/api/routes'], ['PUT', '/api/routes/1'], ['DELETE', '/api/routes/1'], ['PUT', '/api/settings/round-trip-discount']] as const) {
      expect((await ctx.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists every route, inactive ones too, with prices per vehicle type', async () => {
    const res = await send('GET', '/api/routes');
    expect(res.statusCode).toBe(200);
    const routes = json<{ data: Route[] }>(res).data;
    expect(routes.length).toBeGreaterThan(5);
    expect(routes[0]!.vehicle_prices.length).toBeGreaterThan(0);
  });

  it('creates a route with its reverse in one go; both directions are bookable (searchable) at once', async () => {
    const res = await send('POST', '/api/routes', {
      from_location: '  Ulupınar   Köyü ',
      to_location: 'Göynük Kanyonu',
      vehicle_prices: prices(55),
      is_active: true,
      create_reverse_route: true,
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ data: { route: Route; reverse_route: Route } }>(res).data;
    expect(body.route).toMatchObject({ from_location: 'Ulupınar   Köyü', to_location: 'Göynük Kanyonu' });
    expect(body.reverse_route).toMatchObject({ from_location: 'Göynük Kanyonu', to_location: 'Ulupınar   Köyü' });
    expect(body.reverse_route.vehicle_prices).toEqual(body.route.vehicle_prices);
    expect(await search('ulupınar', 'göynük')).toHaveLength(1);
    expect(await search('Göynük', 'Ulupınar')).toHaveLength(1);
    const audit = await ctx.db.selectFrom('audit_log').select(['entity_id', 'admin_username']).where('entity', '=', 'route').where('action', '=', 'create').execute();
    expect(audit.map((a) => Number(a.entity_id)).sort()).toEqual([body.route.id, body.reverse_route.id].sort());
  });

  it('refuses a duplicate route (same places, any case or spacing) with 409 and a clear message', async () => {
    const res = await send('POST', '/api/routes', { from_location: 'ULUPINAR KÖYÜ', to_location: 'göynük  kanyonu', vehicle_prices: prices(10) });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Bu kalkış ve varış noktaları için zaten bir rota tanımlı');
  });

  it('creates neither direction when the reverse already exists', async () => {
    const before = (json<{ data: Route[] }>(await send('GET', '/api/routes')).data).length;
    const res = await send('POST', '/api/routes', { from_location: 'Kemer', to_location: 'Lara', vehicle_prices: prices(10), create_reverse_route: true });
    // Kemer → Lara exists already in the demo content (the seed makes both directions)
    expect(res.statusCode).toBe(409);
    expect(json<{ data: Route[] }>(await send('GET', '/api/routes')).data).toHaveLength(before);
    const reverseOnly = await send('POST', '/api/routes', { from_location: 'Çıralı', to_location: 'Kemer', vehicle_prices: prices(10), create_reverse_route: true });
    expect(reverseOnly.statusCode).toBe(201);
    const again = await send('POST', '/api/routes', { from_location: 'Tekirova', to_location: 'Çıralı', vehicle_prices: prices(10) });
    expect(again.statusCode).toBe(201);
    const clash = await send('POST', '/api/routes', { from_location: 'Kemer', to_location: 'Tekirova', vehicle_prices: prices(10), create_reverse_route: true });
    expect(clash.statusCode).toBe(201);
    const reverseClash = await send('POST', '/api/routes', { from_location: 'Çıralı', to_location: 'Tekirova', vehicle_prices: prices(10), create_reverse_route: true });
    expect(reverseClash.statusCode).toBe(409);
    expect(json(reverseClash).message).toBe('Ters yöndeki rota zaten tanımlı; ters rota oluşturma seçeneğini kaldırın');
    expect(await search('Çıralı', 'Tekirova')).toHaveLength(0);
  });

  it('refuses a zero price per field (price_{key}) together with the missing places', async () => {
    const res = await send('POST', '/api/routes', {
      from_location: '',
      to_location: ' ',
      vehicle_prices: [
        { vehicle_type: typeKeys[0], price_euro: 0 },
        { vehicle_type: typeKeys[1], price_euro: 'abc' },
        { vehicle_type: typeKeys[2], price_euro: 20 },
      ],
    });
    expect(res.statusCode).toBe(422);
    const errors = json(res).errors!;
    expect(errors.from_location).toEqual(['Nereden alanı zorunludur']);
    expect(errors.to_location).toEqual(['Nereye alanı zorunludur']);
    expect(errors[`price_${typeKeys[0]}`]).toEqual(["Fiyat 0'dan büyük olmalıdır"]);
    expect(errors[`price_${typeKeys[1]}`]).toEqual(["Fiyat 0'dan büyük olmalıdır"]);
    expect(errors[`price_${typeKeys[2]}`]).toBeUndefined();
  });

  it('refuses an unknown vehicle type and the same place at both ends', async () => {
    const unknown = await send('POST', '/api/routes', { from_location: 'A yeri', to_location: 'B yeri', vehicle_prices: [{ vehicle_type: 'helicopter', price_euro: 10 }] });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toMatchObject({ price_helicopter: ['Bilinmeyen araç tipi'] });
    const same = await send('POST', '/api/routes', { from_location: 'Side', to_location: ' side  ', vehicle_prices: prices(10) });
    expect(same.statusCode).toBe(422);
  });

  it('edits a route (prices replaced, inactive hides it from the public search) and deletes it', async () => {
    const created = json<{ data: { route: Route } }>(
      await send('POST', '/api/routes', { from_location: 'Olimpos Sahili', to_location: 'Adrasan', vehicle_prices: prices(30) }),
    ).data.route;
    expect(await search('Olimpos', 'Adrasan')).toHaveLength(1);
    const upd = await send('PUT', `/api/routes/${created.id}`, { is_active: false, vehicle_prices: [{ vehicle_type: typeKeys[0], price_euro: 99.5 }] });
    expect(upd.statusCode).toBe(200);
    expect(json<{ data: Route }>(upd).data).toMatchObject({ is_active: false, vehicle_prices: [{ vehicle_type: typeKeys[0], price_euro: 99.5 }] });
    expect(await search('Olimpos', 'Adrasan')).toHaveLength(0);
    const dup = await send('PUT', `/api/routes/${created.id}`, { from_location: 'Lara', to_location: 'Kemer' });
    expect(dup.statusCode).toBe(409);
    expect((await send('DELETE', `/api/routes/${created.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/routes/${created.id}`)).statusCode).toBe(404);
    const left = await ctx.db.selectFrom('route_prices').select('route_id').where('route_id', '=', created.id).execute();
    expect(left).toHaveLength(0);
  });
});

describe('round-trip discount', () => {
  it('saves 0-100 and the public reading follows', async () => {
    const res = await send('PUT', '/api/settings/round-trip-discount', { value: '12.5' });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Gidiş-Dönüş indirimi başarıyla güncellendi!');
    const pub = json<{ data: { round_trip_discount: number } }>(await ctx.app.inject('/api/settings/round-trip/discount'));
    expect(pub.data.round_trip_discount).toBe(12.5);
  });
  it('refuses anything outside 0-100 with the spec text', async () => {
    for (const value of ['101', '-1', 'abc', '']) {
      const res = await send('PUT', '/api/settings/round-trip-discount', { value });
      expect(res.statusCode, value).toBe(422);
      expect(json(res).errors!.value).toEqual(['Lütfen 0-100 arasında geçerli bir indirim yüzdesi girin.']);
    }
  });
});
