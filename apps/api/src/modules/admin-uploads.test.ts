import fs from 'node:fs';
import path from 'node:path';
import { translateMessage } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { brokenMultipartBodies, multipart } from '../test/multipart.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

/**
 * Every back-office route that reads a multipart form (lib/admin-form.ts → lib/uploads.ts): a body
 * the parser cannot read is a 400 with the envelope, and a NUL character in a text field is a 422
 * on that field, never a 500 and never a half-saved row or file.
 */
let ctx: TestContext;
let cookie: string;
let ids: { gallery: number; hero: number; about: number; vehicle: number; tour: number };
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
  const first = async (table: 'gallery_items' | 'heroes' | 'about_entries' | 'vehicles' | 'tours') =>
    (await ctx.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  ids = {
    gallery: await first('gallery_items'),
    hero: await first('heroes'),
    about: await first('about_entries'),
    vehicle: await first('vehicles'),
    tour: await first('tours'),
  };
});
afterAll(() => ctx.close());

interface UploadRoute {
  method: 'POST' | 'PUT';
  url: () => string;
  /** a file field the route takes, so a body can be cut off inside a file it would store */
  fileField?: string;
  /** a text field the route stores */
  textField: string;
}

/** The routes that call readAdminForm, create and update (POST …/{id} with _method=PUT, and PUT). */
const ROUTES: UploadRoute[] = [
  { method: 'POST', url: () => '/api/galleries', fileField: 'image', textField: 'title' },
  { method: 'POST', url: () => `/api/galleries/${ids.gallery}`, fileField: 'image', textField: 'title' },
  { method: 'PUT', url: () => `/api/galleries/${ids.gallery}`, fileField: 'video', textField: 'title' },
  { method: 'POST', url: () => '/api/heroes', fileField: 'video', textField: 'title' },
  { method: 'POST', url: () => `/api/heroes/${ids.hero}`, fileField: 'poster', textField: 'title' },
  { method: 'PUT', url: () => `/api/heroes/${ids.hero}`, fileField: 'video', textField: 'title' },
  { method: 'POST', url: () => '/api/vehicles', fileField: 'image', textField: 'name' },
  { method: 'POST', url: () => `/api/vehicles/${ids.vehicle}`, fileField: 'image', textField: 'name' },
  { method: 'PUT', url: () => `/api/vehicles/${ids.vehicle}`, fileField: 'image', textField: 'name' },
  { method: 'POST', url: () => '/api/admin/tours', fileField: 'image', textField: 'title' },
  { method: 'POST', url: () => `/api/admin/tours/${ids.tour}`, fileField: 'image', textField: 'title' },
  { method: 'PUT', url: () => `/api/admin/tours/${ids.tour}`, fileField: 'image', textField: 'title' },
  { method: 'POST', url: () => '/api/site-settings/upload-image', fileField: 'image', textField: 'key' },
  { method: 'POST', url: () => '/api/about', textField: 'title' },
  { method: 'POST', url: () => `/api/about/${ids.about}`, textField: 'title' },
  { method: 'PUT', url: () => `/api/about/${ids.about}`, textField: 'title' },
];

/** Row counts and stored files, to prove a refused request changed nothing. */
async function snapshot() {
  const count = async (
    table: 'gallery_items' | 'heroes' | 'about_entries' | 'vehicles' | 'tours' | 'site_settings',
  ) =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const files = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .map((f) => path.join(dir, f))
          .filter((f) => fs.statSync(f).isFile())
      : [];
  return {
    rows: await Promise.all(
      (['gallery_items', 'heroes', 'about_entries', 'vehicles', 'tours', 'site_settings'] as const).map(
        count,
      ),
    ),
    files: files(ctx.config.uploadsDir).sort(),
  };
}

describe('back-office multipart forms that cannot be read', () => {
  it('answer 400 with the envelope in the caller’s language on every upload route, and change nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of ROUTES) {
      const fields = {
        [route.textField]: 'Kaş',
        ...(route.url().match(/\/\d+$/) && route.method === 'POST' ? { _method: 'PUT' } : {}),
      };
      for (const broken of brokenMultipartBodies(fields, route.fileField)) {
        for (const lang of ['tr', 'de'] as const) {
          const res = await ctx.app.inject({
            method: route.method,
            url: route.url(),
            payload: broken.payload,
            headers: { ...broken.headers, cookie, 'accept-language': lang },
          });
          const body = res.headers['content-type']?.toString().startsWith('application/json')
            ? json(res)
            : res.body;
          const expected = { success: false, message: translateMessage('error.multipart_invalid', lang) };
          if (res.statusCode !== 400 || JSON.stringify(body) !== JSON.stringify(expected)) {
            failures.push(
              `${route.method} ${route.url()} ${broken.kind} (${lang}) → ${res.statusCode} ${res.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('back-office multipart forms with a NUL character', () => {
  it('answer 422 on the field on every upload route, and change nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of ROUTES) {
      const form = multipart({
        [route.textField]: 'Kaş\u0000Kalkan',
        ...(route.url().match(/\/\d+$/) && route.method === 'POST' ? { _method: 'PUT' } : {}),
      });
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url(),
        ...form,
        headers: { ...form.headers, cookie },
      });
      const expected = {
        success: false,
        message: translateMessage('error.validation', 'tr'),
        errors: { [route.textField]: [translateMessage('validation.invalid_character', 'tr')] },
      };
      if (res.statusCode !== 422 || res.body !== JSON.stringify(expected)) {
        failures.push(`${route.method} ${route.url()} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('back-office list fields written name[i]', () => {
  it('take the index as nothing but a position: a huge one is answered at once like a small one', async () => {
    const form = multipart({
      title: 'Biz Kimiz',
      description: '<p>Antalya</p>',
      'features[4294967294]': 'TÜRSAB lisanslı',
      'features[0]': '7/24',
    });
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/about',
      ...form,
      headers: { ...form.headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(json<{ success: true; data: { features: string[] } }>(res).data.features).toEqual([
      'TÜRSAB lisanslı',
      '7/24',
    ]);
  });
});
