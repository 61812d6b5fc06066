import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_ADMIN_ENV } from '../../test/admin-session.js';
import { insertBooking, insertTourReservation } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/** LibreOffice Calc from Debian (`apt-get install libreoffice-calc`); the test needs it and says so when it is missing. */
const SOFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((p) => fs.existsSync(p));

/**
 * The exports opened the way the office opens them: a spreadsheet in Turkish reading the file with
 * ';' as the separator (Excel's list separator in Turkish) and the Turkish locale (1055) for numbers
 * and dates. Every cell type is read back from the flat ODF document: amounts and counts must be
 * numbers, dates dates, not text. Slow (LibreOffice starts once per file, about 10 s).
 */
describe.skipIf(!SOFFICE)('CSV exports read by LibreOffice Calc in Turkish', () => {
  let ctx: TestContext;
  let cookie: string;
  let dir: string;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, env: TEST_ADMIN_ENV });
    cookie = await signIn(ctx.app);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'riviera-calc-'));
    await insertBooking(ctx.db, { customer_first_name: 'Şükrü', customer_last_name: 'Öztürk', pickup_date: '2030-05-01', pickup_time: '14:30', passengers: 3, total_price: 2228.5, created_at: '2026-11-21T11:05:00.000Z' });
    await insertTourReservation(ctx.db, { customer_name: 'İlkay', customer_surname: 'Güneş', booking_date: '2030-07-01', total_price: 1114.25 });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The cells of the sheet's rows as [type, value] (value: the typed value, else the text). */
  const openInCalc = async (url: string, name: string): Promise<Map<string, [string, string]>[]> => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const file = path.join(dir, `${name}.csv`);
    fs.writeFileSync(file, res.rawPayload);
    execFileSync(SOFFICE!, ['--headless', '--infilter=CSV:59,34,76,1,,1055,false,true', '--convert-to', 'fods', '--outdir', dir, file], {
      env: { ...process.env, HOME: dir },
      stdio: 'ignore',
      timeout: 120_000,
    });
    const xml = fs.readFileSync(path.join(dir, `${name}.fods`), 'utf8');
    const rows = [...xml.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map((m) =>
      [...m[1]!.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].flatMap((c) => {
        const attrs = c[1]!;
        const type = /office:value-type="([^"]+)"/.exec(attrs)?.[1] ?? 'empty';
        const typed = /office:(?:value|date-value|time-value)="([^"]+)"/.exec(attrs)?.[1];
        const text = (c[2] ?? '').replace(/<[^>]+>/g, '').trim();
        // empty cells side by side are one element with a repeat count
        const repeat = Number(/table:number-columns-repeated="(\d+)"/.exec(attrs)?.[1] ?? 1);
        return Array.from({ length: Math.min(repeat, 64) }, () => [type, typed ?? text] as [string, string]);
      }),
    );
    const [header, ...body] = rows;
    return body.filter((r) => r.some(([t]) => t !== 'empty')).map((r) => new Map(header!.map(([, h], i) => [h, r[i] ?? ['empty', '']])));
  };

  it('reads the bookings file into columns: amounts and counts as numbers, dates as dates', async () => {
    const [row] = await openInCalc('/api/admin/bookings/export.csv', 'bookings');
    expect(row!.get('Müşteri')).toEqual(['string', 'Şükrü Öztürk']);
    expect(row!.get('Tutar')).toEqual(['float', '2228.5']);
    expect(row!.get('Yolcu')).toEqual(['float', '3']);
    expect(row!.get('Tarih')).toEqual(['date', '2030-05-01']);
    expect(row!.get('Saat')).toEqual(['time', 'PT14H30M00S']);
    expect(row!.get('Oluşturulma')).toEqual(['date', '2026-11-21T14:05:00']);
  }, 180_000);

  it('reads the tour reservations file the same way', async () => {
    const [row] = await openInCalc('/api/admin/tour-reservations/export.csv', 'tours');
    expect(row!.get('Müşteri')).toEqual(['string', 'İlkay Güneş']);
    expect(row!.get('Tutar')).toEqual(['float', '1114.25']);
    expect(row!.get('Tarih')).toEqual(['date', '2030-07-01']);
  }, 180_000);
});
