import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking, insertTourReservation } from '../../test/factories.js';
import { createTestApp, json, type TestContext } from '../../test/test-app.js';
import { jobsRepository } from '../operations/jobs.repository.js';

const DAY = '2030-05-01';
const BUSY_DAY = '2030-05-02';

let ctx: TestContext;
let cookie: string;
let opsCookie: string;
let driverId: number;
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

  await insertBooking(
    ctx.db,
    {
      customer_first_name: 'Şükrü',
      customer_last_name: 'Öztürk, "Çağlar"',
      pickup_date: DAY,
      pickup_time: '09:15',
      pickup_location: 'Antalya Havalimanı',
      destination: 'Kemer Göynük',
      status: 'confirmed',
      trip_type: 'round_trip',
      return_date: '2030-05-08',
      return_time: '18:00',
    },
    { extras: [{ name: 'Bebek Koltuğu', price_euro: 5 }] },
  );
  await insertBooking(ctx.db, { customer_first_name: '=HYPERLINK("http://x")', customer_last_name: 'Ağaoğlu', pickup_date: DAY, pickup_time: '07:00' });
  await insertBooking(ctx.db, { customer_first_name: 'Saatsiz', pickup_date: DAY, pickup_time: null });
  await insertTourReservation(ctx.db, { customer_name: 'İlkay', customer_surname: 'Güneş', booking_date: DAY, booking_time: '08:00', tour_title: 'Gece Şovu' });
  await insertBooking(ctx.db, { customer_first_name: 'Başkagün', pickup_date: '2030-05-03' });
  // more than one batch (1000) on one day: the first batch ends among tied times, the second crosses into the jobs without a time
  for (let i = 0; i < 1005; i++)
    await insertBooking(ctx.db, { customer_first_name: `Yolcu${i}`, pickup_date: BUSY_DAY, pickup_time: i % 335 === 0 ? null : `${String(10 + (i % 5)).padStart(2, '0')}:00` });
  await jobsRepository.insertMissing(ctx.db, new Date().toISOString());

  const driver = await ctx.app.inject({ method: 'POST', url: '/api/admin/drivers', headers: { cookie }, payload: { name: 'Ömer Çelik', phone: '+90 532 000 00 01', plate: '07 ÇŞ 12' } });
  driverId = json<{ data: { id: number } }>(driver).data.id;
  const day = await ctx.app.inject({ method: 'GET', url: `/api/admin/operations/jobs?date=${DAY}`, headers: { cookie } });
  const first = json<{ data: { jobs: { id: number; customer_name: string }[] } }>(day).data.jobs.find((j) => j.customer_name.startsWith('Şükrü'))!;
  const assigned = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/operations/jobs/${first.id}/assignment`,
    headers: { cookie },
    payload: { driver_id: driverId, vehicle_id: null, note: 'Tabela: Şükrü Bey' },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, as = cookie) => ctx.app.inject({ method: 'GET', url, headers: { cookie: as } });
const lines = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe("CSV of the day's jobs", () => {
  it('downloads the board of a day as UTF-8 with a BOM, in the board order, Turkish letters intact', async () => {
    const res = await get(`/api/admin/operations/jobs/export.csv?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="isler-${DAY}.csv"`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = lines(res.body);
    // the office's Turkish Excel format (csv.ts): ';' between cells, Turkish dates
    expect(rows[0]).toBe('Tarih;Saat;Tür;PNR;Durum;Müşteri;Telefon;Nereden;Nereye;Uçuş;Yetişkin;Çocuk;Bagaj;Araç tipi;Ekstralar;Otel;Sürücü;Plaka;Araç;Not;İstek');
    // four jobs that day, by time, the one without a time last; the other day's booking is absent
    expect(rows).toHaveLength(5);
    expect(rows[1]).toContain(`;07:00;Geliş;`);
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://x"") Ağaoğlu"`);
    expect(rows[2]).toMatch(/^01\.05\.2030;08:00;Tur;/);
    expect(rows[2]).toContain('İlkay Güneş');
    expect(rows[2]).toContain('Gece Şovu');
    expect(rows[3]).toMatch(/^01\.05\.2030;09:15;Geliş;/);
    expect(rows[3]).toContain('"Şükrü Öztürk, ""Çağlar"""');
    expect(rows[3]).toContain('Onaylandı');
    expect(rows[3]).toContain('Kemer Göynük');
    expect(rows[3]).toContain('TK2410 · İniş 13:45');
    expect(rows[3]).toContain('Bebek Koltuğu');
    expect(rows[3]).toContain('Ömer Çelik;07 ÇŞ 12');
    expect(rows[3]).toContain('Tabela: Şükrü Bey');
    expect(rows[4]).toMatch(/^01\.05\.2030;;Geliş;/);
    expect(rows[4]).toContain('Saatsiz');
    // never a price or an e-mail: the board shows neither
    expect(res.body).not.toMatch(/@example\.com|EUR|€/);
  });

  it("honours the board's status and driver filters", async () => {
    const confirmed = lines((await get(`/api/admin/operations/jobs/export.csv?date=${DAY}&status=confirmed`)).body);
    expect(confirmed).toHaveLength(2);
    expect(confirmed[1]).toContain('Şükrü');
    const driven = lines((await get(`/api/admin/operations/jobs/export.csv?date=${DAY}&driver=${driverId}`)).body);
    expect(driven).toHaveLength(2);
    expect(driven[1]).toContain('Ömer Çelik');
    const unassigned = lines((await get(`/api/admin/operations/jobs/export.csv?date=${DAY}&driver=none`)).body);
    expect(unassigned).toHaveLength(4);
    expect(unassigned.join('\n')).not.toContain('Ömer Çelik');
    const returns = lines((await get('/api/admin/operations/jobs/export.csv?date=2030-05-08')).body);
    expect(returns).toHaveLength(2);
    expect(returns[1]).toMatch(/^08\.05\.2030;18:00;Dönüş;/);
  });

  it("audits an assignment with the driver's name beside the id, so the audit log reads a name", async () => {
    const log = json<{ data: { data: { entity: string; before: Record<string, unknown>; after: Record<string, unknown> }[] } }>(
      await get('/api/admin/audit-log?entity=dispatch_job'),
    ).data.data;
    expect(log[0]?.before).toMatchObject({ driver: null, driver_id: null });
    expect(log[0]?.after).toMatchObject({ driver: 'Ömer Çelik', driver_id: driverId, note: 'Tabela: Şükrü Bey' });
  });

  it('walks every batch of a busy day, each job once, in the same order as the board', async () => {
    const rows = lines((await get(`/api/admin/operations/jobs/export.csv?date=${BUSY_DAY}`)).body).slice(1);
    expect(rows).toHaveLength(1005);
    expect(new Set(rows.map((r) => r.split(';')[3])).size).toBe(1005);
    const board = await get(`/api/admin/operations/jobs?date=${BUSY_DAY}`);
    const pnrs = json<{ data: { jobs: { pnr: string }[] } }>(board).data.jobs.map((j) => j.pnr);
    expect(rows.map((r) => r.split(';')[3])).toEqual(pnrs);
  });

  it('refuses a bad day or filter with 422, a visitor without a session with 401, and lets Operasyon download', async () => {
    for (const q of ['date=2030-02-30', 'date=abc', '', `date=${DAY}&status=nope`, `date=${DAY}&driver=-1`]) {
      const bad = await get(`/api/admin/operations/jobs/export.csv?${q}`);
      expect(bad.statusCode, q).toBe(422);
      expect(json<{ success: boolean }>(bad).success).toBe(false);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/admin/operations/jobs/export.csv?date=${DAY}` });
    expect(anonymous.statusCode).toBe(401);
    const ops = await get(`/api/admin/operations/jobs/export.csv?date=${DAY}`, opsCookie);
    expect(ops.statusCode).toBe(200);
    expect(lines(ops.body)).toHaveLength(5);
  });
});
