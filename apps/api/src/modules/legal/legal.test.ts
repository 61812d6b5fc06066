import { todayInIstanbul, translateMessage } from '@riviera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertTour } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { airportBookingBody, insertTransferFixture, type Fixture } from '../../test/transfer-fixtures.js';

/**
 * The KVKK texts: read in five languages with a per-field fallback to Turkish, edited by Yönetici
 * only with a version raised on each edit, and acknowledged by every booking and tour reservation.
 */
let ctx: TestContext;
let fx: Fixture;
let admin: string;
let ops: string;
let tourId: number;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, TRUST_PROXY: '1' } });
  fx = await insertTransferFixture(ctx.db);
  tourId = (await insertTour(ctx.db)).id;
  admin = await signIn(ctx.app);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: admin },
    payload: { username: 'operasyon-kvkk', password: 'operasyon-sifre', role: 'operations' },
  });
  expect(created.statusCode).toBe(200);
  ops = await signIn(ctx.app, { username: 'operasyon-kvkk', password: 'operasyon-sifre' });
  await ctx.db.insertInto('site_settings').values({
    key: 'company_name', value: 'Riviera Turizm A.Ş.', type: 'text', group_name: 'general', description: 'x', is_active: 1,
    created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
  }).execute();
});
afterAll(async () => {
  await ctx.close();
});

interface LegalAnswer { kind: string; title: string; content: string; version: number; updated_at: string; lang: string }
const read = async (kind: string, lang: string) => {
  const res = await ctx.app.inject(`/api/legal/${kind}?lang=${lang}`);
  expect(res.statusCode).toBe(200);
  return json<{ data: LegalAnswer }>(res).data;
};
const edit = (kind: string, payload: Record<string, unknown>, cookie = admin) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/legal/${kind}`, headers: { cookie }, payload });

let client = 0;
const postBooking = (body: Record<string, unknown>, lang = 'tr') =>
  ctx.app.inject({ method: 'POST', url: '/api/bookings', payload: body, headers: { 'x-forwarded-for': `10.66.0.${++client}`, 'accept-language': lang } });
const tourBody = (over: Record<string, unknown> = {}) => ({
  tour_id: tourId,
  customer_name: 'Olga',
  customer_surname: 'Ivanova',
  customer_email: 'olga@example.com',
  customer_phone: '532 123 45 67',
  booking_date: todayInIstanbul(),
  booking_time: '23:59',
  passenger_count: 2,
  currency: 'EUR',
  ...over,
});
const postTour = (body: Record<string, unknown>, lang = 'tr') =>
  ctx.app.inject({ method: 'POST', url: '/api/tour-reservations', payload: body, headers: { 'x-forwarded-for': `10.67.0.${++client}`, 'accept-language': lang } });

describe('GET /api/legal/:kind', () => {
  it('answers the notice in each of the five languages, naming the operator from the site settings', async () => {
    const titles = new Set<string>();
    for (const lang of ['tr', 'en', 'de', 'ru', 'pl']) {
      const doc = await read('kvkk_notice', lang);
      expect(doc.lang).toBe(lang);
      expect(doc.version).toBe(1);
      expect(doc.content).toContain('Riviera Turizm A.Ş.');
      expect(doc.content).not.toContain('{company_name}');
      titles.add(doc.title);
    }
    expect(titles.size).toBe(5);
    expect((await read('privacy_policy', 'tr')).title).toBe('Gizlilik Politikası');
  });

  it('answers 404 for an unknown text', async () => {
    const res = await ctx.app.inject('/api/legal/cookies');
    expect([404, 422]).toContain(res.statusCode);
    expect(json(res).success).toBe(false);
  });
});

describe('the back office edits a legal text', () => {
  it('raises the version on every edit and falls back to Turkish per field in a language left empty', async () => {
    const before = await read('privacy_policy', 'de');
    const saved = await edit('privacy_policy', {
      title: 'Gizlilik Politikası (yeni)',
      content: 'Yeni Türkçe metin',
      translations: { de: { title: 'Datenschutz (neu)' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(json<{ data: { version: number } }>(saved).data.version).toBe(before.version + 1);
    const de = await read('privacy_policy', 'de');
    expect(de.title).toBe('Datenschutz (neu)');
    expect(de.content).toBe('Yeni Türkçe metin');
    expect(de.version).toBe(before.version + 1);
    const again = await edit('privacy_policy', { title: 'Gizlilik Politikası', content: 'İkinci metin' });
    expect(json<{ data: { version: number } }>(again).data.version).toBe(before.version + 2);
    // translations left out are kept
    expect((await read('privacy_policy', 'de')).title).toBe('Datenschutz (neu)');
  });

  it('refuses an empty Turkish text and an overlong one (422), without raising the version', async () => {
    const v = (await read('privacy_policy', 'tr')).version;
    expect((await edit('privacy_policy', { title: 'X', content: '  ' })).statusCode).toBe(422);
    expect((await edit('privacy_policy', { title: 'X', content: 'a'.repeat(20_001) })).statusCode).toBe(422);
    expect((await read('privacy_policy', 'tr')).version).toBe(v);
  });

  it('is Yönetici only: Operasyon gets 403 on both legal-text endpoints', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/legal', headers: { cookie: ops } })).statusCode).toBe(403);
    expect((await edit('kvkk_notice', { title: 'X', content: 'Y' }, ops)).statusCode).toBe(403);
    expect((await ctx.app.inject('/api/admin/legal')).statusCode).toBe(401);
  });

  it('writes an audit entry for the edit', async () => {
    await edit('privacy_policy', { title: 'Gizlilik Politikası', content: 'Denetlenen metin' });
    const rows = await ctx.db.selectFrom('audit_log').select(['entity', 'entity_id']).where('entity', '=', 'legal_document').execute();
    expect(rows.some((r) => r.entity_id === 'privacy_policy')).toBe(true);
  });
});

describe('acknowledging the notice', () => {
  it('refuses a booking without the acknowledgement, in the visitor\'s language (ru)', async () => {
    const { notice_version: _v, ...body } = airportBookingBody(fx);
    const res = await postBooking(body, 'ru');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.notice_version).toEqual([translateMessage('validation.notice_ack_required', 'ru')]);
  });

  it('refuses a tour reservation without the acknowledgement', async () => {
    const res = await postTour(tourBody(), 'pl');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.notice_version).toEqual([translateMessage('validation.notice_ack_required', 'pl')]);
  });

  it('stores the version, the server time and the marketing consent of a booking and a reservation', async () => {
    const current = (await read('kvkk_notice', 'tr')).version;
    const started = new Date().toISOString();
    const booked = await postBooking(airportBookingBody(fx, { notice_version: current, marketing_consent: true, customer_email: 'consent@example.com' }));
    expect(booked.statusCode).toBe(201);
    const b = await ctx.db.selectFrom('bookings').select(['notice_version', 'notice_acknowledged_at', 'marketing_consent']).where('customer_email', '=', 'consent@example.com').executeTakeFirstOrThrow();
    expect(b.notice_version).toBe(current);
    expect(b.marketing_consent).toBe(1);
    expect(b.notice_acknowledged_at! >= started).toBe(true);

    const reserved = await postTour(tourBody({ notice_version: current, customer_email: 'no-marketing@example.com' }));
    expect(reserved.statusCode).toBe(201);
    const r = await ctx.db.selectFrom('tour_reservations').select(['notice_version', 'notice_acknowledged_at', 'marketing_consent']).where('customer_email', '=', 'no-marketing@example.com').executeTakeFirstOrThrow();
    expect(r.notice_version).toBe(current);
    expect(r.marketing_consent).toBe(0);
    expect(r.notice_acknowledged_at).not.toBeNull();
  });

  it('refuses an acknowledgement of a notice version that is no longer current, and accepts the new one', async () => {
    const old = (await read('kvkk_notice', 'tr')).version;
    expect((await edit('kvkk_notice', { title: 'KVKK Aydınlatma Metni', content: 'Güncellenmiş metin' })).statusCode).toBe(200);
    const stale = await postBooking(airportBookingBody(fx, { notice_version: old }), 'en');
    expect(stale.statusCode).toBe(422);
    expect(json(stale).errors?.notice_version).toEqual([translateMessage('validation.notice_version_outdated', 'en')]);
    const staleTour = await postTour(tourBody({ notice_version: old }));
    expect(staleTour.statusCode).toBe(422);
    const fresh = await postBooking(airportBookingBody(fx, { notice_version: old + 1 }));
    expect(fresh.statusCode).toBe(201);
  });

  it('shows the acknowledgement in the back-office booking detail', async () => {
    const row = await ctx.db.selectFrom('bookings').select('id').where('customer_email', '=', 'consent@example.com').executeTakeFirstOrThrow();
    const res = await ctx.app.inject({ url: `/api/admin/bookings/${row.id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const data = json<{ data: { notice_version: number; notice_acknowledged_at: string; marketing_consent: boolean } }>(res).data;
    expect(data.notice_version).toBeGreaterThan(0);
    expect(data.marketing_consent).toBe(true);
    expect(typeof data.notice_acknowledged_at).toBe('string');
  });
});
