import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

interface TourPage {
  data: { data: { id: number; title: string; features: string[] }[]; current_page: number; last_page: number };
}

describe('public read API on demo content', () => {
  it('lists at least 8 active tours in data.data.data', async () => {
    const res = await ctx.app.inject('/api/tours?per_page=9999');
    expect(res.statusCode).toBe(200);
    const body = json<{ success: boolean } & TourPage>(res);
    expect(body.success).toBe(true);
    expect(body.data.data.length).toBeGreaterThanOrEqual(8);
    expect(body.data.data[0]!.features.length).toBeGreaterThan(0);
  });

  it('paginates tours in SQL', async () => {
    const body = json<TourPage>(await ctx.app.inject('/api/tours?per_page=3&page=2'));
    expect(body.data.data).toHaveLength(3);
    expect(body.data.current_page).toBe(2);
    expect(body.data.last_page).toBeGreaterThanOrEqual(3);
  });

  it('gives the same total on full, partial and past-the-end pages', async () => {
    type Totals = { data: { data: unknown[]; total: number; last_page: number } };
    const all = json<Totals>(await ctx.app.inject('/api/tours?per_page=9999')).data;
    const n = all.total;
    expect(n).toBe(all.data.length);
    expect(all.last_page).toBe(1);
    const full = json<Totals>(await ctx.app.inject('/api/tours?per_page=2&page=1')).data;
    expect(full).toMatchObject({ total: n, last_page: Math.ceil(n / 2) });
    const partial = json<Totals>(await ctx.app.inject(`/api/tours?per_page=${n - 1}&page=2`)).data;
    expect(partial).toMatchObject({ total: n, last_page: 2 });
    expect(partial.data).toHaveLength(1);
    const beyond = json<Totals>(await ctx.app.inject(`/api/tours?per_page=${n}&page=3`)).data;
    expect(beyond).toMatchObject({ total: n, last_page: 1, data: [] });
  });

  it('reads one tour and answers 404 for an unknown one', async () => {
    const list = json<TourPage>(await ctx.app.inject('/api/tours?per_page=1'));
    const id = list.data.data[0]!.id;
    const one = await ctx.app.inject(`/api/tours/${id}`);
    expect(one.statusCode).toBe(200);
    const missing = await ctx.app.inject('/api/tours/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ success: false });
  });

  it('searches routes from Antalya with vehicle prices', async () => {
    const res = await ctx.app.inject(`/api/routes/search?from_location=${encodeURIComponent('Antalya')}`);
    const body = json<{ data: { from_location: string; to_location: string; vehicle_prices: { vehicle_type: string; price_euro: number }[] }[] }>(res);
    expect(res.statusCode).toBe(200);
    expect(body.data.length).toBeGreaterThan(5);
    for (const r of body.data) expect(r.from_location.toLocaleLowerCase('tr')).toMatch(/(^| )antalya/);
    expect(body.data.some((r) => r.vehicle_prices.length > 0)).toBe(true);
  });

  it('lists every route without a filter, and matches words after a space', async () => {
    const all = json<{ data: unknown[] }>(await ctx.app.inject('/api/routes/search'));
    const byWord = json<{ data: { from_location: string }[] }>(
      await ctx.app.inject(`/api/routes/search?from_location=${encodeURIComponent('havalimanı')}`),
    );
    expect(all.data.length).toBeGreaterThan(byWord.data.length);
    expect(byWord.data.length).toBeGreaterThan(0);
  });

  it('has the five active currencies and converts by TRY rate ratios', async () => {
    const body = json<{ data: { code: string; rate_to_try: number }[] }>(await ctx.app.inject('/api/currencies/active'));
    expect(body.data.map((c) => c.code).sort()).toEqual(['EUR', 'GBP', 'PLN', 'TRY', 'USD']);
    const eur = body.data.find((c) => c.code === 'EUR')!.rate_to_try;
    const conv = json<{ data: { converted_amount: number; rate: number } }>(
      await ctx.app.inject({ method: 'POST', url: '/api/currencies/convert', payload: { from: 'EUR', to: 'TRY', amount: 10 } }),
    );
    expect(conv.data.rate).toBeCloseTo(eur, 6);
    expect(conv.data.converted_amount).toBeCloseTo(10 * eur, 2);
  });

  it('serves the other public reads', async () => {
    for (const url of [
      '/api/galleries/active',
      '/api/about/active',
      '/api/settings/round-trip/discount',
      '/api/vehicle-types',
      '/api/extra-services',
      '/api/vehicles',
      '/api/site-settings/public',
      '/api/heroes/active',
      '/api/health',
      '/api/ready',
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(json(res).success, url).toBe(true);
    }
    const settings = json<{ data: Record<string, string> }>(await ctx.app.inject('/api/site-settings/public'));
    expect(settings.data.tursab_certificate).toBe('18012');
  });

  it('runs on the database the suite was started for', async () => {
    const body = json<{ data: { database: string } }>(await ctx.app.inject('/api/ready'));
    expect(body.data.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('filters vehicles by party size with the tier rule', async () => {
    const body = json<{ data: { capacity: number }[] }>(await ctx.app.inject('/api/vehicles?passengers=8'));
    expect(body.data.length).toBeGreaterThan(0);
    for (const v of body.data) expect(v.capacity).toBeGreaterThan(7);
  });
});

describe('public read API on a database without demo content', () => {
  let empty: TestContext;
  beforeAll(async () => {
    empty = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await empty.close();
  });

  it('answers public reads with empty lists', async () => {
    const res = await empty.app.inject('/api/tours?per_page=9999');
    expect(res.statusCode).toBe(200);
    expect((JSON.parse(res.body) as { data: { data: unknown[] } }).data.data).toEqual([]);
    expect((await empty.app.inject('/api/about/active')).statusCode).toBe(404);
  });
});

describe('bad input is a JSON 4xx, never a 500', () => {
  it('a non-numeric id', async () => {
    const res = await ctx.app.inject('/api/tours/abc');
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ success: false });
    expect(json(res).errors).toBeDefined();
  });

  it('an unknown path', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(json(res)).toMatchObject({ success: false, message: 'Kaynak bulunamadı' });
  });

  it('a malformed JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/currencies/convert',
      headers: { 'content-type': 'application/json' },
      payload: '{"from": "EUR",',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).success).toBe(false);
  });

  it('answers validation errors in the language of Accept-Language', async () => {
    const tr = json(await ctx.app.inject({ method: 'POST', url: '/api/currencies/convert', payload: {} }));
    const de = json(
      await ctx.app.inject({ method: 'POST', url: '/api/currencies/convert', payload: {}, headers: { 'accept-language': 'de-DE,de;q=0.9' } }),
    );
    expect(tr.message).not.toBe(de.message);
    expect(tr.errors?.from).toBeDefined();
  });

  it('a huge query string over a real socket', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const status = await new Promise<{ code: number; body: string }>((resolve, reject) => {
      const req = http.get(`http://127.0.0.1:${port}/api/routes/search?from_location=${'a'.repeat(100_000)}`, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ code: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    expect(status.code).toBe(431);
    expect(JSON.parse(status.body)).toMatchObject({ success: false });
  });

  it('a long but acceptable query string is validated, not crashed', async () => {
    const res = await ctx.app.inject(`/api/routes/search?from_location=${'a'.repeat(5000)}`);
    expect(res.statusCode).toBe(422);
  });
});
