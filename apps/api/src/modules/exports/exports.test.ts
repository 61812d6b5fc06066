import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking, insertTourReservation } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { guardFormula } from './csv.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
  cookie = await signIn(ctx.app);
  const type = await ctx.app.inject({
    method: 'POST',
    url: '/api/vehicle-types',
    headers: { cookie },
    payload: { name: 'VIP Minibüs', key: 'vip', description: '', is_active: true, sort_order: 1 },
  });
  expect(type.statusCode, type.body).toBe(201);
  await insertBooking(ctx.db, {
    customer_first_name: 'Şükrü',
    customer_last_name: 'Öztürk, "Çağlar"',
    pickup_date: '2030-05-01',
    pickup_time: '14:30',
    status: 'confirmed',
    vehicle_type_key: 'vip',
    total_price: 2228.5,
    created_at: '2026-11-21T11:05:00.000Z',
  });
  await insertBooking(ctx.db, { customer_first_name: '=HYPERLINK("http://x")', customer_last_name: 'Ağaoğlu', pickup_date: '2030-06-01', special_requests: 'a\nb' });
  // more than one batch (1000) so the keyset paging is walked
  for (let i = 0; i < 1005; i++) await insertBooking(ctx.db, { customer_first_name: `Yolcu${i}`, pickup_date: '2031-01-01' });
  await insertTourReservation(ctx.db, { customer_name: 'İlkay', customer_surname: 'Güneş', booking_date: '2030-07-01' });
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const lines = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe('CSV exports', () => {
  it('downloads the bookings as UTF-8 with a BOM, Turkish letters intact, quoted where needed', async () => {
    const res = await get('/api/admin/bookings/export.csv?date_from=2030-01-01&date_to=2030-12-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rezervasyonlar-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = lines(res.body);
    // the office's Turkish Excel: ';' between cells (csv.ts)
    expect(rows[0]).toBe('PNR;Durum;Müşteri;E-posta;Telefon;Nereden;Nereye;Tarih;Saat;Yolcu;Araç tipi;Yolculuk;Tutar;Para birimi;Oluşturulma');
    // only the two bookings in the date range; newest first
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain('"Şükrü Öztürk, ""Çağlar"""');
    expect(rows[2]).toContain(';Onaylandı;');
    // Turkish dates throughout, the vehicle type by its name, the amount with a decimal comma
    expect(rows[2]).toContain(';01.05.2030;14:30;');
    expect(rows[2]).toContain(';VIP Minibüs;');
    expect(rows[2]).toContain(';2228,50;EUR;21.11.2026 14:05');
    expect(rows[2]).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // a name that is a formula is defused
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://x"") Ağaoğlu"`);
  });

  it('honours the status and search filters, and walks every batch without a filter', async () => {
    const confirmed = lines((await get('/api/admin/bookings/export.csv?status=confirmed')).body);
    expect(confirmed).toHaveLength(2);
    const all = lines((await get('/api/admin/bookings/export.csv')).body);
    expect(all).toHaveLength(1 + 1007);
    expect(new Set(all.slice(1).map((l) => l.split(';')[0])).size).toBe(1007);
  });

  it('writes plain RFC 4180 (comma, decimal point) when asked, with the same Turkish labels and dates', async () => {
    const rows = lines((await get('/api/admin/bookings/export.csv?date_from=2030-05-01&date_to=2030-05-01&format=rfc4180')).body);
    expect(rows[0]).toBe('PNR,Durum,Müşteri,E-posta,Telefon,Nereden,Nereye,Tarih,Saat,Yolcu,Araç tipi,Yolculuk,Tutar,Para birimi,Oluşturulma');
    expect(rows[1]).toContain(',01.05.2030,14:30,');
    expect(rows[1]).toContain(',VIP Minibüs,');
    expect(rows[1]).toContain(',2228.50,EUR,');
    expect((await get('/api/admin/bookings/export.csv?format=xlsx')).statusCode).toBe(422);
  });

  it('exports tour reservations with their filters and refuses an end before the start', async () => {
    const res = await get('/api/admin/tour-reservations/export.csv?start_date=2030-07-01&end_date=2030-07-01');
    const rows = lines(res.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('İlkay Güneş');
    expect(rows[1]).toMatch(/;01\.07\.2030;[0-2]\d:\d\d;/);
    expect(rows[1]).toContain(';Beklemede;');
    const bad = await get('/api/admin/bookings/export.csv?date_from=2030-02-02&date_to=2030-02-01');
    expect(bad.statusCode).toBe(422);
  });
});

describe('guardFormula', () => {
  it('prefixes text a spreadsheet would run, and leaves numbers and plain text alone', () => {
    for (const danger of ['=1+1', '+90 532', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(guardFormula(danger)).toBe(`'${danger}`);
    expect(guardFormula('Ayşe')).toBe('Ayşe');
    expect(guardFormula(-5)).toBe(-5);
    expect(guardFormula(null)).toBeNull();
  });
});

describe('formulas after a separator (issue 28)', () => {
  it('defuses ";=1+1" and ",=1+1" wherever they stand, and quotes the cell for a program splitting on either', () => {
    for (const danger of [';=1+1', 'Ayşe;=1+1', 'a, -2+3', 'x|@SUM(A1)', 'x;"=1', 'a\n=1']) expect(guardFormula(danger)).toBe(`'${danger}`);
    expect(guardFormula('Öztürk; Çağlar')).toBe('Öztürk; Çağlar');
  });

  it.each(['excel-tr', 'rfc4180'])('a name ending in ";=1+1" reaches the %s file as one defused, quoted cell', async (format) => {
    await insertBooking(ctx.db, { customer_first_name: 'Ayşe', customer_last_name: 'Kaya;=1+1', pickup_date: '2032-03-03' });
    const rows = lines((await get(`/api/admin/bookings/export.csv?date_from=2032-03-03&date_to=2032-03-03&format=${format}`)).body);
    expect(rows[1]).toContain(`"'Ayşe Kaya;=1+1"`);
    // split on ';' as Excel in Turkish, German, Russian or Polish does: no cell outside quotes starts a formula
    const unquoted = rows[1]!.replace(/"(?:[^"]|"")*"/g, '');
    expect(unquoted.split(/[;,]/).some((c) => /^[=+\-@]/.test(c))).toBe(false);
  });
});
