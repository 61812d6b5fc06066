import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// The web app's real index.html, so the head markers the server fills are the ones the build ships.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-web-'));
fs.copyFileSync(path.resolve(import.meta.dirname, '../../../../web/index.html'), path.join(webDist, 'index.html'));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://riviera.example' } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)"`, 'g'))].map((m) =>
    m[1] ? `${m[1]} ${m[2]}` : m[2],
  );

describe('for crawlers', () => {
  it('robots.txt opens the site, closes the back office and the API, and names the sitemap', async () => {
    const res = await ctx.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api']));
    expect(lines).toContain('Sitemap: https://riviera.example/sitemap.xml');
  });

  it('sitemap.xml lists every public page in every language with its alternates and last change', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]);
    for (const p of ['/', '/en/', '/de/', '/ru/', '/pl/', '/booking', '/en/booking', '/pl/booking-search']) {
      expect(locs).toContain(`https://riviera.example${p}`);
    }
    // a booking's result page belongs to one visitor
    expect(locs.some((l) => l!.includes('booking-success'))).toBe(false);
    const home = urls.find((u) => u.includes('<loc>https://riviera.example/en/</loc>'))!;
    expect(home).toContain('hreflang="tr" href="https://riviera.example/"');
    expect(home).toContain('hreflang="x-default" href="https://riviera.example/"');
    expect(home).toContain('hreflang="pl" href="https://riviera.example/pl/"');
    expect(home).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
  });

  it('an unknown path is the site 404 page with status 404, never indexed, in the language of its prefix', async () => {
    const res = await ctx.app.inject('/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<title>Sayfa bulunamadı');
    const en = await ctx.app.inject('/en/nope');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('<html lang="en"');
    // Turkish has one address only, and a language the site does not offer is no page
    expect((await ctx.app.inject('/tr/')).statusCode).toBe(404);
    expect((await ctx.app.inject('/fr/')).statusCode).toBe(404);
  });

  it('the back office and the driver page still load the app (never indexed), and API paths still answer JSON', async () => {
    for (const p of ['/admin', '/admin/', '/admin/tours', '/admin/bookings/12', '/surucu/some-run-token']) {
      const res = await ctx.app.inject(p);
      expect(res.statusCode, p).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    const api = await ctx.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});

describe('language in the URL', () => {
  it('/ is Turkish, /en/ English: lang, title, canonical and every alternate with x-default', async () => {
    const tr = await ctx.app.inject('/');
    expect(tr.statusCode).toBe(200);
    expect(tr.body).toContain('<html lang="tr"');
    expect(tr.body).toContain('<title>Riviera Transfer &amp; Tur: Antalya havalimanı transferi ve turlar</title>');
    expect(links(tr.body, 'canonical')).toEqual(['https://riviera.example/']);

    const en = await ctx.app.inject('/en/');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('Antalya airport transfers and tours</title>');
    expect(en.body.match(/<title>/g)).toHaveLength(1);
    expect(links(en.body, 'canonical')).toEqual(['https://riviera.example/en/']);
    expect(links(en.body, 'alternate')).toEqual([
      'tr https://riviera.example/',
      'en https://riviera.example/en/',
      'de https://riviera.example/de/',
      'ru https://riviera.example/ru/',
      'pl https://riviera.example/pl/',
      'x-default https://riviera.example/',
    ]);
    expect(en.body).not.toContain('noindex');
  });

  it('answers the same page in a language whatever the browser asks for (no redirect by Accept-Language)', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="tr"');
  });

  it('every public page answers in every language; the booking result page is not indexed', async () => {
    const de = await ctx.app.inject('/de/booking-search');
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('<title>Buchung suchen');
    expect(links(de.body, 'canonical')).toEqual(['https://riviera.example/de/booking-search']);
    const success = await ctx.app.inject('/ru/booking-success?pnr=ABC');
    expect(success.statusCode).toBe(200);
    expect(success.body).toContain('<html lang="ru"');
    expect(success.body).toContain('content="noindex"');
  });
});
