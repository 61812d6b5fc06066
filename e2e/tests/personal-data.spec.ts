import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { createBookingWithTicket, loginAsDemo } from '../support/admin.js';

const DATA_DIR = path.resolve(import.meta.dirname, '../.data');
const DB_FILE = path.join(DATA_DIR, 'app.db');
const SHOTS = path.resolve(import.meta.dirname, '../test-results/personal-data');

/** A booking's row read straight from the server's database, every column. */
function bookingRow(id: number): Record<string, unknown> {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM bookings WHERE id = ?').get(id) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

/** Moves a booking's trip into the past: the public API refuses past dates, so the test writes it. */
function ageTrip(id: number, date: string): void {
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    db.prepare('UPDATE bookings SET pickup_date = ?, return_date = NULL WHERE id = ?').run(date, id);
    db.prepare("INSERT INTO booking_guests (booking_id, position, first_name, last_name, identity_number) VALUES (?, 1, 'Ekin', 'Yolcu', 'P7654321')").run(id);
  } finally {
    db.close();
  }
}

const stats = async (page: Page) => ((await (await page.request.get('/api/dashboard/stats')).json()) as { data: unknown }).data;

test('a retention run from the back office erases an old trip everywhere and keeps the dashboard totals', async ({ page, request }) => {
  const booking = await createBookingWithTicket(request);
  const before = bookingRow(booking.id);
  const ticket = String(before.ticket_image);
  const ticketFile = path.join(DATA_DIR, 'uploads', ticket.replace(/^\/uploads\//, ''));
  expect(fs.existsSync(ticketFile)).toBe(true);
  ageTrip(booking.id, '2020-01-10');

  await loginAsDemo(page);
  const totalsBefore = await stats(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/personal-data');
  await expect(page.getByRole('heading', { level: 2, name: 'Kişisel Veri Talepleri' })).toBeVisible();
  await expect(page.getByTestId('retention-status')).toContainText('24 aydan eski');
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'retention-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Saklama süresini şimdi uygula' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Bu işlem geri alınamaz!');
  await page.screenshot({ path: path.join(SHOTS, 'retention-confirm-1280.png') });
  await dialog.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByText(/Saklama süresi uygulandı: kişisel verileri silinen kayıtlar: \d+/)).toBeVisible();

  const after = bookingRow(booking.id);
  const text = JSON.stringify(after);
  for (const personal of ['Deniz', 'Yalçın', String(before.customer_email), '5321234567', 'TK2410', ticket]) expect(text).not.toContain(personal);
  expect(after).toMatchObject({ customer_first_name: 'Anonim', ticket_image: null, pnr_code: booking.pnr_code, pickup_date: '2020-01-10', total_price: before.total_price });
  const db = new Database(DB_FILE, { readonly: true });
  expect(db.prepare('SELECT count(*) AS n FROM booking_guests WHERE booking_id = ?').get(booking.id)).toEqual({ n: 0 });
  db.close();
  expect(fs.existsSync(ticketFile)).toBe(false);
  expect(await stats(page)).toEqual(totalsBefore);
});

test('an e-mail’s data is found, exported as JSON and CSV, and erased after confirmation', async ({ page, request }) => {
  const booking = await createBookingWithTicket(request);
  const email = String(bookingRow(booking.id).customer_email);
  await loginAsDemo(page);
  await page.goto('/admin/personal-data');
  await page.getByLabel('E-posta adresi').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Ara' }).click();
  await expect(page.getByTestId('personal-data-counts')).toContainText('Transfer1');
  await expect(page.getByText(booking.pnr_code)).toBeVisible();

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-json').click()]);
  expect(json.suggestedFilename()).toMatch(/^kisisel-veri-\d{4}-\d{2}-\d{2}\.json$/);
  const doc = JSON.parse(await readFile(await json.path(), 'utf8')) as { bookings: { pnr_code: string; customer_first_name: string }[] };
  expect(doc.bookings).toEqual([expect.objectContaining({ pnr_code: booking.pnr_code, customer_first_name: 'Deniz' })]);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const bytes = await readFile(await csv.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('Deniz Yalçın');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'person-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Kişisel verileri sil' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(email.toUpperCase());
  await page.screenshot({ path: path.join(SHOTS, 'person-confirm-390.png') });
  // the trip is still to come: it is cancelled in the same confirmation (trust-second-pass.spec.ts shows the refusal)
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'İptal et ve sil' }).click();
  await expect(page.getByText('Bu e-posta adresine ait kişisel veriler silindi')).toBeVisible();
  await expect(page.getByText('Bu e-posta adresine ait kayıt bulunamadı.')).toBeVisible();
  expect(bookingRow(booking.id)).toMatchObject({ customer_first_name: 'Anonim', ticket_image: null, status: 'cancelled' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'person-after-1280.png'), fullPage: true });
});
