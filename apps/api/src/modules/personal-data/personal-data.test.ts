import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking, insertTourReservation } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { dbFileStore } from '../../lib/db-file-store.js';
import { recordAudit } from '../audit/audit.service.js';
import { loadConfig } from '../../config.js';
import { emailDigest } from './person-data.service.js';
import { retentionJobs } from './retention.jobs.js';

/**
 * Retention and requests from a person (decision 023), through the back office's routes, with
 * every column of the rows involved read back from the database afterwards.
 */
let ctx: TestContext;
let cookie: string;
let opsCookie: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  cookie = await signIn(ctx.app);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie },
    payload: { username: 'operasyon1', password: 'operasyon-sifre', role: 'operations' },
  });
  expect(created.statusCode).toBe(200);
  opsCookie = await signIn(ctx.app, { username: 'operasyon1', password: 'operasyon-sifre' });
});
afterAll(async () => {
  await ctx.close();
});

const PERSONAL = ['Zeynep', 'Kaya', 'zeynep.kaya', '5559876543', 'U1234567', 'Ali Veli', 'A99887766', 'Kempinski', 'PC1234', 'Vegan menü', 'Gizli not', '10.1.2.3', 'Şoför notu', 'Ana Yolcu', '5550001122'];

/** A booking full of personal data, with a ticket file in the uploads store, guests, a note, a job, mail and audit entries. */
async function personalBooking(over: { pickup_date: string; return_date?: string | null; email?: string }) {
  const rel = `tickets/test-${Math.random().toString(16).slice(2)}.png`;
  const abs = path.join(ctx.config.uploadsDir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, Buffer.from('89504e470d0a1a0a0000', 'hex'));
  if (ctx.dialect === 'postgres') await dbFileStore(ctx.db).put(rel, abs);
  const b = await insertBooking(ctx.db, {
    pickup_date: over.pickup_date,
    return_date: over.return_date ?? null,
    trip_type: over.return_date ? 'round_trip' : 'one_way',
    customer_first_name: 'Zeynep',
    customer_last_name: 'Kaya',
    customer_email: over.email ?? 'zeynep.kaya@example.com',
    customer_phone: '5559876543',
    identity_number: 'U1234567',
    company: 'Kaya Ltd',
    flight_code: 'PC1234',
    hotel_name: 'Kempinski Hotel',
    special_requests: 'Vegan menü lütfen',
    main_passenger_name: 'Ana Yolcu',
    main_passenger_phone: '5550001122',
    ticket_image: `/uploads/${rel}`,
    status: 'completed',
    total_price: 80,
    rate_to_try: 35,
    created_at: new Date().toISOString(),
  });
  await ctx.db.insertInto('booking_guests').values({ booking_id: b.id, position: 1, first_name: 'Ali', last_name: 'Veli', identity_number: 'A99887766' }).execute();
  const now = new Date().toISOString();
  const note = await ctx.db
    .insertInto('internal_notes')
    .values({ target: 'booking', target_id: b.id, admin_user_id: null, admin_username: 'test-admin', body: 'Gizli not: Zeynep Kaya', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(ctx.db, { admin: null, action: 'create', entity: 'internal_note', entityId: note.id, after: { target: 'booking', target_id: b.id, body: 'Gizli not: Zeynep Kaya' } });
  await recordAudit(ctx.db, { admin: null, action: 'self_service', entity: 'booking', entityId: b.id, after: { pnr_code: b.pnr_code, what: 'change_request', note: 'Vegan menü', ip: '10.1.2.3' } });
  const job = await ctx.db
    .insertInto('dispatch_jobs')
    .values({ leg: 'outbound', booking_id: b.id, tour_reservation_id: null, service_date: over.pickup_date, service_time: '10:00', from_location: 'Antalya Havalimanı', to_location: 'Kemer', driver_id: null, vehicle_id: null, note: 'Şoför notu: Zeynep 5559876543', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(ctx.db, { admin: null, action: 'update', entity: 'dispatch_job', entityId: job.id, before: { note: null }, after: { note: 'Şoför notu: Zeynep 5559876543' } });
  await ctx.db
    .insertInto('mail_outbox')
    .values([
      { entity: 'booking', entity_id: b.id, pnr_code: b.pnr_code, template: 'created', recipient: 'customer', language: 'tr', status: 'sent', attempts: 1, next_attempt_at: now, claimed_by: null, lease_until: null, last_error: null, to_address: 'zeynep.kaya@example.com', note: null, sent_at: now, created_at: now, updated_at: now },
      { entity: 'booking', entity_id: b.id, pnr_code: b.pnr_code, template: 'change_request', recipient: 'operator', language: 'tr', status: 'queued', attempts: 0, next_attempt_at: now, claimed_by: null, lease_until: null, last_error: 'zeynep.kaya@example.com refused', to_address: null, note: 'Vegan menü', sent_at: null, created_at: now, updated_at: now },
    ])
    .execute();
  return { booking: b, rel, abs, noteId: note.id, jobId: job.id };
}

/** Every column of every row that holds or refers to the booking, as one text. */
async function everythingAbout(bookingId: number, pnr: string, notOf: { booking: { id: number }; noteId: number; jobId: number }): Promise<string> {
  const others = new Set([`booking:${notOf.booking.id}`, `internal_note:${notOf.noteId}`, `dispatch_job:${notOf.jobId}`]);
  const rows = [
    await ctx.db.selectFrom('bookings').selectAll().where('id', '=', bookingId).execute(),
    await ctx.db.selectFrom('booking_guests').selectAll().where('booking_id', '=', bookingId).execute(),
    await ctx.db.selectFrom('internal_notes').selectAll().where('target_id', '=', bookingId).execute(),
    await ctx.db.selectFrom('dispatch_jobs').selectAll().where('booking_id', '=', bookingId).execute(),
    await ctx.db.selectFrom('mail_outbox').selectAll().where('pnr_code', '=', pnr).execute(),
    (await ctx.db.selectFrom('audit_log').selectAll().execute()).filter((a) => !others.has(`${a.entity}:${a.entity_id}`)),
  ];
  return JSON.stringify(rows);
}

const stats = async () => json<{ data: Record<string, unknown> }>(await ctx.app.inject({ url: '/api/dashboard/stats', headers: { cookie } })).data;
const runRetention = async () => ctx.app.inject({ method: 'POST', url: '/api/admin/retention/run', headers: { cookie } });
const anonymiseAudits = async () => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'anonymise').execute();

describe('retention', () => {
  it('erases an old trip’s personal data everywhere, keeps statistics, and leaves a recent trip alone', async () => {
    const old = await personalBooking({ pickup_date: '2023-01-10', return_date: '2023-01-20' });
    // a round trip whose return is still within the period is kept, however old its pickup
    const recentReturn = await personalBooking({ pickup_date: '2023-01-10', return_date: '2099-01-01', email: 'other@example.com' });
    const oldTour = await insertTourReservation(ctx.db, { booking_date: '2022-05-01', customer_name: 'Zeynep', customer_surname: 'Kaya', customer_phone: '5559876543', special_requests: 'Vegan menü', status: 'completed' });
    const before = await stats();
    const status = json<{ data: { months: number; due: { bookings: number; tour_reservations: number } } }>(
      await ctx.app.inject({ url: '/api/admin/retention', headers: { cookie } }),
    ).data;
    expect(status).toMatchObject({ months: 24, due: { bookings: 1, tour_reservations: 1 } });

    const res = await runRetention();
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ success: true, data: { bookings: 1, tour_reservations: 1, files: 1 } });
    expect(json(res).message).toContain('Saklama süresi uygulandı');

    // every row of the old booking, and the whole audit log but the kept booking's own entries
    const text = await everythingAbout(old.booking.id, old.booking.pnr_code, recentReturn);
    for (const p of PERSONAL) expect(text, p).not.toContain(p);
    const row = await ctx.db.selectFrom('bookings').selectAll().where('id', '=', old.booking.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_first_name: 'Anonim', customer_last_name: '', customer_phone: '', identity_number: null, hotel_name: null, flight_code: null, ticket_image: null, special_requests: null });
    expect(row.customer_email).toMatch(/^anonim-[0-9a-f]{16}@anonim\.invalid$/);
    expect(row.anonymised_at).not.toBeNull();
    // what statistics need stays
    expect(row).toMatchObject({ pnr_code: old.booking.pnr_code, pickup_date: '2023-01-10', return_date: '2023-01-20', pickup_location: 'Antalya Havalimanı', destination: 'Kemer', vehicle_type_key: 'sedan', total_price: 80, currency: 'EUR', status: 'completed' });
    const mails = await ctx.db.selectFrom('mail_outbox').select(['status', 'to_address', 'note', 'last_error']).where('entity_id', '=', old.booking.id).orderBy('id').execute();
    expect(mails).toEqual([
      { status: 'sent', to_address: null, note: null, last_error: null },
      { status: 'failed', to_address: null, note: null, last_error: null },
    ]);
    const tour = await ctx.db.selectFrom('tour_reservations').selectAll().where('id', '=', oldTour.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(tour)).not.toMatch(/Zeynep|Kaya|5559876543|Vegan/);
    expect(tour.total_price).toBe(oldTour.total_price);

    // the ticket file is gone from disk and from the database store
    expect(fs.existsSync(old.abs)).toBe(false);
    expect(await ctx.db.selectFrom('stored_files').select('path').where('path', '=', old.rel).executeTakeFirst()).toBeUndefined();
    expect((await ctx.app.inject({ url: `/uploads/${old.rel}`, headers: { cookie } })).statusCode).not.toBe(200);

    // the recent one is untouched, file and all
    const kept = await ctx.db.selectFrom('bookings').selectAll().where('id', '=', recentReturn.booking.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ customer_first_name: 'Zeynep', identity_number: 'U1234567', anonymised_at: null });
    expect(fs.existsSync(recentReturn.abs)).toBe(true);
    expect(await ctx.db.selectFrom('booking_guests').select('id').where('booking_id', '=', recentReturn.booking.id).execute()).toHaveLength(1);

    // dashboard figures unchanged
    expect(await stats()).toEqual(before);

    const audits = await anonymiseAudits();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.after_json!)).toMatchObject({ bookings: 1, tour_reservations: 1, files: 1, months: 24 });
  });

  it('is idempotent: a second run changes nothing and records nothing', async () => {
    const before = await ctx.db.selectFrom('bookings').selectAll().orderBy('id').execute();
    const res = await runRetention();
    expect(json(res)).toMatchObject({ success: true, data: { bookings: 0, tour_reservations: 0, files: 0, mails: 0 } });
    expect(json(res).message).toBe('Saklama süresi dolmuş kayıt yok; hiçbir şey değişmedi');
    expect(await ctx.db.selectFrom('bookings').selectAll().orderBy('id').execute()).toEqual(before);
    expect(await anonymiseAudits()).toHaveLength(1);
  });

  it('follows the retention setting', async () => {
    const b = await insertBooking(ctx.db, { pickup_date: '2099-12-31' });
    await ctx.db.updateTable('bookings').set({ pickup_date: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10) }).where('id', '=', b.id).execute();
    expect(json(await runRetention())).toMatchObject({ data: { bookings: 0 } });
    const now = new Date().toISOString();
    await ctx.db.insertInto('site_settings').values({ key: 'data_retention_months', value: '1', type: 'text', group_name: 'general', description: '', is_active: 1, created_at: now, updated_at: now }).execute();
    expect(json(await runRetention())).toMatchObject({ data: { bookings: 1 } });
    await ctx.db.deleteFrom('site_settings').where('key', '=', 'data_retention_months').execute();
  });

  it('two runs at once erase each row once and audit it once', async () => {
    for (let i = 0; i < 3; i++) await insertBooking(ctx.db, { pickup_date: '2020-02-0' + String(i + 1) });
    const audited = (await anonymiseAudits()).length;
    const [a, b] = await Promise.all([runRetention(), runRetention()]);
    const sum = json<{ data: { bookings: number } }>(a).data.bookings + json<{ data: { bookings: number } }>(b).data.bookings;
    expect(sum).toBe(3);
    expect((await anonymiseAudits()).length).toBe(audited + 1);
  });
});

describe('retention in the background', () => {
  it('runs as a server job unless its interval is 0, recorded as done by no one', async () => {
    expect(retentionJobs({ ...ctx.app.deps, config: loadConfig({ DATA_DIR: ctx.config.dataDir, RETENTION_INTERVAL_MINUTES: '0' }) })).toEqual([]);
    const jobs = retentionJobs(ctx.app.deps);
    expect(jobs.map((j) => j.everyMs)).toEqual([360 * 60_000]);
    const b = await insertBooking(ctx.db, { pickup_date: '2019-03-03', customer_first_name: 'Arka' });
    await jobs[0]!.run();
    const row = await ctx.db.selectFrom('bookings').select(['customer_first_name', 'anonymised_at']).where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row.customer_first_name).toBe('Anonim');
    const last = (await anonymiseAudits()).at(-1)!;
    expect(last).toMatchObject({ entity: 'retention', admin_user_id: null });
  });
});

describe('requests from a person', () => {
  it('finds, exports and erases everything held for an e-mail, matched in any letter case', async () => {
    const email = 'İrem.Şahin@Example.com';
    const held = await personalBooking({ pickup_date: '2099-06-01', email });
    await insertTourReservation(ctx.db, { customer_email: 'irem.şahin@example.com', customer_name: 'İrem', customer_surname: 'Şahin' });
    await insertBooking(ctx.db, { customer_email: 'someone.else@example.com' });

    const found = await ctx.app.inject({ url: `/api/admin/personal-data?email=${encodeURIComponent('IREM.ŞAHIN@EXAMPLE.COM')}`, headers: { cookie } });
    expect(found.statusCode).toBe(200);
    const summary = json<{ data: { counts: Record<string, number>; records: { pnr_code: string; kind: string }[] } }>(found).data;
    expect(summary.counts).toEqual({ bookings: 1, tour_reservations: 1, mails: 2, deleted_records: 0 });
    expect(summary.records.map((r) => r.kind).sort()).toEqual(['booking', 'tour_reservation']);

    const asJson = await ctx.app.inject({ url: `/api/admin/personal-data/export.json?email=${encodeURIComponent(email)}`, headers: { cookie } });
    expect(asJson.statusCode).toBe(200);
    expect(asJson.headers['content-disposition']).toMatch(/attachment; filename="kisisel-veri-\d{4}-\d{2}-\d{2}\.json"/);
    const doc = JSON.parse(asJson.body) as { bookings: { identity_number: string; extra_passengers: { first_name: string }[] }[]; tour_reservations: unknown[]; mails: unknown[] };
    expect(doc.bookings[0]).toMatchObject({ identity_number: 'U1234567', hotel_name: 'Kempinski Hotel', extra_passengers: [{ first_name: 'Ali', last_name: 'Veli', identity_number: 'A99887766' }] });
    expect(doc.tour_reservations).toHaveLength(1);
    expect(doc.mails).toHaveLength(2);
    expect(asJson.body).not.toContain('someone.else');

    const asCsv = await ctx.app.inject({ url: `/api/admin/personal-data/export.csv?email=${encodeURIComponent(email)}`, headers: { cookie } });
    expect(asCsv.statusCode).toBe(200);
    expect(asCsv.headers['content-type']).toContain('text/csv');
    // the office's Turkish Excel format, like the list exports: ';', decimal comma, Turkish labels and dates
    expect(asCsv.body.startsWith('\uFEFFKayıt;PNR;')).toBe(true);
    const lines = asCsv.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1 + 1 + 2);
    expect(lines[0]).toContain(';Tutar;Para birimi;Oluşturulma');
    expect(lines[1]).toContain(held.booking.pnr_code);
    expect(lines[1]).toContain('Ali Veli A99887766');
    expect(lines[1]).toMatch(/^Transfer;[^;]+;Tamamlandı;01\.06\.2099;/);
    expect(lines[1]).toMatch(/;\d+,\d\d;EUR;\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(lines[2]).toMatch(/^Tur;[^;]+;Beklemede;\d\d\.\d\d\.\d{4};/);
    const mails = lines.filter((l) => l.startsWith('E-posta;'));
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m).toMatch(/;(Sırada|Gönderildi|Başarısız|Gönderiliyor);/);
    expect(mails.join('\n')).toMatch(/Rezervasyon onayı \((müşteriye|operatöre)\)/);
    // never an ISO date, an English status or a template key
    expect(asCsv.body).not.toMatch(/\d{4}-\d{2}-\d{2}|pending|queued|created \(/);

    // the pending tour is still to come: erasing is refused until it is cancelled in the same confirmation
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/admin/personal-data/anonymise', headers: { cookie }, payload: { email } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).errors?.upcoming).toHaveLength(1);
    // active bookings, the month's revenue and its split by channel count only what is not cancelled
    const { active_bookings: _active, monthly_revenue: _revenue, tour_channels: _channels, ...before } = await stats();
    const erased = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/personal-data/anonymise',
      headers: { cookie },
      payload: { email: 'irem.sahin@example.com'.replace('s', 'ş'), cancel_upcoming: true },
    });
    expect(erased.statusCode).toBe(200);
    expect(json(erased)).toMatchObject({ data: { bookings: 1, tour_reservations: 1, files: 1, cancelled: 1 }, message: 'Bu e-posta adresine ait kişisel veriler silindi' });
    // figures that do not depend on the cancelled tour's status stay
    expect(await stats()).toMatchObject(before);
    expect(fs.existsSync(held.abs)).toBe(false);

    const after = json<{ data: { counts: Record<string, number> } }>(await ctx.app.inject({ url: `/api/admin/personal-data?email=${encodeURIComponent(email)}`, headers: { cookie } })).data;
    expect(after.counts).toEqual({ bookings: 0, tour_reservations: 0, mails: 0, deleted_records: 0 });
    const all = JSON.stringify(await ctx.db.selectFrom('bookings').selectAll().where('id', '=', held.booking.id).execute());
    expect(all).not.toMatch(/irem|Şahin|U1234567/i);
    const other = await ctx.db.selectFrom('bookings').select('customer_email').where('customer_email', '=', 'someone.else@example.com').execute();
    expect(other).toHaveLength(1);

    // the audit entry names the request by a digest, never the address
    const audit = (await anonymiseAudits()).find((a) => a.entity === 'personal_data')!;
    expect(audit.after_json).not.toMatch(/irem|example/i);
    expect(JSON.parse(audit.after_json!)).toMatchObject({ email_sha256: emailDigest(email), bookings: 1 });

    const again = await ctx.app.inject({ method: 'POST', url: '/api/admin/personal-data/anonymise', headers: { cookie }, payload: { email } });
    expect(json(again)).toMatchObject({ data: { bookings: 0 }, message: 'Bu e-posta adresine ait kayıt bulunamadı' });
  });

  it('refuses a malformed address with 422, Operasyon with 403 and no session with 401', async () => {
    const bad = await ctx.app.inject({ url: '/api/admin/personal-data?email=not-an-email', headers: { cookie } });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors?.email).toEqual(['Geçerli bir e-posta adresi girin']);
    for (const [method, url] of [
      ['GET', '/api/admin/personal-data?email=a@b.co'],
      ['GET', '/api/admin/personal-data/export.json?email=a@b.co'],
      ['GET', '/api/admin/personal-data/export.csv?email=a@b.co'],
      ['POST', '/api/admin/personal-data/anonymise'],
      ['GET', '/api/admin/retention'],
      ['POST', '/api/admin/retention/run'],
    ] as const) {
      const ops = await ctx.app.inject({ method, url, headers: { cookie: opsCookie }, ...(method === 'POST' ? { payload: { email: 'a@b.co' } } : {}) });
      expect(ops.statusCode, url).toBe(403);
      const anon = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: { email: 'a@b.co' } } : {}) });
      expect(anon.statusCode, url).toBe(401);
    }
  });
});
