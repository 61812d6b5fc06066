import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

// Decision 009: public catalogue reads are kept in memory; every admin write must be visible on the
// very next public read. The cache is forced on so the PostgreSQL run checks this too.
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_READ_CACHE: 'true' } });
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

const admin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const get = async <T>(url: string) => {
  const res = await ctx.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return json<{ data: T }>(res).data;
};

interface Route {
  id: number;
  to_location: string;
  vehicle_prices: { vehicle_type: string; price_euro: number }[];
}
const kemer = async () =>
  (await get<Route[]>(`/api/routes/search?from_location=${encodeURIComponent('Antalya Havalimanı')}&to_location=Kemer`))[0];

describe('public reads served from the cache', () => {
  it('are kept: a change made behind the API (not by an admin write) is not seen yet', async () => {
    const before = await get<{ data: { id: number; title: string }[] }>('/api/tours?per_page=9999');
    const first = before.data[0]!;
    await ctx.db.updateTable('tours').set({ title: 'Changed behind the API' }).where('id', '=', first.id).execute();
    const again = await get<{ data: { id: number; title: string }[] }>('/api/tours?per_page=9999');
    expect(again.data[0]!.title).toBe(first.title);
    await ctx.db.updateTable('tours').set({ title: first.title }).where('id', '=', first.id).execute();
  });

  it('show a route price an admin changed on the next search', async () => {
    const route = (await kemer())!;
    const prices = route.vehicle_prices.map((p) => ({ ...p, price_euro: p.price_euro + 7 }));
    expect((await admin('PUT', `/api/routes/${route.id}`, { vehicle_prices: prices })).statusCode).toBe(200);
    expect((await kemer())!.vehicle_prices).toEqual(prices);
  });

  it('drop a route an admin deactivated from the search and the autocomplete', async () => {
    const route = (await kemer())!;
    const ends = () => get<{ value: string }[]>(`/api/routes/locations?role=to&q=kem&from=${encodeURIComponent('Antalya Havalimanı')}`);
    expect((await ends()).map((s) => s.value)).toContain('Kemer');
    expect((await admin('PUT', `/api/routes/${route.id}`, { is_active: false })).statusCode).toBe(200);
    expect(await kemer()).toBeUndefined();
    expect((await admin('PUT', `/api/routes/${route.id}`, { is_active: true })).statusCode).toBe(200);
    expect((await kemer())!.id).toBe(route.id);
  });

  it('follow a vehicle type rename in route prices', async () => {
    const route = (await kemer())!;
    const created = await admin('POST', '/api/vehicle-types', { name: 'Lüks', key: 'lux9', sort_order: 9 });
    expect(created.statusCode).toBe(201);
    const t = json<{ data: { id: number } }>(created).data;
    const prices = [...route.vehicle_prices, { vehicle_type: 'lux9', price_euro: 300 }];
    expect((await admin('PUT', `/api/routes/${route.id}`, { vehicle_prices: prices })).statusCode).toBe(200);
    expect((await kemer())!.vehicle_prices.at(-1)).toEqual({ vehicle_type: 'lux9', price_euro: 300 });
    expect((await admin('PUT', `/api/vehicle-types/${t.id}`, { key: 'lux10' })).statusCode).toBe(200);
    expect((await kemer())!.vehicle_prices.at(-1)).toEqual({ vehicle_type: 'lux10', price_euro: 300 });
  });

  it('drop a tour an admin switched off from the list and its page', async () => {
    const list = () => get<{ data: { id: number }[]; total: number }>('/api/tours?per_page=9999');
    const before = await list();
    const id = before.data[0]!.id;
    expect((await ctx.app.inject(`/api/tours/${id}`)).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/admin/tours/${id}/toggle-status`)).statusCode).toBe(200);
    const after = await list();
    expect(after.total).toBe(before.total - 1);
    expect(after.data.some((t) => t.id === id)).toBe(false);
    expect((await ctx.app.inject(`/api/tours/${id}`)).statusCode).toBe(404);
    expect((await admin('PATCH', `/api/admin/tours/${id}/toggle-status`)).statusCode).toBe(200);
    expect((await list()).total).toBe(before.total);
  });

  it('show a currency an admin deactivated or re-rated', async () => {
    const active = () => get<{ id: number; code: string; rate_to_try: number }[]>('/api/currencies/active');
    const usd = (await active()).find((c) => c.code === 'USD')!;
    expect((await admin('PUT', `/api/currencies/${usd.id}`, { rate_to_try: 41.5 })).statusCode).toBe(200);
    expect((await active()).find((c) => c.code === 'USD')!.rate_to_try).toBe(41.5);
    expect((await get<{ code: string; rate_to_try: number }[]>('/api/currencies')).find((c) => c.code === 'USD')!.rate_to_try).toBe(41.5);
    expect((await admin('PUT', `/api/currencies/${usd.id}`, { is_active: false })).statusCode).toBe(200);
    expect((await active()).some((c) => c.code === 'USD')).toBe(false);
    expect((await admin('PUT', `/api/currencies/${usd.id}`, { is_active: true })).statusCode).toBe(200);
    expect((await active()).some((c) => c.code === 'USD')).toBe(true);
  });

  it('show a site setting an admin added, and keep answering no-cache to browsers', async () => {
    const res = await admin('POST', '/api/site-settings', { key: 'footer_fax', value: '+90 242 000 00 00', type: 'text', group: 'footer', description: 'Faks', is_active: true });
    expect(res.statusCode).toBe(201);
    const pub = await ctx.app.inject('/api/site-settings/public');
    expect(pub.headers['cache-control']).toBe('no-cache');
    expect(json<{ data: Record<string, string> }>(pub).data.footer_fax).toBe('+90 242 000 00 00');
    const id = json<{ data: { id: number } }>(res).data.id;
    expect((await admin('DELETE', `/api/site-settings/${id}`)).statusCode).toBe(200);
    expect((await get<Record<string, string>>('/api/site-settings/public')).footer_fax).toBeUndefined();
  });

  it('are not emptied by public requests or by admin reads', async () => {
    await get('/api/currencies/active');
    const kept = ctx.app.deps.publicCache.size;
    expect(kept).toBeGreaterThan(0);
    await ctx.app.inject({ method: 'GET', url: '/api/routes', headers: { cookie } });
    await ctx.app.inject({ method: 'POST', url: '/api/bookings/search-by-pnr', payload: { pnr_code: 'ZZZZZZZZ' } });
    expect(ctx.app.deps.publicCache.size).toBe(kept);
  });
});

describe('kept answers as sent', () => {
  const tours = '/api/tours?per_page=9999';

  it('carry a validator, and a client holding the answer gets a 304 without a body until an admin write', async () => {
    const first = await ctx.app.inject(tours);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({ url: tours, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // another list (another language) has another validator
    expect((await ctx.app.inject(`${tours}&lang=en`)).headers.etag).not.toBe(etag);
    const res = await admin('POST', '/api/site-settings', { key: 'etag_probe', value: 'x', type: 'text', group: 'footer', description: 'Deneme', is_active: true });
    expect(res.statusCode).toBe(201);
    // the write emptied the cache; the answer is the same, so the validator is too
    expect((await ctx.app.inject({ url: tours, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // a tour changed behind the API, then any admin write: the answer and its validator change
    const tour = (await get<{ data: { id: number; title: string }[] }>(tours)).data[0]!;
    await ctx.db.updateTable('tours').set({ title: 'Yeni başlık' }).where('id', '=', tour.id).execute();
    expect((await admin('DELETE', `/api/site-settings/${json<{ data: { id: number } }>(res).data.id}`)).statusCode).toBe(200);
    const changed = await ctx.app.inject({ url: tours, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Yeni başlık');
    await ctx.db.updateTable('tours').set({ title: tour.title }).where('id', '=', tour.id).execute();
  });

  it('come compressed as the client accepts, and decode to the same JSON', async () => {
    const plain = await ctx.app.inject(tours);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await ctx.app.inject({ url: tours, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await ctx.app.inject({ url: tours, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    // a short answer is not worth compressing
    const short = await ctx.app.inject({ url: '/api/routes/search?from_location=zzzz', headers: { 'accept-encoding': 'br' } });
    expect(short.statusCode).toBe(200);
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toEqual({ success: true, data: [] });
  });
});

describe('prices computed from kept catalogue rows', () => {
  it('follow an admin change of route price, round-trip discount and currency rate on the next quote and booking', async () => {
    const route = (await kemer())!;
    const vehicles = await get<{ id: number; vehicle_type: { key: string } }[]>('/api/vehicles?passengers=2');
    const vehicle = vehicles.find((v) => route.vehicle_prices.some((p) => p.vehicle_type === v.vehicle_type.key))!;
    const trip = {
      pickup_location: 'Antalya Havalimanı (AYT)',
      destination: 'Kemer',
      route_id: route.id,
      vehicle_id: vehicle.id,
      trip_type: 'round_trip',
      currency: 'USD',
      passengers: 2,
      selected_extra_services: [],
    };
    type Quote = { one_way_price_eur: number; discount_percent: number; exchange_rate: number; total_price: number };
    const quote = async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/calculate-price', payload: trip });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: Quote }>(res).data;
    };
    const before = await quote();
    const usd = (await get<{ id: number; code: string; rate_to_try: number }[]>('/api/currencies/active')).find((c) => c.code === 'USD')!;

    const newPrice = before.one_way_price_eur + 11;
    const prices = route.vehicle_prices.map((p) => (p.vehicle_type === vehicle.vehicle_type.key ? { ...p, price_euro: newPrice } : p));
    expect((await admin('PUT', `/api/routes/${route.id}`, { vehicle_prices: prices })).statusCode).toBe(200);
    expect((await admin('PUT', '/api/settings/round-trip-discount', { value: before.discount_percent + 3 })).statusCode).toBe(200);
    expect((await admin('PUT', `/api/currencies/${usd.id}`, { rate_to_try: usd.rate_to_try * 1.5 })).statusCode).toBe(200);

    const after = await quote();
    expect(after.one_way_price_eur).toBe(newPrice);
    expect(after.discount_percent).toBe(before.discount_percent + 3);
    expect(after.exchange_rate).not.toBe(before.exchange_rate);

    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        ...trip,
        pickup_date: '2099-06-01',
        pickup_time: '10:00',
        return_date: '2099-06-08',
        return_time: '18:00',
        customer_first_name: 'Önbellek',
        customer_last_name: 'Test',
        customer_email: 'cache@example.com',
        notice_version: 1,
        country_code: '+90',
        customer_phone: '532 000 00 00',
        flight_code: 'TK1',
        departure_flight_time: '09:00',
        luggage: { large: 0, medium: 0, small: 0, hand: 1 },
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const row = await ctx.db
      .selectFrom('bookings')
      .select(['total_price', 'round_trip_discount_percent', 'exchange_rate'])
      .where('pnr_code', '=', json<{ data: { pnr_code: string } }>(booked).data.pnr_code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total_price: after.total_price, round_trip_discount_percent: after.discount_percent, exchange_rate: after.exchange_rate });
  });
});
