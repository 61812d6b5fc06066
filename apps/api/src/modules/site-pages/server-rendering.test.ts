import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/kysely.js';
import { FIRST_SCREEN_ID, LEGAL_PATHS, PAGE_META } from '@riviera/domain';
import { adminCookie } from '../../test/admin-session.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

// The real web build, browser and server halves (`npm run build -w @riviera/web`): these tests
// fetch pages as a crawler does and read what the app's own components rendered on the server.
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
const serverEntry = path.resolve(webDist, '../dist-server/entry-server.js');

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  if (!fs.existsSync(serverEntry))
    throw new Error('the web app is not built: run `npm run build -w @riviera/web` first');
  // The page cache is forced on, so the PostgreSQL run proves its emptying too.
  ctx = await createTestApp({
    env: { WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://riviera.example', PUBLIC_READ_CACHE: 'true' },
  });
  cookie = await adminCookie(ctx);
});
afterAll(async () => {
  await ctx.close();
});

interface Tour {
  id: number;
  title: string;
  price: number;
  slug: string;
}

/** The text a visitor reads in the server's HTML: tags dropped, entities decoded, spaces folded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="ssr-state"'));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

const activeTours = async (lang = 'tr') =>
  json<{ data: { data: Tour[] } }>(await ctx.app.inject(`/api/tours?per_page=9999&lang=${lang}`)).data.data;
const heroTitle = async (lang = 'tr') =>
  json<{ data: { title: string }[] }>(await ctx.app.inject(`/api/heroes/active?lang=${lang}`)).data[0]!.title;
const aboutTitle = async (lang: string) =>
  json<{ data: { title: string } }>(await ctx.app.inject(`/api/about/active?lang=${lang}`)).data.title;

describe('server-rendered public pages', () => {
  // First in this file, so that each page is the process's first render of its lazily loaded parts.
  it('a page rendered first after a start carries no Suspense markers, which would make hydration move its DOM', async () => {
    const [tour] = await activeTours();
    for (const url of ['/', `/turlar/${tour!.slug}`, '/booking', '/booking-search', LEGAL_PATHS.kvkk_notice.tr]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      // preact-render-to-string marks a part that suspended (its code not yet loaded) with these comments;
      // hydrating them, Preact moves the part's element (the whole tour grid, the whole tour page).
      expect(res.body.includes('<!--$s-->'), `${url} carries <!--$s-->`).toBe(false);
    }
  });

  it('/ holds, in Turkish, the hero title, every active tour with its price, the gallery and the about section', async () => {
    const res = await ctx.app.inject('/');
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    expect(text).toContain(await heroTitle());
    expect(text).toContain('Popüler Turlar');
    const tours = await activeTours();
    expect(tours.length).toBeGreaterThan(3);
    for (const t of tours) {
      expect(text).toContain(t.title);
      expect(text).toMatch(new RegExp(`Kişi başı €${t.price}\\b`));
    }
    expect(res.body).toMatch(/<section id="gallery"[\s\S]*<img[^>]+src="\/uploads\//);
    expect(res.body).toMatch(/<section id="about"[\s\S]*<h2 id="about-title"/);
  });

  it('/en/ is the same page in English, content included (hero, tours, about), with its alternates', async () => {
    const res = await ctx.app.inject('/en/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    const text = visibleText(res.body);
    expect(text).toContain('Popular Tours');
    expect(text).toContain('Quick Booking');
    expect(text).not.toContain('Popüler Turlar');
    // the staff-edited content too, not only the interface: the seed has it translated
    const hero = await heroTitle('en');
    expect(hero).not.toBe(await heroTitle('tr'));
    expect(text).toContain(hero);
    expect(text).toContain(await aboutTitle('en'));
    const tours = await activeTours('en');
    expect(tours.map((t) => t.title)).not.toEqual((await activeTours('tr')).map((t) => t.title));
    for (const t of tours) {
      expect(text).toContain(t.title);
      expect(text).toMatch(new RegExp(`Per person €${t.price}\\b`));
    }
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://riviera.example/" />',
    );
    expect(res.body).toContain('<link rel="canonical" href="https://riviera.example/en/" />');
  });

  it('the landing page carries the operator as TravelAgency JSON-LD and one set of OpenGraph tags, in its language', async () => {
    for (const p of ['/', '/en/']) {
      const body = (await ctx.app.inject(p)).body;
      const blocks = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as { '@type': string },
      );
      expect(blocks.map((b) => b['@type']), p).toEqual(['TravelAgency']);
      expect(body.match(/property="og:title"/g), p).toHaveLength(1);
      expect(body.match(/name="twitter:card"/g), p).toHaveLength(1);
    }
  });

  it('embeds the data the page was rendered with, as JSON the browser hydrates from', async () => {
    const keysOf = (body: string) => {
      const state = /<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(body)?.[1];
      const parsed = JSON.parse(state!) as { queries: { queryKey: unknown[] }[] };
      return parsed.queries.map((q) => q.queryKey.join('/'));
    };
    const res = await ctx.app.inject('/');
    // under the keys the browser's hooks use: content keys carry the page's language
    expect(keysOf(res.body)).toEqual(
      expect.arrayContaining([
        'site-settings/tr',
        'currencies/active/tr',
        'heroes/active/tr',
        'tours/all/tr',
        'galleries/active/tr',
        'about/active/tr',
      ]),
    );
    expect(keysOf((await ctx.app.inject('/ru/')).body)).toEqual(
      expect.arrayContaining(['site-settings/ru', 'currencies/active/ru', 'tours/all/ru']),
    );
    // the reads the browser no longer needs to make are not preloaded
    expect(res.body).not.toContain('as="fetch"');
  });

  it('a tour made Pasif leaves the page at the next request, and comes back when made Aktif', async () => {
    const [tour] = await activeTours();
    const sitemap = async () => (await ctx.app.inject('/sitemap.xml')).body;
    expect(visibleText((await ctx.app.inject('/')).body)).toContain(tour!.title);
    expect(visibleText((await ctx.app.inject(`/turlar/${tour!.slug}`)).body)).toContain(tour!.title);
    expect(await sitemap()).toContain(`https://riviera.example/en/tours/${tour!.slug}</loc>`);
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/tours/${tour!.id}/toggle-status`,
      headers: { cookie },
    });
    expect(off.statusCode).toBe(200);
    expect(visibleText((await ctx.app.inject('/')).body)).not.toContain(tour!.title);
    expect(visibleText((await ctx.app.inject('/en/')).body)).not.toContain(tour!.title);
    // its own page is gone, in every language, though it was kept in the page cache a moment ago
    for (const p of [`/turlar/${tour!.slug}`, `/en/tours/${tour!.slug}`]) {
      const gone = await ctx.app.inject(p);
      expect(gone.statusCode, p).toBe(404);
      expect(visibleText(gone.body)).not.toContain(tour!.title);
    }
    // and it leaves the sitemap
    expect(await sitemap()).not.toContain(`/tours/${tour!.slug}<`);
    expect(await sitemap()).not.toContain(`/turlar/${tour!.slug}<`);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/tours/${tour!.id}/toggle-status`,
      headers: { cookie },
    });
    expect(visibleText((await ctx.app.inject('/')).body)).toContain(tour!.title);
  });

  it('a tour page holds, in its language, the breadcrumb, the title, the price and the details, with its JSON-LD and its data', async () => {
    const [trTour] = await activeTours('tr');
    const enTour = (await activeTours('en')).find((t) => t.id === trTour!.id)!;
    expect(enTour.title).not.toBe(trTour!.title);
    const cases = [
      { path: `/turlar/${trTour!.slug}`, tour: trTour!, lang: 'tr', crumbs: ['Ana Sayfa', 'Turlar'], adult: 'Yetişkin', reserve: 'Bu turu ayırtın' },
      { path: `/en/tours/${trTour!.slug}`, tour: enTour, lang: 'en', crumbs: ['Home', 'Tours'], adult: 'Adult', reserve: 'Book this tour' },
    ];
    for (const c of cases) {
      const res = await ctx.app.inject(c.path);
      expect(res.statusCode, c.path).toBe(200);
      expect(res.body).toContain(`<html lang="${c.lang}"`);
      const root = res.body.slice(res.body.indexOf('<div id="root">'), res.body.indexOf('<script id="ssr-state"'));
      // the body, not only the head: breadcrumb, heading, price and details drawn by the app's components
      expect(root).toMatch(new RegExp(`<nav aria-label="[^"]+"[^>]*>[\\s\\S]*${c.crumbs[0]}[\\s\\S]*${c.crumbs[1]}`));
      expect(root).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      const text = visibleText(res.body);
      expect(text).toContain(c.tour.title);
      expect(text).toMatch(new RegExp(`${c.adult} €${c.tour.price}\\b`));
      expect(text).toContain(c.reserve);
      const full = json<{ data: { tour: { description: string; location: string } } }>(
        await ctx.app.inject(`/api/tours/by-slug/${trTour!.slug}?lang=${c.lang}`),
      ).data.tour;
      expect(text).toContain(full.location);
      expect(text).toContain(full.description.split('\n')[0]!.trim().slice(0, 40));
      // structured data a crawler reads without JavaScript
      const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as { '@type': string; offers?: { '@type': string; price: number; priceCurrency: string } },
      );
      expect(blocks.map((b) => b['@type'])).toEqual(['TouristTrip', 'BreadcrumbList']);
      expect(blocks[0]!.offers).toMatchObject({ '@type': 'Offer', price: c.tour.price });
      // the browser hydrates from the embedded tour: nothing is fetched again
      const state = /<script id="ssr-state" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
      const keys = (JSON.parse(state!) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey.join('/'));
      expect(keys).toEqual(expect.arrayContaining([`tours/by-slug/${trTour!.slug}/${c.lang}`, `legal/kvkk_notice/${c.lang}`]));
    }
  });

  it("a tour page's photo names its smaller copies (srcset, sizes) and is fetched first, as is every card's photo on /", async () => {
    const [tour] = await activeTours('tr');
    const { image } = json<{ data: { tour: { image: string } } }>(await ctx.app.inject(`/api/tours/by-slug/${tour!.slug}?lang=tr`)).data.tour;
    const page = (await ctx.app.inject(`/turlar/${tour!.slug}`)).body;
    const photo = [...page.matchAll(/<img [^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`src="${image}"`));
    expect(photo, 'the tour photo').toBeDefined();
    const copy480 = image.replace(/\.webp$/, '-480w.webp');
    expect(photo).toContain(`srcset="${copy480} 480w, `);
    expect(photo).toMatch(/ sizes="[^"]+"/);
    // the largest paint of the page: high priority (attribute names are case-insensitive in HTML), never lazy
    expect(photo).toMatch(/ fetchpriority="high"/i);
    expect(photo).not.toContain('loading="lazy"');
    // every copy the page names is there to fetch
    for (const [, url] of photo!.matchAll(/(\/uploads\/[^ ",]+) \d+w/g)) expect((await ctx.app.inject(url!)).statusCode, url).toBe(200);

    const landing = (await ctx.app.inject('/')).body;
    const card = [...landing.matchAll(/<img [^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`src="${image}"`));
    expect(card).toContain(`srcset="${copy480} 480w, `);
    expect(card).toContain('loading="lazy"');
  });

  it('an edited title moves its rendered page: the old address is a 301 to the new one, which is rendered', async () => {
    const [tour] = await activeTours();
    const rename = async (title: string) => {
      const form = multipart({ _method: 'PUT', title });
      const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/tours/${tour!.id}`, headers: { cookie, ...form.headers }, payload: form.payload });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: { slug: string } }>(res).data.slug;
    };
    // kept in the page cache first, so the rename has to empty it
    expect((await ctx.app.inject(`/de/touren/${tour!.slug}`)).statusCode).toBe(200);
    const slug = await rename(`${tour!.title} Yeni`);
    const old = await ctx.app.inject(`/de/touren/${tour!.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/de/touren/${slug}`);
    const moved = await ctx.app.inject(`/de/touren/${slug}`);
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('<script id="ssr-state"');
    await rename(tour!.title);
  });

  it('the legal pages are public pages in every language: rendered with their text, their head and in the sitemap', async () => {
    const sitemap = (await ctx.app.inject('/sitemap.xml')).body;
    for (const [kind, page] of [['kvkk_notice', 'kvkkNotice'], ['privacy_policy', 'privacyPolicy']] as const) {
      for (const lang of ['tr', 'en', 'de', 'ru', 'pl'] as const) {
        const path = LEGAL_PATHS[kind][lang];
        const res = await ctx.app.inject(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.body).toContain(`<html lang="${lang}"`);
        expect(res.body).toContain(`<title>${PAGE_META[lang][page].title.replace(/&/g, '&amp;')}</title>`);
        expect(res.body).toContain(`<link rel="canonical" href="https://riviera.example${path}" />`);
        expect(res.body).toContain(`hreflang="x-default" href="https://riviera.example${LEGAL_PATHS[kind].tr}" />`);
        const doc = json<{ data: { title: string } }>(await ctx.app.inject(`/api/legal/${kind}?lang=${lang}`)).data;
        expect(visibleText(res.body)).toContain(doc.title);
        expect(sitemap).toContain(`<loc>https://riviera.example${path}</loc>`);
      }
    }
    // a language's word under another language's prefix is no page
    expect((await ctx.app.inject('/en/kvkk-aydinlatma-metni')).statusCode).toBe(404);
    expect((await ctx.app.inject('/privacy-notice')).statusCode).toBe(404);
  });

  it('sends a rendered page compressed when the browser accepts it, the same HTML either way', async () => {
    const plain = await ctx.app.inject('/en/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx.app.inject({ url: '/en/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toContain('text/html');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gzip = await ctx.app.inject({ url: '/booking?from=Antalya', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<script id="ssr-state"');
  });

  it('a browser holding the page it was sent revalidates it with a 304 of no body', async () => {
    const first = await ctx.app.inject({ url: '/en/', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({ url: '/en/', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // another page, another validator
    const tr = await ctx.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(tr.statusCode).toBe(200);
    expect(tr.headers.etag).not.toBe(etag);
  });

  it('renders the other public pages in their language, and a query string renders the page for it', async () => {
    const search = await ctx.app.inject('/de/booking-search');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<script id="ssr-state"');
    expect(visibleText(search.body)).toContain('Buchung abfragen');
    const booking = await ctx.app.inject('/booking?from=Antalya');
    expect(booking.statusCode).toBe(200);
    expect(booking.body).toContain('<script id="ssr-state"');
  });

  it('an unrendered page (the 404) preloads no API read: its content is asked with ?lang=, which those never match', async () => {
    const res = await ctx.app.inject('/en/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<script src="/boot.js" defer></script>');
    expect(res.body).not.toContain('as="fetch"');
  });

  // Decision 019: one "catalogue changed" event, carried to every instance by PostgreSQL NOTIFY.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a tour made Pasif on one instance leaves the other instance's kept page at its next request",
    async () => {
      const handle = openDatabase(ctx.config);
      const other = await buildApp({
        config: ctx.config,
        db: handle.db,
        dialect: handle.dialect,
        logger: false,
      });
      try {
        await other.ready();
        const page = async () => visibleText((await other.inject('/de/')).body);
        const [tour] = await activeTours('de');
        expect(await page()).toContain(tour!.title);
        // kept: the other instance answers from its page cache from now on
        expect(await page()).toContain(tour!.title);
        const off = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/admin/tours/${tour!.id}/toggle-status`,
          headers: { cookie },
        });
        expect(off.statusCode).toBe(200);
        const until = Date.now() + 2_000;
        while ((await page()).includes(tour!.title) && Date.now() < until)
          await new Promise((r) => setTimeout(r, 25));
        expect(await page()).not.toContain(tour!.title);
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/admin/tours/${tour!.id}/toggle-status`,
          headers: { cookie },
        });
      } finally {
        await other.close();
        await handle.close();
      }
    },
  );
});

describe('what a public page needs for its first paint', () => {
  const built = () => fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entryOf = (html: string) => /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];

  it('carries its stylesheet inline and leaves its scripts to boot.js, which lists the entry and every chunk it preloads', async () => {
    const page = (await ctx.app.inject('/en/')).body;
    const css = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(built())![1]!;
    expect(page).toContain(`<style>${fs.readFileSync(path.join(webDist, css), 'utf8')}</style>`);
    // Its link stays for the lazy chunks' loader to find, disabled: the browser does not fetch it.
    expect([...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0])).toEqual([`<link rel="stylesheet" href="/${css}" disabled>`]);
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).toContain('<script src="/boot.js" defer></script>');
    const listed = JSON.parse(/<script type="application\/json" id="deferred-modules">(.*?)<\/script>/.exec(page)![1]!) as {
      entry: string;
      preload: string[];
    };
    expect(listed.entry).toBe(entryOf(built()));
    expect(listed.preload).toEqual([...built().matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
    expect(listed.preload.length).toBeGreaterThan(0);
    const boot = await ctx.app.inject('/boot.js');
    expect(boot.statusCode).toBe(200);
    expect(boot.body).toContain('deferred-modules');
  });

  it('the landing page is painted only once its hero is wholly parsed; a page without such a first screen is not held', async () => {
    const expectLink = `<link rel="expect" href="#${FIRST_SCREEN_ID}" blocking="render" />`;
    for (const url of ['/', '/en/']) {
      const page = (await ctx.app.inject(url)).body;
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toContain(expectLink);
      // The element it waits for is the hero, heading and form included.
      const hero = new RegExp(`<section id="${FIRST_SCREEN_ID}"[\\s\\S]*?</form></div></section>`).exec(page)?.[0] ?? '';
      expect(hero).toContain('id="hero-title"');
      expect(hero).toContain('<form');
    }
    const [tour] = await activeTours('tr');
    const tourPage = (await ctx.app.inject(`/turlar/${tour!.slug}`)).body;
    expect(tourPage).not.toContain(`id="${FIRST_SCREEN_ID}"`);
    expect(tourPage).not.toContain('rel="expect"');
  });

  it('the 404 page is sent the same way, and the back office shell as built (its files stay cached across loads)', async () => {
    const missing = await ctx.app.inject('/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<script src="/boot.js" defer></script>');
    const shell = (await ctx.app.inject('/admin/login')).body;
    expect(shell).toContain('rel="stylesheet"');
    expect(entryOf(shell)).toBe(entryOf(built()));
    expect(shell).not.toContain('boot.js');
  });
});
