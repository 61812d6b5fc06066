import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const errors = (res: { body: string }) => json<{ errors: Record<string, string[]> }>(res).errors;

describe('extra service icon and number rules on the server', () => {
  it('refuses an icon that is not one emoji or short symbol', async () => {
    for (const icon of ['Bebek koltuğu', '👶👶', 'A']) {
      const res = await post('/api/extra-services', { name: 'Bebek Koltuğu', price_euro: 5, icon });
      expect(res.statusCode, icon).toBe(422);
      expect(errors(res)['icon'], icon).toEqual(['Simge tek bir emoji veya kısa bir sembol olmalıdır (ör. 👶)']);
    }
    const ok = await post('/api/extra-services', { name: 'Bebek Koltuğu', price_euro: 5, icon: '👶' });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a price with three decimals for extras and tours', async () => {
    const extra = await post('/api/extra-services', { name: 'Su', price_euro: '12.345', icon: '💧' });
    expect(extra.statusCode).toBe(422);
    expect(errors(extra)['price_euro']).toEqual(['Fiyat en fazla iki ondalık basamak içerebilir']);
    const tour = await post('/api/admin/tours', { title: 'T', description: 'D', price: '12.345', children_price: '1.001', duration: 'x', location: 'y' });
    expect(tour.statusCode).toBe(422);
    expect(errors(tour)).toMatchObject({
      price: ['Fiyat en fazla iki ondalık basamak içerebilir'],
      children_price: ['Fiyat en fazla iki ondalık basamak içerebilir'],
    });
  });
});
