import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_VARIANTS, imageVariantUrl } from '@riviera/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { pngBytes } from '../../test/media.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { ensureImageVariants } from './image-variants.service.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

const PHOTO_WIDTHS = IMAGE_VARIANTS.photo.widths;

/** The width of the image served at `url` (through the app: from disk on SQLite, from the database on PostgreSQL). */
async function servedWidth(url: string): Promise<number | null> {
  const res = await ctx.app.inject(url);
  if (res.statusCode !== 200) return null;
  expect(res.headers['content-type']).toBe('image/webp');
  return (await sharp(res.rawPayload).metadata()).width ?? null;
}

/** Removal from the database runs after the committed change (lib/upload-mirror.ts): wait for it. */
async function eventuallyGone(url: string): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if ((await ctx.app.inject(url)).statusCode === 404) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

async function createTour(image: Buffer): Promise<{ id: number; image: string }> {
  const form = multipart(
    { title: 'Kekova', description: 'Tekne turu', price: '45', currency: 'EUR', duration: 'Tam gün', location: 'Kaş', is_active: '1' },
    { image: { filename: 'photo.png', contentType: 'image/png', data: image } },
  );
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/tours', headers: { cookie, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number; image: string } }>(res).data;
}

describe('smaller copies of uploaded images', () => {
  it('are written at upload, one per width of the use, and served like the original', async () => {
    const tour = await createTour(await pngBytes(2000, 1500));
    expect(await servedWidth(tour.image)).toBe(IMAGE_VARIANTS.photo.fullWidth);
    for (const w of PHOTO_WIDTHS) expect(await servedWidth(imageVariantUrl(tour.image, w))).toBe(w);
  });

  it('are never wider than the picture sent', async () => {
    const tour = await createTour(await pngBytes(600, 400));
    for (const w of PHOTO_WIDTHS) expect(await servedWidth(imageVariantUrl(tour.image, w))).toBe(Math.min(w, 600));
  });

  it('go with the original when the tour that used it is deleted', async () => {
    const tour = await createTour(await pngBytes(1200, 800));
    const copies = PHOTO_WIDTHS.map((w) => imageVariantUrl(tour.image, w));
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tours/${tour.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    for (const url of [tour.image, ...copies]) {
      expect(fs.existsSync(path.join(ctx.config.uploadsDir, url.slice('/uploads/'.length)))).toBe(false);
      expect(await eventuallyGone(url)).toBe(true);
    }
  });

  it('are made at start-up for images that lack them (the demo content, older uploads), once', async () => {
    const row = await ctx.db.selectFrom('tours').select('image').where('image', 'like', '/uploads/demo/%').executeTakeFirstOrThrow();
    const demo = row.image!;
    const copy = imageVariantUrl(demo, 480);
    const onDisk = path.join(ctx.config.uploadsDir, copy.slice('/uploads/'.length));
    fs.rmSync(onDisk, { force: true });
    // a missing copy is missing in the database too (PostgreSQL)
    if (ctx.dialect === 'postgres') await ctx.db.deleteFrom('stored_files').where('path', '=', copy.slice('/uploads/'.length)).execute();
    expect(await servedWidth(copy)).toBeNull();

    const first = await ensureImageVariants(ctx.db, ctx.dialect, ctx.config.uploadsDir);
    expect(first.failed).toBe(0);
    expect(first.made).toBeGreaterThan(0);
    expect(await servedWidth(copy)).toBe(480);
    expect(await servedWidth(imageVariantUrl(demo, 960))).toBe(960);

    expect(await ensureImageVariants(ctx.db, ctx.dialect, ctx.config.uploadsDir)).toEqual({ made: 0, failed: 0 });
  });
});
