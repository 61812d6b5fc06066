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

describe('list entries that differ only in letter case or spaces', () => {
  it("keep one of 'Öğle yemeği' and 'öğle  yemeği' in a tour's lists", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tours',
      headers: { cookie },
      payload: {
        title: 'Liste Turu',
        description: 'Açıklama',
        price: 30,
        duration: 'Yarım gün',
        location: 'Kemer',
        features: ['Öğle yemeği', 'öğle  yemeği', 'REHBER', 'Rehber', 'İçecekler', 'içecekler'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: { features: string[] } }>(res).data.features).toEqual(['Öğle yemeği', 'REHBER', 'İçecekler']);
  });
});

describe('a tour is priced in an active currency', () => {
  const tour = (currency: string) => ({ title: 'Kur Turu', description: 'D', price: 60, duration: 'x', location: 'y', currency });

  it('refuses a currency that does not exist or is Pasif, and keeps a tour’s own Pasif currency on edit', async () => {
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/tours', headers: { cookie }, payload });
    for (const code of ['XYZ']) {
      const res = await post(tour(code));
      expect(res.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors['currency']).toEqual(['Geçerli bir para birimi seçiniz']);
    }
    const created = await post(tour('TRY'));
    expect(created.statusCode).toBe(201);
    const id = json<{ data: { id: number } }>(created).data.id;
    await ctx.db.updateTable('currencies').set({ is_active: 0 }).where('code', '=', 'PLN').execute();
    await ctx.db.updateTable('currencies').set({ is_active: 0 }).where('code', '=', 'TRY').execute();
    expect((await post(tour('PLN'))).statusCode).toBe(422);
    const edit = await ctx.app.inject({ method: 'PUT', url: `/api/admin/tours/${id}`, headers: { cookie }, payload: { price: 65 } });
    expect(edit.statusCode).toBe(200);
  });
});
