import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../test/admin-session.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';

interface Setting {
  id: number;
  key: string;
  value: string;
}

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await adminCookie(ctx);
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, headers: { cookie }, payload });
const settings = async () => json<{ data: Setting[] }>(await ctx.app.inject({ url: '/api/site-settings', headers: { cookie } })).data;
const setting = async (key: string) => (await settings()).find((s) => s.key === key)!;
const publicDiscount = async () =>
  json<{ data: { round_trip_discount: number } }>(await ctx.app.inject('/api/settings/round-trip/discount')).data.round_trip_discount;
const valueError = (res: { body: string }) => json<{ errors: Record<string, string[]> }>(res).errors['value'];

describe('settings keep their rules on every path that writes them', () => {
  it('refuses 150, abc and 12.35 as the round-trip discount on the site-settings screen; 12.5 is kept', async () => {
    const discount = await setting('round_trip_discount');
    const before = await publicDiscount();
    for (const value of ['150', 'abc', '-1', '']) {
      const res = await send('PUT', `/api/site-settings/${discount.id}`, { value });
      expect(res.statusCode, value).toBe(422);
      expect(valueError(res), value).toEqual(['Lütfen 0-100 arasında geçerli bir indirim yüzdesi girin.']);
    }
    const step = await send('PUT', `/api/site-settings/${discount.id}`, { value: '12.35' });
    expect(step.statusCode).toBe(422);
    expect(valueError(step)).toEqual(['İndirim yüzdesi 0,1 adımlarla girilmelidir (ör. 12,5)']);
    expect(await publicDiscount()).toBe(before);
    expect((await send('PUT', `/api/site-settings/${discount.id}`, { value: '12.5' })).statusCode).toBe(200);
    expect(await publicDiscount()).toBe(12.5);
  });

  it('refuses a discount off the 0.1 step in the discount dialog too', async () => {
    const res = await send('PUT', '/api/settings/round-trip-discount', { value: '12.35' });
    expect(res.statusCode).toBe(422);
    expect((await send('PUT', '/api/settings/round-trip-discount', { value: '7.5' })).statusCode).toBe(200);
    expect(await publicDiscount()).toBe(7.5);
  });

  it('refuses a malformed contact e-mail, on edit and on create', async () => {
    const email = await setting('contact_email');
    const res = await send('PUT', `/api/site-settings/${email.id}`, { value: 'info@@example' });
    expect(res.statusCode).toBe(422);
    expect(valueError(res)).toEqual(['Geçerli bir e-posta adresi giriniz']);
    expect((await setting('contact_email')).value).toBe(email.value);
    const created = await send('POST', '/api/site-settings', {
      key: 'booking_email',
      value: 'rezervasyon at example.com',
      type: 'text',
      group: 'contact',
      description: 'Rezervasyon e-postası',
    });
    expect(created.statusCode).toBe(422);
    expect((await send('PUT', `/api/site-settings/${email.id}`, { value: 'rezervasyon@example.com' })).statusCode).toBe(200);
  });
});
