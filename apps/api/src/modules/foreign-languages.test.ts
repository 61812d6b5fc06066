import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

// Issue 32 item 6: no Turkish left on the foreign pages of the demo: currency names, the tours'
// places, vehicle model names; and a link preview picture the previews show (a PNG, not an SVG).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => {
  const res = await ctx.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return json<{ data: T }>(res).data;
};

describe('pages in another language', () => {
  it('name the currencies in that language; Turkish (and no lang, as the back office reads) keeps the names staff entered', async () => {
    const gbp = async (query: string) => (await get<{ code: string; name: string }[]>(`/api/currencies/active${query}`)).find((c) => c.code === 'GBP')!.name;
    expect(await gbp('?lang=en')).toBe('British Pound');
    expect(await gbp('?lang=de')).toBe('Britisches Pfund');
    expect(await gbp('?lang=ru')).toBe('Британский фунт стерлингов');
    expect(await gbp('?lang=pl')).toBe('Funt szterling');
    expect(await gbp('?lang=tr')).toBe('İngiliz Sterlini');
    expect(await gbp('')).toBe('İngiliz Sterlini');
    const all = await get<{ code: string; name: string }[]>('/api/currencies?lang=en');
    expect(all.find((c) => c.code === 'TRY')!.name).toBe('Turkish Lira');
  });

  it('write every tour place in Russian in Cyrillic', async () => {
    const tours = await get<{ data: { title: string; location: string }[] }>('/api/tours?per_page=9999&lang=ru');
    expect(tours.data.length).toBeGreaterThan(5);
    for (const t of tours.data) expect(t.location, t.title).toMatch(/^[\p{Script=Cyrillic}\s,«»().–-]+$/u);
    expect(tours.data.map((t) => t.location)).toContain('Памуккале, Денизли');
  });

  it('name vehicle models in the language asked; a brand name without a Turkish word reads the same', async () => {
    const names = async (lang: string) => (await get<{ name: string }[]>(`/api/vehicles?passengers=1&lang=${lang}`)).map((v) => v.name);
    expect(await names('en')).toContain('Mercedes-Benz E-Class');
    expect(await names('de')).toContain('Mercedes-Benz E-Klasse');
    expect(await names('tr')).toContain('Mercedes-Benz E-Serisi');
    expect(await names('en')).toContain('Skoda Superb');
    for (const lang of ['en', 'de', 'ru', 'pl']) expect((await names(lang)).join(' ')).not.toMatch(/Serisi|Midibüs/);
  });
});

describe('the landing page link preview', () => {
  it('is a 1200 × 630 PNG made on the server, which the landing head names with its size', async () => {
    const res = await ctx.app.inject('/og-image.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

    const page = await ctx.app.inject('/en/');
    const image = /<meta property="og:image" content="([^"]+)">/.exec(page.body)?.[1];
    expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
    expect(page.body).toContain('<meta property="og:image:width" content="1200">');
    expect(page.body).toContain('<meta name="twitter:image" content="' + image + '">');
    expect(page.body).not.toMatch(/<meta property="og:image" content="[^"]+\.svg">/);
  });
});
