import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

const titles = async (search: string) => {
  const res = await ctx.app.inject({ url: '/api/admin/tours', query: { search, per_page: '50' }, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return json<{ data: { data: { title: string }[] } }>(res).data.data.map((t) => t.title).sort();
};

describe('admin tour search folds case the Turkish and the plain way', () => {
  it("finds words starting with 'Ş' whatever their case", async () => {
    for (const term of ['Şovu', 'şovu', 'ŞOVU']) expect(await titles(term), term).toEqual(['The Land of Legends Gece Şovu']);
    expect(await titles('şelaleleri')).toEqual(['Düden Şelaleleri ve Antalya Şehir Turu']);
    expect(await titles('alanya şehir')).toEqual(['Alanya Şehir Turu']);
  });

  it("finds 'SIDE' like 'side' (a Latin word is not cased the Turkish way), in the title or the place", async () => {
    const lower = await titles('side');
    expect(lower).toContain('Perge – Aspendos – Side Antik Kentler Turu');
    expect(await titles('SIDE')).toEqual(lower);
    expect(await titles('KAPADOKYA')).toEqual(['Kapadokya Turu (2 Gün 1 Gece)']);
  });

  it("takes a typed '%' or '_' literally", async () => {
    expect(await titles('%')).toEqual([]);
    expect(await titles('_')).toEqual([]);
  });
});
