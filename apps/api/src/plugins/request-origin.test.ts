import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../test/admin-session.js';
import { multipart } from '../test/multipart.js';
import { createTestApp, json, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let cookie: string;
let tourId: number;
beforeAll(async () => {
  // Behind one trusted proxy, with the public address the site is known by.
  ctx = await createTestApp({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://riviera.example' } });
  cookie = await adminCookie(ctx);
  tourId = (await ctx.db.selectFrom('tours').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await ctx.close();
});

const HOST = 'riviera.internal:8080';
const tourTitle = async () => (await ctx.db.selectFrom('tours').select('title').where('id', '=', tourId).executeTakeFirstOrThrow()).title;

/** The back office's multipart tour edit (POST + _method=PUT), with the session cookie attached. */
const editTour = (title: string, headers: Record<string, string>) => {
  const form = multipart({ _method: 'PUT', title });
  return ctx.app.inject({ method: 'POST', url: `/api/admin/tours/${tourId}`, headers: { cookie, host: HOST, ...form.headers, ...headers }, payload: form.payload });
};

describe('state-changing requests from another site', () => {
  it('an admin multipart write with a foreign Origin answers 403 with the envelope and changes nothing', async () => {
    const before = await tourTitle();
    const res = await editTour('Ele geçirilmiş tur', { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      success: false,
      message: 'Bu istek başka bir siteden gönderildiği için reddedildi. Lütfen işlemi sitenin kendi sayfasından yapın.',
    });
    expect(await tourTitle()).toBe(before);
    // An opaque origin (sandboxed frame, data: page) is another site too; English callers read English.
    const opaque = await editTour('Ele geçirilmiş tur', { origin: 'null', 'accept-language': 'en' });
    expect(opaque.statusCode).toBe(403);
    expect(json(opaque).message).toBe("This request came from another website and was refused. Please do this from the site's own page.");
    expect(await tourTitle()).toBe(before);
  });

  it('Sec-Fetch-Site: cross-site answers 403 even without an Origin', async () => {
    const before = await tourTitle();
    const res = await editTour('Ele geçirilmiş tur', { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(await tourTitle()).toBe(before);
  });

  it('the public booking form posted from another site answers 403 before its body is looked at', async () => {
    const count = async () => Number((await ctx.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings', headers, payload: {} });
      expect(res.statusCode).toBe(403);
    }
    // Without those headers the same empty body reaches validation.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: {} })).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('reads from another site are not refused', async () => {
    const res = await ctx.app.inject({ url: '/api/tours', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('state-changing requests from the site itself', () => {
  it('the Origin of the Host the request was sent to passes', async () => {
    const res = await editTour('Kekova Tekne Turu (aynı köken)', { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(await tourTitle()).toBe('Kekova Tekne Turu (aynı köken)');
  });

  it("PUBLIC_URL's origin passes whatever Host the proxy forwards", async () => {
    const res = await editTour('Kekova Tekne Turu (PUBLIC_URL)', { origin: 'https://riviera.example' });
    expect(res.statusCode).toBe(200);
    expect(await tourTitle()).toBe('Kekova Tekne Turu (PUBLIC_URL)');
  });

  it('behind a trusted proxy the scheme and host it forwards make the origin', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.riviera.example' };
    expect((await editTour('Kekova Tekne Turu (proxy)', { ...forwarded, origin: 'https://www.riviera.example' })).statusCode).toBe(200);
    // The same host over the other scheme is another origin.
    expect((await editTour('Ele geçirilmiş tur', { ...forwarded, origin: 'http://www.riviera.example' })).statusCode).toBe(403);
    expect(await tourTitle()).toBe('Kekova Tekne Turu (proxy)');
  });

  it('a request with neither Origin nor Sec-Fetch-Site (curl, a server) passes', async () => {
    expect((await editTour('Kekova Tekne Turu', {})).statusCode).toBe(200);
    expect(await tourTitle()).toBe('Kekova Tekne Turu');
  });
});
