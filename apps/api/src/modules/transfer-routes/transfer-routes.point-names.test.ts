import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { dayFromToday } from '../../test/transfer-fixtures.js';

const AYT = 'Antalya Havalimanı (AYT)';
interface Suggestion {
  value: string;
  label: string;
}
interface AdminRoute {
  id: number;
  from_location: string;
  to_location: string;
  from_names: Record<string, string>;
  to_names: Record<string, string>;
}

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

const suggest = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ url: '/api/routes/locations', query, headers });
  expect(res.statusCode).toBe(200);
  return json<{ data: Suggestion[] }>(res).data;
};
const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const adminRoutes = async () => json<{ data: AdminRoute[] }>(await admin('GET', '/api/routes')).data;

describe('route points in every language (public autocomplete)', () => {
  it("finds the airport from its name in each language, and the value is the canonical Turkish name", async () => {
    for (const [q, lang, label] of [
      ['Antalya Airport', 'en', 'Antalya Airport (AYT)'],
      ['Flughafen Antalya', 'de', 'Flughafen Antalya (AYT)'],
      ['Аэропорт Анталья', 'ru', 'Аэропорт Анталья (AYT)'],
      ['Lotnisko Antalya', 'pl', 'Lotnisko Antalya (AYT)'],
      ['аэропорт', 'ru', 'Аэропорт Анталья (AYT)'],
      ['AIRPORT', 'en', 'Antalya Airport (AYT)'],
    ] as const) {
      const list = await suggest({ role: 'from', q, lang });
      expect(list, q).toContainEqual({ value: AYT, label });
    }
  });

  it('shows names in the ?lang= language, else Accept-Language, else Turkish; an unknown lang means Turkish', async () => {
    const first = async (query: Record<string, string>, headers?: Record<string, string>) =>
      (await suggest({ role: 'from', q: 'Flughafen', ...query }, headers))[0]?.label;
    expect(await first({ lang: 'ru' }, { 'accept-language': 'de' })).toBe('Аэропорт Анталья (AYT)');
    expect(await first({}, { 'accept-language': 'pl-PL,pl;q=0.9' })).toBe('Lotnisko Antalya (AYT)');
    expect(await first({})).toBe(AYT);
    expect(await first({ lang: 'xx' }, { 'accept-language': 'en' })).toBe(AYT);
  });

  it('keeps one cache entry per language: the same question answers in each language asked', async () => {
    const ask = (lang: string) => suggest({ role: 'to', from: AYT, q: 'kem', lang });
    expect(await ask('ru')).toEqual([{ value: 'Kemer', label: 'Кемер' }]);
    expect(await ask('en')).toEqual([{ value: 'Kemer', label: 'Kemer' }]);
    expect(await ask('ru')).toEqual([{ value: 'Kemer', label: 'Кемер' }]);
  });

  it('lists the empty from field in the visitor’s language, values canonical', async () => {
    const list = await suggest({ role: 'from', lang: 'de' });
    expect(list).toContainEqual({ value: AYT, label: 'Flughafen Antalya (AYT)' });
    expect(list).toContainEqual({ value: 'Antalya Şehir Merkezi', label: 'Antalya Stadtzentrum' });
  });
});

describe('route points in every language (route search)', () => {
  const search = async (query: Record<string, string>) => {
    const res = await ctx.app.inject({ url: '/api/routes/search', query });
    expect(res.statusCode).toBe(200);
    return json<{ data: { from_location: string; to_location: string }[] }>(res).data;
  };

  it('finds the routes from a point named in any language, answering with the canonical names', async () => {
    const canonical = await search({ from_location: AYT, to_location: 'Kemer' });
    expect(canonical.length).toBeGreaterThan(0);
    for (const [from, to] of [
      ['Antalya Airport (AYT)', 'Kemer'],
      ['Flughafen Antalya', 'Kemer'],
      ['Аэропорт Анталья (AYT)', 'Кемер'],
      ['lotnisko antalya', 'kemer'],
    ] as const) {
      expect(await search({ from_location: from, to_location: to }), `${from} → ${to}`).toEqual(canonical);
    }
    expect(await search({ from_location: 'Nowhere Airport', to_location: 'Kemer' })).toEqual([]);
  });

  it('prices and books a trip named in another language; the booking stores the canonical names', async () => {
    const route = (await adminRoutes()).find((r) => r.from_location === AYT && r.to_location === 'Kemer')!;
    const vehicle = await ctx.db
      .selectFrom('vehicles')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('capacity', 'desc')
      .executeTakeFirstOrThrow();
    const trip = {
      pickup_location: 'Аэропорт Анталья (AYT)',
      destination: 'Кемер',
      trip_type: 'one_way',
      passengers: 2,
      currency: 'EUR',
      vehicle_id: vehicle.id,
    };
    const canonicalPrice = await ctx.app.inject({
      method: 'POST',
      url: '/api/calculate-price',
      payload: { ...trip, pickup_location: AYT, destination: 'Kemer', route_id: route.id },
    });
    expect(canonicalPrice.statusCode).toBe(200);
    for (const payload of [{ ...trip, route_id: route.id }, trip, { ...trip, pickup_location: 'antalya airport (ayt)' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/calculate-price', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(json(res)).toEqual(json(canonicalPrice));
    }
    const nowhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/calculate-price',
      payload: { ...trip, pickup_location: 'Аэропорт Москвы', route_id: route.id },
    });
    expect(nowhere.statusCode).toBe(422);

    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: '10.77.0.1',
      payload: {
        ...trip,
        route_id: route.id,
        pickup_date: dayFromToday(12),
        pickup_time: '14:30',
        customer_first_name: 'Ivan',
        customer_last_name: 'Petrov',
        customer_email: 'ivan@example.com',
        notice_version: 1,
        country_code: '+7',
        customer_phone: '9161234567',
        flight_code: 'SU2136',
        departure_flight_time: '13:50',
        language: 'ru',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const pnr = json<{ data: { pnr_code: string } }>(booked).data.pnr_code;
    const row = await ctx.db
      .selectFrom('bookings')
      .select(['pickup_location', 'destination', 'language'])
      .where('pnr_code', '=', pnr)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pickup_location: AYT, destination: 'Kemer', language: 'ru' });
  });
});

describe('route points in every language (route management)', () => {
  it('lists each route with the names of both its points', async () => {
    const route = (await adminRoutes()).find((r) => r.from_location === AYT && r.to_location === 'Kemer')!;
    expect(route.from_names).toEqual({
      en: 'Antalya Airport (AYT)',
      de: 'Flughafen Antalya (AYT)',
      ru: 'Аэропорт Анталья (AYT)',
      pl: 'Lotnisko Antalya (AYT)',
    });
    expect(route.to_names).toEqual({ ru: 'Кемер' });
  });

  it('edits a point’s names for every route of the point; the autocomplete shows them at once; blank removes one', async () => {
    const route = (await adminRoutes()).find((r) => r.from_location === AYT && r.to_location === 'Kemer')!;
    expect(await suggest({ role: 'to', from: AYT, q: 'kem', lang: 'de' })).toEqual([{ value: 'Kemer', label: 'Kemer' }]);
    const res = await admin('PUT', `/api/routes/${route.id}`, { to_names: { de: 'Kemer (Riviera)', ru: '' } });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: AdminRoute }>(res).data.to_names).toEqual({ de: 'Kemer (Riviera)' });
    expect(await suggest({ role: 'to', from: AYT, q: 'riviera', lang: 'de' })).toEqual([{ value: 'Kemer', label: 'Kemer (Riviera)' }]);
    expect(await suggest({ role: 'to', from: AYT, q: 'кемер', lang: 'ru' })).toEqual([]);
    // The reverse route shares the point, so it shows the same names.
    const reverse = (await adminRoutes()).find((r) => r.from_location === 'Kemer' && r.to_location === AYT)!;
    expect(reverse.from_names).toEqual({ de: 'Kemer (Riviera)' });
    // Names left out are kept.
    expect((await admin('PUT', `/api/routes/${route.id}`, { is_active: true })).statusCode).toBe(200);
    expect((await adminRoutes()).find((r) => r.id === route.id)!.to_names).toEqual({ de: 'Kemer (Riviera)' });
  });

  it('creates a route with its points’ names', async () => {
    const types = json<{ data: { key: string }[] }>(await ctx.app.inject('/api/vehicle-types')).data;
    const res = await admin('POST', '/api/routes', {
      from_location: 'Olympos',
      to_location: 'Çıralı',
      from_names: { ru: 'Олимпос' },
      to_names: { en: 'Cirali Beach', ru: 'Чиралы' },
      create_reverse_route: true,
      vehicle_prices: [{ vehicle_type: types[0]!.key, price_euro: 80 }],
    });
    expect(res.statusCode).toBe(201);
    expect(await suggest({ role: 'from', q: 'чир', lang: 'ru' })).toEqual([{ value: 'Çıralı', label: 'Чиралы' }]);
    expect(await suggest({ role: 'from', q: 'beach', lang: 'en' })).toEqual([{ value: 'Çıralı', label: 'Cirali Beach' }]);
  });

  it('refuses an unknown language key with 422 and changes nothing', async () => {
    const route = (await adminRoutes()).find((r) => r.from_location === AYT && r.to_location === 'Side')!;
    for (const names of [{ fr: 'Aéroport' }, { EN: 'Airport' }, { tr: 'Havalimanı' }]) {
      const res = await admin('PUT', `/api/routes/${route.id}`, { from_names: { en: 'Changed', ...names } });
      expect(res.statusCode, JSON.stringify(names)).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors['from_names']?.[0]).toMatch(/Bilinmeyen dil/);
    }
    expect((await adminRoutes()).find((r) => r.id === route.id)!.from_names.en).toBe('Antalya Airport (AYT)');
  });
});
