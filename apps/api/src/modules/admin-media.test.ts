import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { mp4Bytes, pngBytes, textBytes } from '../test/media.js';
import { multipart, streamedMultipart } from '../test/multipart.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

interface Hero {
  id: number;
  title: string;
  order: number;
  is_active: boolean;
  video_path: string | null;
  poster_path: string | null;
}
interface GalleryItem {
  id: number;
  type: 'image' | 'video';
  title: string;
  order: number;
  is_active: boolean;
  image_path: string | null;
  video_path: string | null;
}

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

const fileOf = (url: string) => path.join(ctx.config.uploadsDir, url.replace(/^\/uploads\//, ''));
const filesIn = (folder: string) => {
  const dir = path.join(ctx.config.uploadsDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const post = (url: string, form: { payload: unknown; headers: Record<string, string> }) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie, ...form.headers }, payload: form.payload as Buffer });
const heroFields = { title: 'Akdeniz', subtitle: 'Antalya transferleri', description: 'Havalimanından otelinize', is_active: '1' };

describe('heroes', () => {
  it('is for signed-in admins only', async () => {
    for (const [method, url] of [['GET', '/api/heroes'], ['POST', '/api/heroes'], ['POST', '/api/heroes/1'], ['DELETE', '/api/heroes/1']] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('uploads a video and poster; order defaults to the list length + 1; the public hero serves it', async () => {
    const count = json<{ data: Hero[] }>(await ctx.app.inject({ url: '/api/heroes', headers: { cookie } })).data.length;
    const res = await post(
      '/api/heroes',
      multipart(heroFields, {
        video: { filename: 'hero.mp4', contentType: 'video/mp4', data: mp4Bytes() },
        poster: { filename: 'poster.png', contentType: 'image/png', data: await pngBytes(2400, 1350) },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Hero başarıyla oluşturuldu');
    const hero = json<{ data: Hero }>(res).data;
    expect(hero.order).toBe(count + 1);
    expect(hero.video_path).toMatch(/^\/uploads\/heroes\/[0-9a-f]{32}\.mp4$/);
    expect(hero.poster_path).toMatch(/\.webp$/);
    const active = json<{ data: Hero[] }>(await ctx.app.inject('/api/heroes/active')).data;
    expect(active.find((h) => h.id === hero.id)?.video_path).toBe(hero.video_path);
    const served = await ctx.app.inject(hero.video_path!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/video\/mp4/);
  });

  it('refuses a text file named .png and a 60 MB video (413) without a 500 or a file left behind', async () => {
    const before = filesIn('heroes');
    const fake = await post('/api/heroes', multipart(heroFields, { poster: { filename: 'poster.png', contentType: 'image/png', data: textBytes() } }));
    expect(fake.statusCode).toBe(422);
    expect(json(fake).errors).toMatchObject({ poster: ['Bu dosya türü desteklenmiyor'] });
    const notVideo = await post('/api/heroes', multipart(heroFields, { video: { filename: 'clip.mp4', contentType: 'video/mp4', data: await pngBytes() } }));
    expect(notVideo.statusCode).toBe(422);
    const big = await post('/api/heroes', streamedMultipart(heroFields, 'video', 'big.mp4', 60 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(json(big).message).toBe('Dosya boyutu izin verilen sınırı aşıyor');
    expect(filesIn('heroes')).toEqual(before);
  });

  it('checks the fields and the order (min 1)', async () => {
    const res = await post('/api/heroes', multipart({ title: '', subtitle: '', description: '', order: '0' }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      title: ['Başlık zorunludur'],
      subtitle: ['Alt başlık zorunludur'],
      description: ['Açıklama zorunludur'],
      order: ['Sıra en az 1 olmalıdır'],
    });
  });

  it('toggles with only is_active + _method, replaces the video (old file removed) and deletes', async () => {
    const hero = json<{ data: Hero }>(
      await post('/api/heroes', multipart(heroFields, { video: { filename: 'a.webm', contentType: 'video/mp4', data: mp4Bytes() } })),
    ).data;
    const toggled = await post(`/api/heroes/${hero.id}`, multipart({ _method: 'PUT', is_active: '0' }));
    expect(toggled.statusCode).toBe(200);
    expect(json<{ data: Hero }>(toggled).data).toMatchObject({ is_active: false, title: 'Akdeniz', video_path: hero.video_path });
    expect(json<{ data: Hero[] }>(await ctx.app.inject('/api/heroes/active')).data.map((h) => h.id)).not.toContain(hero.id);

    const replaced = json<{ data: Hero }>(
      await post(`/api/heroes/${hero.id}`, multipart({ _method: 'PUT' }, { video: { filename: 'b.mp4', contentType: 'video/mp4', data: mp4Bytes(8000) } })),
    ).data;
    expect(replaced.video_path).not.toBe(hero.video_path);
    expect(fs.existsSync(fileOf(hero.video_path!))).toBe(false);
    expect(fs.existsSync(fileOf(replaced.video_path!))).toBe(true);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/heroes/${hero.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    expect(json(del).message).toBe('Hero başarıyla silindi');
    expect(fs.existsSync(fileOf(replaced.video_path!))).toBe(false);
  });
});

describe('gallery', () => {
  it('is for signed-in admins only', async () => {
    for (const [method, url] of [['GET', '/api/galleries'], ['POST', '/api/galleries'], ['POST', '/api/galleries/1'], ['DELETE', '/api/galleries/1']] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('needs a file on create, with the right kind for the type', async () => {
    const none = await post('/api/galleries', multipart({ title: 'Kaleiçi', type: 'image', order: '1' }));
    expect(none.statusCode).toBe(422);
    expect(json(none).errors).toMatchObject({ image: ['Lütfen bir dosya seçin'] });
    const videoMissing = await post('/api/galleries', multipart({ title: 'Kaleiçi', type: 'video' }, { image: { filename: 'p.png', contentType: 'image/png', data: await pngBytes() } }));
    expect(videoMissing.statusCode).toBe(422);
    expect(json(videoMissing).errors).toMatchObject({ video: ['Lütfen bir dosya seçin'] });
    const noTitle = await post('/api/galleries', multipart({ title: '', type: 'image', order: '0' }));
    expect(json(noTitle).errors).toMatchObject({ title: ['Başlık zorunludur'], order: ['Sıra en az 1 olmalıdır'] });
  });

  it('refuses an image over 10 MB (413) and a text file named .png (422)', async () => {
    const big = await post('/api/galleries', multipart({ title: 'Büyük', type: 'image' }, { image: { filename: 'big.png', contentType: 'image/png', data: Buffer.concat([await pngBytes(), Buffer.alloc(11 * 1024 * 1024)]) } }));
    expect(big.statusCode).toBe(413);
    const fake = await post('/api/galleries', multipart({ title: 'Sahte', type: 'image' }, { image: { filename: 'fake.png', contentType: 'image/png', data: textBytes() } }));
    expect(fake.statusCode).toBe(422);
    expect(filesIn('gallery')).toEqual([]);
  });

  it('creates image and video items (order defaults to length + 1), toggles, switches type and deletes', async () => {
    const count = json<{ data: GalleryItem[] }>(await ctx.app.inject({ url: '/api/galleries', headers: { cookie } })).data.length;
    const img = json<{ data: GalleryItem }>(
      await post('/api/galleries', multipart({ title: 'Düden Şelalesi', type: 'image', is_active: '1' }, { image: { filename: 'd.png', contentType: 'image/png', data: await pngBytes() } })),
    ).data;
    expect(img).toMatchObject({ type: 'image', order: count + 1, is_active: true, video_path: null });
    expect(img.image_path).toMatch(/\.webp$/);
    const vid = json<{ data: GalleryItem }>(
      await post('/api/galleries', multipart({ title: 'Tekne', type: 'video', order: '7' }, { video: { filename: 'v.mp4', contentType: 'video/mp4', data: mp4Bytes() } })),
    ).data;
    expect(vid).toMatchObject({ type: 'video', order: 7, image_path: null });
    const pub = () => ctx.app.inject('/api/galleries/active').then((r) => json<{ data: GalleryItem[] }>(r).data.map((g) => g.id));
    expect(await pub()).toEqual(expect.arrayContaining([img.id, vid.id]));

    const off = await post(`/api/galleries/${img.id}`, multipart({ _method: 'PUT', is_active: '0' }));
    expect(json<{ data: GalleryItem }>(off).data.is_active).toBe(false);
    expect(await pub()).not.toContain(img.id);

    // video → image: the video file goes once the change is saved
    const switched = json<{ data: GalleryItem }>(
      await post(`/api/galleries/${vid.id}`, multipart({ _method: 'PUT', type: 'image' }, { image: { filename: 'n.png', contentType: 'image/png', data: await pngBytes() } })),
    ).data;
    expect(switched).toMatchObject({ type: 'image', video_path: null });
    expect(fs.existsSync(fileOf(vid.video_path!))).toBe(false);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/galleries/${vid.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(switched.image_path!))).toBe(false);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/galleries/${vid.id}`, headers: { cookie } })).statusCode).toBe(404);
  });
});
