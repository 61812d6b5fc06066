import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { tourSitemapPages } from './tour-sitemap.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

describe('tour pages in the sitemap', () => {
  it('lists every active tour in five languages and drops a Pasif one at once', async () => {
    const tours = json<{ data: { data: { id: number; slug: string }[] } }>(await ctx.app.inject('/api/tours?per_page=9999')).data.data;
    const pages = await tourSitemapPages(ctx.db);
    expect(pages).toHaveLength(tours.length);
    const first = pages[0]!;
    expect(first.alternates.map((a) => a.path)).toEqual([
      `/turlar/${tours[0]!.slug}`,
      `/en/tours/${tours[0]!.slug}`,
      `/de/touren/${tours[0]!.slug}`,
      `/ru/tury/${tours[0]!.slug}`,
      `/pl/wycieczki/${tours[0]!.slug}`,
    ]);
    expect(first.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/tours/${tours[0]!.id}/toggle-status`, headers: { cookie } });
    const after = await tourSitemapPages(ctx.db);
    expect(after).toHaveLength(tours.length - 1);
    expect(after.flatMap((p) => p.alternates.map((a) => a.path))).not.toContain(`/turlar/${tours[0]!.slug}`);
  });
});
