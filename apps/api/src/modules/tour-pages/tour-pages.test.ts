import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

/** The shape of the web build's index.html that the server fills in per page. */
const TEMPLATE = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <!--page-head--><meta name="description" content="generic" />
    <title>Riviera Transfer &amp; Tur</title><!--/page-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

let ctx: TestContext;
let cookie: string;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  ctx = await createTestApp({ env: { WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://riviera.example' } });
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

interface Tour {
  id: number;
  slug: string;
  title: string;
}

async function save(fields: Record<string, string>, id?: number) {
  const form = multipart({
    ...(id ? { _method: 'PUT' } : { description: 'Akşam yemeği ve gösteri', price: '42.5', currency: 'EUR', duration: '3 saat', location: 'Side', is_active: '1' }),
    ...fields,
  });
  const res = await ctx.app.inject({ method: 'POST', url: id ? `/api/admin/tours/${id}` : '/api/admin/tours', headers: { cookie, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return json<{ data: Tour }>(res).data;
}

/** Every JSON-LD block of a page, parsed as a crawler parses it. */
function jsonLdOf(html: string): { '@type': string; [k: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string });
}
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('tour pages from the server', () => {
  it('hold the head in Turkish and English: title, canonical, alternates, OpenGraph and valid JSON-LD', async () => {
    const tour = await save({
      title: 'Gece Şovu </script><b>',
      translations: JSON.stringify({ en: { title: 'Night Show', description: 'Dinner and a show' } }),
    });
    expect(tour.slug).toBe('gece-sovu-script-b');
    const tr = await ctx.app.inject(`/turlar/${tour.slug}`);
    expect(tr.statusCode).toBe(200);
    expect(tr.headers['content-type']).toContain('text/html');
    expect(tr.body).toContain('<html lang="tr"');
    expect(tr.body).toContain('<title>Gece Şovu &lt;/script&gt;&lt;b&gt; | ');
    expect(tr.body).not.toContain('content="generic"');
    expect(tr.body).toContain(`<link rel="canonical" href="https://riviera.example/turlar/${tour.slug}" />`);
    expect(tr.body).toContain(`<link rel="alternate" hreflang="en" href="https://riviera.example/en/tours/${tour.slug}" />`);
    expect(tr.body).toContain(`<link rel="alternate" hreflang="x-default" href="https://riviera.example/turlar/${tour.slug}" />`);
    const [trip, crumbs] = jsonLdOf(tr.body);
    expect(trip).toMatchObject({ '@type': 'TouristTrip', name: 'Gece Şovu </script><b>', offers: { '@type': 'Offer', price: 42.5, priceCurrency: 'EUR' } });
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    // the title's </script> stays inside the JSON-LD: the page has exactly the scripts it should
    expect(tr.body.match(/<\/script>/g)).toHaveLength(2);

    const en = await ctx.app.inject(`/en/tours/${tour.slug}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('<title>Night Show | ');
    expect(metaOf(en.body, 'og:title')).toMatch(/^Night Show \| /);
    expect(metaOf(en.body, 'og:description')).toBe('Dinner and a show');
    expect(metaOf(en.body, 'og:url')).toBe(`https://riviera.example/en/tours/${tour.slug}`);
    expect(metaOf(en.body, 'og:locale')).toBe('en_GB');
    expect(metaOf(en.body, 'twitter:card')).toBe('summary');
    expect(jsonLdOf(en.body)[0]).toMatchObject({ '@type': 'TouristTrip', name: 'Night Show', inLanguage: 'en' });
  });

  it('carries the tour photo as an absolute image for link previews', async () => {
    const seeded = json<{ data: { data: (Tour & { image: string | null })[] } }>(await ctx.app.inject('/api/tours?per_page=9999')).data.data.find((t) => t.image);
    expect(seeded).toBeDefined();
    const page = await ctx.app.inject(`/de/touren/${seeded!.slug}`);
    expect(page.statusCode).toBe(200);
    expect(metaOf(page.body, 'og:image')).toBe(`https://riviera.example${seeded!.image}`);
    expect(metaOf(page.body, 'twitter:card')).toBe('summary_large_image');
  });

  it('answers an edited title\'s old address with a 301 to the new one, in the same language', async () => {
    const tour = await save({ title: 'Kemer Koyları' });
    await save({ title: 'Kemer Koyları ve Phaselis' }, tour.id);
    const tr = await ctx.app.inject('/turlar/kemer-koylari');
    expect(tr.statusCode).toBe(301);
    expect(tr.headers.location).toBe('/turlar/kemer-koylari-ve-phaselis');
    const ru = await ctx.app.inject('/ru/tury/kemer-koylari?utm=x');
    expect(ru.statusCode).toBe(301);
    expect(ru.headers.location).toBe('/ru/tury/kemer-koylari-ve-phaselis');
    expect((await ctx.app.inject('/turlar/kemer-koylari-ve-phaselis')).statusCode).toBe(200);
  });

  it('is a 404 page, never indexed, for an unknown slug and for a Pasif tour', async () => {
    const unknown = await ctx.app.inject('/en/tours/no-such-tour');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    expect(unknown.body).toContain('<title>Tour not found</title>');
    const tour = await save({ title: 'Pasif Olacak Tur' });
    expect((await ctx.app.inject(`/turlar/${tour.slug}`)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}/toggle-status`, headers: { cookie } });
    const gone = await ctx.app.inject(`/turlar/${tour.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Pasif Olacak Tur');
  });
});
