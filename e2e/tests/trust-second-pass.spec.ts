import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { createBookingWithTicket, loginAsDemo } from '../support/admin.js';

/**
 * Issue 28 in the browser: the users screen asks before a change a colleague feels and never lets
 * the signed-in Yönetici disable or demote themselves; 'Kişisel verileri sil' names tomorrow's
 * trip and erases nothing until staff cancel it in the same confirmation.
 */
const DB_FILE = path.resolve(import.meta.dirname, '../.data/app.db');
const SHOTS = path.resolve(import.meta.dirname, '../test-results/trust-second-pass');
fs.mkdirSync(SHOTS, { recursive: true });

/** Tomorrow in Istanbul, as 'YYYY-MM-DD' and as the screen writes it ('28.11.2026'). */
function tomorrowInIstanbul(): { ymd: string; tr: string } {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + 86_400_000));
  const [y, m, d] = ymd.split('-');
  return { ymd, tr: `${d}.${m}.${y}` };
}

function bookingRow(id: number): Record<string, unknown> {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT customer_first_name, status, anonymised_at, customer_email FROM bookings WHERE id = ?').get(id) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

test('users screen: one’s own row cannot be disabled or demoted; a colleague’s change asks first and Vazgeç changes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page);
  const username = `guven.e2e.${Date.now() % 100000}`;
  const created = await page.request.post('/api/admin/users', { data: { username, password: 'uzun-ve-ozel-bir-sifre-28', role: 'operations' } });
  expect(created.status(), await created.text()).toBe(200);
  await page.goto('/admin/users');

  const own = page.getByTestId('user-row-admin');
  await expect(own).toContainText('Siz');
  await expect(own.getByRole('button', { name: 'Devre dışı bırak' })).toBeDisabled();
  await expect(own.getByLabel('admin rolü')).toBeDisabled();
  // the server says no as well, in Turkish
  const me = ((await (await page.request.get('/api/auth/me')).json()) as { data: { id: number } }).data;
  const self = await page.request.patch(`/api/admin/users/${me.id}`, { data: { is_active: false } });
  expect(self.status()).toBe(422);
  expect(((await self.json()) as { message: string }).message).toBe('Kendi hesabınızı devre dışı bırakamazsınız');

  const row = page.getByTestId(`user-row-${username}`);
  await row.getByRole('button', { name: 'Devre dışı bırak' }).click();
  const disable = page.getByRole('dialog', { name: 'Kullanıcıyı devre dışı bırak' });
  await expect(disable).toContainText(`${username} devre dışı bırakılacak: açık tüm oturumları kapanır`);
  await page.screenshot({ path: path.join(SHOTS, 'users-disable-confirm-1280.png') });
  await disable.getByRole('button', { name: 'İptal' }).click();
  await expect(disable).toBeHidden();
  await expect(row).toContainText('Etkin');

  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByLabel(`${username} rolü`).selectOption('admin');
  const role = page.getByRole('dialog', { name: 'Rolü değiştir' });
  await expect(role).toContainText(`${username} kullanıcısının rolü Operasyon yerine Yönetici olacak`);
  await page.screenshot({ path: path.join(SHOTS, 'users-role-confirm-390.png') });
  await role.getByRole('button', { name: 'İptal' }).click();
  await expect(row.getByLabel(`${username} rolü`)).toHaveValue('operations');

  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: 'Devre dışı bırak' }).click();
  await disable.getByRole('button', { name: 'Devre dışı bırak' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kullanıcı devre dışı bırakıldı' })).toBeVisible();
  await expect(row).toContainText('Devre dışı');
  await page.screenshot({ path: path.join(SHOTS, 'users-after-1280.png'), fullPage: true });
});

test('erasing a person with tomorrow’s trip is refused, naming the trip, until it is cancelled in the same confirmation', async ({ page, request }) => {
  const booking = await createBookingWithTicket(request);
  const tomorrow = tomorrowInIstanbul();
  // tomorrow's 08:00 pickup, confirmed (the public form refuses pickups this close, so the test writes it)
  const db = new Database(DB_FILE, { fileMustExist: true });
  db.prepare("UPDATE bookings SET pickup_date = ?, pickup_time = '08:00', status = 'confirmed' WHERE id = ?").run(tomorrow.ymd, booking.id);
  db.close();
  const email = String(bookingRow(booking.id).customer_email);

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page);
  // the API refuses and names the trip
  const refused = await page.request.post('/api/admin/personal-data/anonymise', { data: { email } });
  expect(refused.status()).toBe(409);
  const answer = (await refused.json()) as { message: string; errors: { upcoming: string[] } };
  expect(answer.message).toBe('Bu kişinin iptal edilmemiş gelecek yolculukları var; silmeden önce iptal edilmeleri gerekir');
  expect(answer.errors.upcoming).toEqual([expect.stringContaining(`${booking.pnr_code} · ${tomorrow.tr} 08:00 · `)]);

  await page.goto('/admin/personal-data');
  await page.getByLabel('E-posta adresi').fill(email);
  await page.getByRole('button', { name: 'Ara' }).click();
  await expect(page.getByText('Yaklaşan yolculuk')).toBeVisible();
  await page.getByRole('button', { name: 'Kişisel verileri sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kişisel verileri sil' });
  const upcoming = dialog.getByTestId('upcoming-trips');
  await expect(upcoming).toContainText('Bu kişinin iptal edilmemiş gelecek yolculukları var');
  await expect(upcoming).toContainText(`${booking.pnr_code} · ${tomorrow.tr} 08:00`);
  await expect(dialog.getByRole('button', { name: 'İptal et ve sil' })).toBeDisabled();
  await page.screenshot({ path: path.join(SHOTS, 'erasure-refusal-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'erasure-refusal-390.png') });
  // nothing happened yet
  expect(bookingRow(booking.id)).toMatchObject({ customer_first_name: 'Deniz', status: 'confirmed', anonymised_at: null });

  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'İptal et ve sil' }).click();
  await expect(page.getByText('Bu e-posta adresine ait kişisel veriler silindi')).toBeVisible();
  expect(bookingRow(booking.id)).toMatchObject({ customer_first_name: 'Anonim', status: 'cancelled' });
});
