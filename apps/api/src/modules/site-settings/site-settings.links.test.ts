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

const WEB_ONLY = 'Geçerli bir web adresi girin: yalnızca http:// veya https:// ile başlayan adresler kabul edilir';
const send = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, headers: { cookie }, payload });
const stored = async (key: string) => (await ctx.db.selectFrom('site_settings').selectAll().where('key', '=', key).executeTakeFirstOrThrow());
const publicSettings = async () => json<{ data: Record<string, string> }>(await ctx.app.inject('/api/site-settings/public')).data;

describe('link settings accept only safe links', () => {
  it('editing a social link to javascript: answers 422 in Turkish and keeps the old link', async () => {
    const before = await stored('social_facebook');
    for (const value of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const res = await send('PUT', `/api/site-settings/${before.id}`, { value });
      expect(res.statusCode, value).toBe(422);
      expect(json(res).errors).toEqual({ value: [WEB_ONLY] });
    }
    expect((await stored('social_facebook')).value).toBe(before.value);
    expect((await publicSettings()).social_facebook).toBe(before.value);
    const ok = await send('PUT', `/api/site-settings/${before.id}`, { value: 'https://www.facebook.com/riviera.antalya' });
    expect(ok.statusCode).toBe(200);
    expect((await publicSettings()).social_facebook).toBe('https://www.facebook.com/riviera.antalya');
  });

  it('the licence verification link takes only a web page', async () => {
    const row = await stored('tursab_verify_url');
    const res = await send('PUT', `/api/site-settings/${row.id}`, { value: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ value: [WEB_ONLY] });
    // English callers read English.
    const en = await ctx.app.inject({
      method: 'PUT',
      url: `/api/site-settings/${row.id}`,
      headers: { cookie, 'accept-language': 'en' },
      payload: { value: 'mailto:someone@example.com' },
    });
    expect(en.statusCode).toBe(422);
    expect(json(en).errors).toEqual({ value: ['Enter a valid web address: only addresses starting with http:// or https:// are accepted'] });
    expect((await stored('tursab_verify_url')).value).toBe(row.value);
  });

  it('a new social or link setting is held to the same rule; blank hides it and is fine', async () => {
    const base = { type: 'text', group: 'social', description: 'YouTube kanalı', is_active: true };
    const bad = await send('POST', '/api/site-settings', { ...base, key: 'social_youtube', value: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ value: [WEB_ONLY] });
    expect((await send('POST', '/api/site-settings', { ...base, key: 'social_youtube', value: '' })).statusCode).toBe(201);
    const wa = await send('POST', '/api/site-settings', { ...base, group: 'contact', key: 'whatsapp_link', value: 'https://evil.example/chat' });
    expect(json(wa).errors).toEqual({ value: ['Geçerli bir WhatsApp bağlantısı girin: yalnızca https://wa.me/ ile başlayan adresler kabul edilir'] });
    expect((await send('POST', '/api/site-settings', { ...base, group: 'contact', key: 'whatsapp_link', value: 'https://wa.me/905324181207' })).statusCode).toBe(201);
    expect((await send('POST', '/api/site-settings', { ...base, group: 'footer', key: 'footer_mail_link', value: 'mailto:info@riviera.example' })).statusCode).toBe(201);
    // A JSON-typed row under a link key cannot carry a script either.
    expect((await send('POST', '/api/site-settings', { ...base, type: 'json', key: 'social_tiktok', value: '"javascript:alert(1)"' })).statusCode).toBe(422);
    expect((await publicSettings()).social_youtube).toBe('');
  });

  it('a bad link stored before this rule cannot be re-saved as it is, only fixed or blanked', async () => {
    const row = await stored('social_instagram');
    await ctx.db.updateTable('site_settings').set({ value: 'javascript:alert(1)' }).where('id', '=', row.id).execute();
    const toggled = await send('PUT', `/api/site-settings/${row.id}`, { is_active: false });
    expect(toggled.statusCode).toBe(422);
    expect(json(toggled).errors).toEqual({ value: [WEB_ONLY] });
    expect((await send('PUT', `/api/site-settings/${row.id}`, { value: '' })).statusCode).toBe(200);
  });
});
