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
