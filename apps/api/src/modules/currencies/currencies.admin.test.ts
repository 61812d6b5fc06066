import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { parseTcmbRates } from './tcmb-rates.js';

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/today.xml'), 'utf8');

interface Currency {
  id: number;
  code: string;
  rate_to_try: number;
  rate_from_try: number;
  is_base: boolean;
  is_active: boolean;
  last_updated: string;
}

/** A local stand-in for the central bank: serves the recorded file, fails with 500, or never answers. */
let server: http.Server;
let base = '';
const hanging: http.ServerResponse[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/today.xml') {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(FIXTURE);
    } else if (req.url === '/broken.xml') {
      res.writeHead(500).end('internal error');
    } else if (req.url === '/garbage.xml') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bakım çalışması</body></html>');
    } else {
      hanging.push(res); // never answers: the update must give up on its own
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const r of hanging) r.destroy();
  await new Promise((r) => server.close(r));
});

async function appWithRates(file: string): Promise<{ ctx: TestContext; cookie: string }> {
  const ctx = await createTestApp({ env: { RATES_URL: `${base}/${file}`, RATES_TIMEOUT_MS: '700' } });
  return { ctx, cookie: await adminCookie(ctx) };
}

const list = async (ctx: TestContext) =>
  json<{ data: Currency[] }>(await ctx.app.inject('/api/currencies')).data;

describe('TCMB today.xml parsing', () => {
  it('reads ForexSelling per unit, falls back to BanknoteSelling, skips empty quotes', () => {
    const rates = new Map(parseTcmbRates(FIXTURE).map((r) => [r.code, r.rateToTry]));
    expect(rates.get('USD')).toBeCloseTo(42.2804, 6);
    expect(rates.get('EUR')).toBeCloseTo(49.1147, 6);
    expect(rates.get('JPY')).toBeCloseTo(0.274418, 6); // quoted per 100 yen
    expect(rates.has('XDR')).toBe(false); // no selling quote at all
    expect(rates.has('PLN')).toBe(false); // the bank does not list it
    const banknoteOnly = FIXTURE.replace('<ForexSelling>55.8104</ForexSelling>', '<ForexSelling/>');
    expect(new Map(parseTcmbRates(banknoteOnly).map((r) => [r.code, r.rateToTry])).get('GBP')).toBeCloseTo(
      55.8941,
      6,
    );
  });
  it('reads any well-formed spelling of the file: single quotes, comments, CDATA, one currency', () => {
    const xml = `<?xml version="1.0"?><Tarih_Date Tarih='14.11.2025'><!-- bülten --><Currency Kod='chf' CurrencyCode='CHF'><Unit>1</Unit><ForexSelling><![CDATA[52.5]]></ForexSelling></Currency></Tarih_Date>`;
    expect(parseTcmbRates(xml)).toEqual([{ code: 'CHF', rateToTry: 52.5 }]);
  });
  it('finds nothing in a file that is not the rates bulletin', () => {
    expect(
      parseTcmbRates('<html><Currency CurrencyCode="USD"><ForexSelling>1</ForexSelling></Currency></html>'),
    ).toEqual([]);
  });
});

describe('Kurları Güncelle', () => {
  it('sets rates and last update from the recorded file; unlisted currencies stay as they were', async () => {
    const { ctx, cookie } = await appWithRates('today.xml');
    try {
      const before = await list(ctx);
      const pln = before.find((c) => c.code === 'PLN')!;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/currencies/update-rates',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const body = json<{ message: string; data: { updated: string[]; unchanged: string[] } }>(res);
      expect(body.message).toBe('Kurlar başarıyla güncellendi!');
      expect(body.data.updated.sort()).toEqual(['EUR', 'GBP', 'TRY', 'USD']);
      expect(body.data.unchanged).toEqual(['PLN']);
      const after = await list(ctx);
      const byCode = new Map(after.map((c) => [c.code, c]));
      expect(byCode.get('EUR')!.rate_to_try).toBeCloseTo(49.1147, 6);
      expect(byCode.get('EUR')!.rate_from_try).toBeCloseTo(1 / 49.1147, 9);
      expect(byCode.get('USD')!.rate_to_try).toBeCloseTo(42.2804, 6);
      expect(byCode.get('GBP')!.rate_to_try).toBeCloseTo(55.8104, 6);
      expect(byCode.get('TRY')!.rate_to_try).toBe(1);
      expect(Date.parse(byCode.get('USD')!.last_updated)).toBeGreaterThan(
        Date.parse(before.find((c) => c.code === 'USD')!.last_updated),
      );
      expect(byCode.get('PLN')).toEqual(pln);
      // the public conversion uses the new rates at once
      const conv = json<{ data: { rate: number } }>(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/currencies/convert',
          payload: { from: 'EUR', to: 'TRY', amount: 1 },
        }),
      );
      expect(conv.data.rate).toBeCloseTo(49.1147, 4);
      const audit = await ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'currency_rates')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.admin_username).toBe('content-admin');
    } finally {
      await ctx.close();
    }
  });

  for (const [file, why] of [
    ['broken.xml', 'answers 500'],
    ['garbage.xml', 'sends something that is not the bulletin'],
    ['hang.xml', 'never answers (time-out)'],
  ] as const) {
    it(`changes nothing and says so when the server ${why}`, async () => {
      const { ctx, cookie } = await appWithRates(file);
      try {
        const before = await list(ctx);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/currencies/update-rates',
          headers: { cookie },
        });
        expect(res.statusCode).toBe(502);
        expect(json(res).message).toBe('Kur güncelleme sırasında hata oluştu!');
        expect(await list(ctx)).toEqual(before);
      } finally {
        await ctx.close();
      }
    });
  }
});

describe('currency management', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = await adminCookie(ctx);
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('needs a signed-in admin', async () => {
    for (const [method, url] of [
      ['POST', '/api/currencies'],
      ['PUT', '/api/currencies/1'],
      ['DELETE', '/api/currencies/1'],
      ['POST', '/api/currencies/update-rates'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates, updates and deletes a currency, upper-casing its code', async () => {
    const res = await send('POST', '/api/currencies', {
      code: 'chf',
      name: 'İsviçre Frangı',
      symbol: 'CHF',
      rate_to_try: 53.38,
      rate_from_try: 0.018733,
      is_active: true,
    });
    expect(res.statusCode).toBe(201);
    const chf = json<{ data: Currency }>(res).data;
    expect(chf.code).toBe('CHF');
    expect(chf.is_base).toBe(false);
    const upd = await send('PUT', `/api/currencies/${chf.id}`, { rate_to_try: 54, is_active: false });
    expect(upd.statusCode).toBe(200);
    expect(json<{ data: Currency }>(upd).data).toMatchObject({
      rate_to_try: 54,
      is_active: false,
      code: 'CHF',
    });
    const del = await send('DELETE', `/api/currencies/${chf.id}`);
    expect(del.statusCode).toBe(200);
    expect((await list(ctx)).some((c) => c.code === 'CHF')).toBe(false);
    const actions = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', 'currency')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(actions[1]!.before_json!)).toMatchObject({ rate_to_try: 53.38 });
  });

  it('refuses a four-letter code, a long symbol and negative rates with clear messages', async () => {
    const res = await send('POST', '/api/currencies', {
      code: 'EURO',
      name: 'x',
      symbol: 'ABCDEF',
      rate_to_try: -1,
      rate_from_try: 'abc',
    });
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.errors).toMatchObject({
      code: ['Para birimi kodu en fazla 3 karakter olabilir'],
      symbol: ['Sembol en fazla 5 karakter olabilir'],
      rate_to_try: ["Kur 0'dan büyük bir sayı olmalıdır"],
      rate_from_try: ["Kur 0'dan büyük bir sayı olmalıdır"],
    });
    const short = await send('POST', '/api/currencies', {
      code: 'eu',
      name: 'Euro',
      symbol: '€',
      rate_to_try: 40,
      rate_from_try: 0.025,
    });
    expect(short.statusCode).toBe(422);
    expect(json(short).errors).toEqual({ code: ['Para birimi kodu 3 harften oluşmalıdır (ör. EUR)'] });
    const empty = json(await send('POST', '/api/currencies', {}));
    expect(empty.errors).toMatchObject({
      code: ['Para birimi kodu zorunludur'],
      name: ['Para birimi adı zorunludur'],
      symbol: ['Sembol zorunludur'],
    });
  });

  it('refuses a duplicate code with 409', async () => {
    const res = await send('POST', '/api/currencies', {
      code: 'usd',
      name: 'Dolar',
      symbol: '$',
      rate_to_try: 1,
      rate_from_try: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Bu para birimi kodu zaten kayıtlı');
  });

  it('never deletes or deactivates the base currency', async () => {
    const eur = (await list(ctx)).find((c) => c.is_base)!;
    const del = await send('DELETE', `/api/currencies/${eur.id}`);
    expect(del.statusCode).toBe(409);
    expect(json(del).message).toBe('Ana para birimi silinemez');
    const off = await send('PUT', `/api/currencies/${eur.id}`, { is_active: false });
    expect(off.statusCode).toBe(422);
    expect((await list(ctx)).find((c) => c.id === eur.id)).toMatchObject({ is_active: true });
  });

  it('answers 404 for an unknown currency', async () => {
    expect((await send('PUT', '/api/currencies/99999', { name: 'x' })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/currencies/99999')).statusCode).toBe(404);
  });
});
