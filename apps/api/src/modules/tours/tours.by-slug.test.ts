import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/kysely.js';
import { migrateToLatest, migrationsFor } from '../../db/migrate.js';
import { adminCookie } from '../../test/admin-session.js';
import { multipart } from '../../test/multipart.js';
import { createEmptyDatabase, createTestApp, json, type TestContext } from '../../test/test-app.js';

interface Tour {
  id: number;
  title: string;
  slug: string | null;
  price: number;
}
interface BySlug {
  slug: string;
  moved: boolean;
  tour: Tour;
}

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

async function save(fields: Record<string, string>, id?: number) {
  const form = multipart({
    ...(id ? { _method: 'PUT' } : { description: 'Akşam gösterisi', price: '30', currency: 'EUR', duration: '3 saat', location: 'Side', is_active: '1' }),
    ...fields,
  });
  const res = await ctx.app.inject({ method: 'POST', url: id ? `/api/admin/tours/${id}` : '/api/admin/tours', headers: { cookie, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return json<{ data: Tour }>(res).data;
}
const bySlug = (slug: string, lang = 'tr') => ctx.app.inject(`/api/tours/by-slug/${encodeURIComponent(slug)}?lang=${lang}`);

describe('tour page addresses', () => {
  it('gives every seeded tour a slug from its Turkish title, carried by the public list', async () => {
    const list = json<{ data: { data: Tour[] } }>(await ctx.app.inject('/api/tours?per_page=9999')).data.data;
    expect(list.length).toBeGreaterThan(0);
    for (const t of list) expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(list.map((t) => t.slug)).size).toBe(list.length);
    const first = list[0]!;
    const found = json<{ data: BySlug }>(await bySlug(first.slug!));
    expect(found.data).toMatchObject({ slug: first.slug, moved: false, tour: { id: first.id, title: first.title } });
  });

  it('numbers a second tour of the same title and answers in the asked language', async () => {
    const a = await save({ title: 'Gece Şovu', translations: JSON.stringify({ en: { title: 'Night Show' } }) });
    const b = await save({ title: 'Gece Şovu' });
    expect(a.slug).toBe('gece-sovu');
    expect(b.slug).toBe('gece-sovu-2');
    const en = json<{ data: BySlug }>(await bySlug('gece-sovu', 'en')).data;
    expect(en.tour).toMatchObject({ id: a.id, title: 'Night Show', slug: 'gece-sovu' });
    expect(json<{ data: BySlug }>(await bySlug('gece-sovu-2')).data.tour.id).toBe(b.id);
  });

  it('keeps a former slug answering with the current one after the title is edited, and gives it back when the title returns', async () => {
    const tour = await save({ title: 'Düden Şelaleleri' });
    expect(tour.slug).toBe('duden-selaleleri');
    const edited = await save({ title: 'Düden ve Kurşunlu Şelaleleri' }, tour.id);
    expect(edited.slug).toBe('duden-ve-kursunlu-selaleleri');
    const old = json<{ data: BySlug }>(await bySlug('duden-selaleleri'));
    expect(old.data).toMatchObject({ slug: 'duden-ve-kursunlu-selaleleri', moved: true, tour: { id: tour.id } });
    // an edit that leaves the slug's words alone keeps the slug
    expect((await save({ title: 'Düden ve Kurşunlu  ŞELALELERİ' }, tour.id)).slug).toBe('duden-ve-kursunlu-selaleleri');
    // the old title again: its own former slug comes back instead of a numbered copy
    expect((await save({ title: 'Düden Şelaleleri' }, tour.id)).slug).toBe('duden-selaleleri');
    expect(json<{ data: BySlug }>(await bySlug('duden-ve-kursunlu-selaleleri')).data).toMatchObject({ slug: 'duden-selaleleri', moved: true });
    // another tour cannot take a slug that still points at this one
    expect((await save({ title: 'Düden ve Kurşunlu Şelaleleri' })).slug).toBe('duden-ve-kursunlu-selaleleri-2');
  });

  it('answers 404 for unknown slugs, Pasif tours and deleted tours, whose slugs go with them', async () => {
    expect((await bySlug('no-such-tour')).statusCode).toBe(404);
    expect(json(await bySlug('no-such-tour')).message).toBe('Tur bulunamadı');
    expect((await bySlug('x'.repeat(150))).statusCode).toBe(404);
    const tour = await save({ title: 'Perge Aspendos Özel Turu' });
    expect(tour.slug).toBe('perge-aspendos-ozel-turu');
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}/toggle-status`, headers: { cookie } });
    expect((await bySlug('perge-aspendos-ozel-turu')).statusCode).toBe(404);
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}/toggle-status`, headers: { cookie } });
    expect((await bySlug('perge-aspendos-ozel-turu')).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/tours/${tour.id}`, headers: { cookie } });
    expect((await bySlug('perge-aspendos-ozel-turu')).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('tour_slugs').select('slug').where('tour_id', '=', tour.id).execute()).toEqual([]);
    expect((await save({ title: 'Perge Aspendos Özel Turu' })).slug).toBe('perge-aspendos-ozel-turu');
  });
});

describe('migration 015', () => {
  it('gives tours that existed before it slugs from their titles, the older tour the plain one', async () => {
    const empty = await createEmptyDatabase();
    const handle = openDatabase({ databaseUrl: empty.databaseUrl, dataDir: empty.dataDir });
    const { db, dialect } = handle;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrationsFor(dialect)) } });
      const upTo14 = await migrator.migrateTo('014-shared-state');
      expect(upTo14.error).toBeUndefined();
      const now = new Date().toISOString();
      const row = { category: 'tur', description: 'd', price: 10, children_price: null, currency: 'EUR', duration: '1', location: 'Side', image: null, features: '[]', inclusions: '[]', exclusions: '[]', is_active: 1 as const, sort_order: 1, created_at: now, updated_at: now };
      for (const title of ['İstanbul Turu', 'istanbul turu', '★']) await db.insertInto('tours').values({ ...row, title }).execute();
      await migrateToLatest(db, dialect);
      const slugs = await db.selectFrom('tours').select(['title', 'slug']).orderBy('id').execute();
      expect(slugs.map((s) => s.slug)).toEqual(['istanbul-turu', 'istanbul-turu-2', 'tur']);
      expect(await db.selectFrom('tour_slugs').select('slug').where('is_current', '=', 1).execute()).toHaveLength(3);
    } finally {
      await handle.close();
      await empty.remove();
    }
  });
});
