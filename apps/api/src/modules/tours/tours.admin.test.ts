import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { pngBytes, textBytes } from '../../test/media.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

interface Tour {
  id: number;
  title: string;
  price: number;
  children_price: number | null;
  image: string | null;
  features: string[];
  inclusions: string[];
  exclusions: string[];
  is_active: boolean;
}
interface Page {
  data: Tour[];
  current_page: number;
  last_page: number;
  total: number;
}

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

const fileOf = (url: string) => path.join(ctx.config.uploadsDir, url.replace(/^\/uploads\//, ''));
const adminPage = async (query: string) => json<{ data: Page }>(await ctx.app.inject({ url: `/api/admin/tours?${query}`, headers: { cookie } })).data;
const publicIds = async () => json<{ data: Page }>(await ctx.app.inject('/api/tours?per_page=9999')).data.data.map((t) => t.id);

async function createTour(extra: Record<string, string | string[]> = {}, image?: Buffer) {
  const form = multipart(
    {
      title: 'Kekova Tekne Turu',
      description: 'Batık şehir üzerinde tekne turu',
      price: '45.50',
      children_price: '',
      currency: 'EUR',
      duration: 'Tam gün',
      location: 'Kaş',
      is_active: '1',
      features: ['Rehber', '  ', 'Rehber', 'Yüzme molası'],
      inclusions: ['Öğle yemeği'],
      exclusions: ['İçecekler'],
      ...extra,
    },
    image ? { image: { filename: 'photo.png', contentType: 'image/png', data: image } } : {},
  );
  return ctx.app.inject({ method: 'POST', url: '/api/admin/tours', headers: { cookie, ...form.headers }, payload: form.payload });
}

describe('tour management', () => {
  it('is for signed-in admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/tours'],
      ['POST', '/api/admin/tours'],
      ['POST', '/api/admin/tours/1'],
      ['DELETE', '/api/admin/tours/1'],
      ['DELETE', '/api/admin/tours/bulk-delete'],
      ['PATCH', '/api/admin/tours/1/toggle-status'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a tour from the multipart form: image resized to a webp, blank and duplicate list entries dropped', async () => {
    const res = await createTour({}, await pngBytes(3000, 2000));
    expect(res.statusCode).toBe(201);
    const tour = json<{ data: Tour }>(res).data;
    expect(tour).toMatchObject({ title: 'Kekova Tekne Turu', price: 45.5, children_price: null, is_active: true });
    expect(tour.features).toEqual(['Rehber', 'Yüzme molası']);
    expect(tour.image).toMatch(/^\/uploads\/tours\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(fileOf(tour.image!)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(1600);
    const served = await ctx.app.inject(tour.image!);
    expect(served.statusCode).toBe(200);
    expect(await publicIds()).toContain(tour.id);
  });

  it('refuses a text file named .png and missing fields, leaving no file behind', async () => {
    const before = fs.existsSync(path.join(ctx.config.uploadsDir, 'tours')) ? fs.readdirSync(path.join(ctx.config.uploadsDir, 'tours')).length : 0;
    const fake = await createTour({}, textBytes());
    expect(fake.statusCode).toBe(422);
    expect(json(fake).errors).toMatchObject({ image: ['Bu dosya türü desteklenmiyor'] });
    const missing = await createTour({ title: ' ', price: '-3', duration: '', location: '', description: '' }, await pngBytes());
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors).toMatchObject({
      title: ['Başlık zorunludur'],
      price: ['Fiyat 0 veya daha büyük olmalıdır'],
      duration: ['Süre zorunludur'],
      location: ['Konum zorunludur'],
      description: ['Açıklama zorunludur'],
    });
    expect(fs.readdirSync(path.join(ctx.config.uploadsDir, 'tours'))).toHaveLength(before);
  });

  it('edits with POST + _method=PUT, replacing the image and removing the old file', async () => {
    const tour = json<{ data: Tour }>(await createTour({}, await pngBytes())).data;
    const form = multipart(
      { _method: 'PUT', title: 'Kekova ve Simena', price: '50', children_price: '25', features: ['Tekne'], inclusions: [''], exclusions: ['Müze girişi'] },
      { image: { filename: 'new.jpg', contentType: 'image/jpeg', data: await sharp(await pngBytes()).jpeg().toBuffer() } },
    );
    const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/tours/${tour.id}`, headers: { cookie, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    const edited = json<{ data: Tour }>(res).data;
    expect(edited).toMatchObject({ title: 'Kekova ve Simena', price: 50, children_price: 25, features: ['Tekne'], inclusions: [], exclusions: ['Müze girişi'], location: 'Kaş' });
    expect(edited.image).not.toBe(tour.image);
    expect(fs.existsSync(fileOf(tour.image!))).toBe(false);
    expect(fs.existsSync(fileOf(edited.image!))).toBe(true);

    // a failed edit keeps the current image
    const bad = multipart({ _method: 'PUT', price: 'abc' }, { image: { filename: 'x.png', contentType: 'image/png', data: await pngBytes() } });
    const failed = await ctx.app.inject({ method: 'POST', url: `/api/admin/tours/${tour.id}`, headers: { cookie, ...bad.headers }, payload: bad.payload });
    expect(failed.statusCode).toBe(422);
    expect(fs.existsSync(fileOf(edited.image!))).toBe(true);
    const wrongMethod = multipart({ _method: 'DELETE' });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/admin/tours/${tour.id}`, headers: { cookie, ...wrongMethod.headers }, payload: wrongMethod.payload })).statusCode).toBe(422);
  });

  it('toggles status: a Pasif tour disappears from the public list and tour page', async () => {
    const tour = json<{ data: Tour }>(await createTour()).data;
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}/toggle-status`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: Tour }>(res).data.is_active).toBe(false);
    expect(await publicIds()).not.toContain(tour.id);
    expect((await ctx.app.inject(`/api/tours/${tour.id}`)).statusCode).toBe(404);
    expect((await adminPage('status=inactive')).data.map((t) => t.id)).toContain(tour.id);
    expect((await adminPage('status=active')).data.map((t) => t.id)).not.toContain(tour.id);
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}/toggle-status`, headers: { cookie } });
    expect(await publicIds()).toContain(tour.id);
  });

  it('pages by 10 and searches title or location case-insensitively', async () => {
    const first = await adminPage('page=1&per_page=10');
    expect(first.data).toHaveLength(10);
    expect(first.last_page).toBe(Math.ceil(first.total / 10));
    const second = await adminPage('page=2&per_page=10');
    expect(second.current_page).toBe(2);
    expect(second.data.map((t) => t.id)).not.toContain(first.data[0]!.id);
    const byLocation = await adminPage('search=KAŞ');
    expect(byLocation.total).toBeGreaterThan(0);
    const byTitle = await adminPage(`search=${encodeURIComponent('kekova')}`);
    expect(byTitle.data.every((t) => /kekova/i.test(t.title))).toBe(true);
    expect((await adminPage('search=zzzz-nothing')).data).toHaveLength(0);
  });

  it('deletes one tour and several at once, removing their images', async () => {
    const a = json<{ data: Tour }>(await createTour({}, await pngBytes())).data;
    const b = json<{ data: Tour }>(await createTour()).data;
    const c = json<{ data: Tour }>(await createTour()).data;
    const one = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tours/${a.id}`, headers: { cookie } });
    expect(one.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(a.image!))).toBe(false);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tours/${a.id}`, headers: { cookie } })).statusCode).toBe(404);
    const bulk = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/tours/bulk-delete', headers: { cookie }, payload: { ids: [b.id, c.id] } });
    expect(bulk.statusCode).toBe(200);
    expect(json<{ data: { deleted: number[] } }>(bulk).data.deleted.sort()).toEqual([b.id, c.id].sort());
    const ids = await publicIds();
    expect(ids).not.toContain(b.id);
    expect(ids).not.toContain(c.id);
    const empty = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/tours/bulk-delete', headers: { cookie }, payload: { ids: [] } });
    expect(empty.statusCode).toBe(422);
    const audit = await ctx.db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'tour').where('action', '=', 'delete').execute();
    expect(audit.map((r) => Number(r.entity_id))).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
  });
});
