import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { createTransferBooking, loginAsDemo } from '../support/admin.js';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

const dbFile = path.resolve(import.meta.dirname, '../.data/app.db');

const statusOf = (pnr: string) => {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('SELECT status FROM tour_reservations WHERE pnr_code = ?').get(pnr) as { status: string }
    ).status;
  } finally {
    db.close();
  }
};

const istanbulDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

test('book a tour, open the manage view with the e-mail, download the voucher, cancel', async ({ page }) => {
  await openHydrated(page, '/#tours');
  await page
    .locator('#tours')
    .getByRole('button', { name: /detayları/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Rezervasyon Yap' }).click();
  await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill('Elif');
  await dialog.getByLabel('Soyad').fill('Şahin');
  await dialog.getByLabel('E-posta').fill('elif.sahin@example.com');
  await dialog.getByLabel('Ülke kodu').selectOption('+90');
  await dialog.getByLabel('Telefon').fill('532 111 22 33');
  await dialog.getByLabel('Tur tarihi').fill(istanbulDate(12));
  await dialog.getByLabel('Saat').fill('08:30');
  await dialog.getByLabel('Yetişkin').selectOption('2');
  await acknowledgeNotice(dialog);
  await dialog.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
  const pnr = (await dialog.getByTestId('tour-pnr').textContent())!.trim();

  await openHydrated(page, `/booking-search?pnr=${pnr}`);
  await expect(page.getByTestId('search-result')).toBeVisible();
  const open = page.getByTestId('manage-open');
  // A wrong e-mail is told nothing more than an unknown PNR would be.
  await open.getByLabel('E-posta adresiniz').fill('someone@example.com');
  await open.getByRole('button', { name: 'Aç' }).click();
  await expect(open.getByRole('alert')).toHaveText('Bu PNR ve e-posta ile bir rezervasyon bulunamadı.');
  await open.getByLabel('E-posta adresiniz').fill('Elif.Sahin@example.com');
  await open.getByRole('button', { name: 'Aç' }).click();

  const view = page.getByTestId('manage-view');
  await expect(view).toBeVisible();
  // Dates as the site writes them (the search result's form), never the API's ISO form.
  const [y, m, d] = istanbulDate(12).split('-');
  await expect(view).toContainText(`${d}.${m}.${y} · 08:30`);
  await expect(view).not.toContainText(istanbulDate(12));
  // Who travels, where to be, how to pay and until when to cancel, as the mails say it (issue 25 item 4).
  await expect(view.getByTestId('manage-party')).toHaveText('2 yetişkin');
  await expect(view.getByTestId('manage-notice-meet')).toContainText('Lütfen belirtilen saatte alış noktasında / buluşma noktasında hazır olun.');
  await expect(view.getByTestId('manage-notice-pay')).toContainText(/Ödeme tur günü yapılır \(TRY\): [\d.]+ ₺\./);
  await expect(view.getByTestId('manage-notice-cancel')).toContainText('(İstanbul saati) tarihine kadar çevrimiçi olarak ücretsiz iptal edebilirsiniz.');
  await page.setViewportSize({ width: 390, height: 1100 });
  await view.screenshot({ path: 'e2e/test-results/manage-view-390.png' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByTestId('voucher-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`voucher-${pnr}.pdf`);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  await view.getByRole('button', { name: 'Rezervasyonu iptal et' }).click();
  await view.getByRole('button', { name: 'Evet, iptal et' }).click();
  await expect(view.getByRole('status').first()).toHaveText('Rezervasyonunuz iptal edildi');
  await expect(view.getByTestId('manage-cancelled')).toBeVisible();
  // The booking's card above the panel shows the new status too.
  await expect(page.getByTestId('search-result').getByTestId('status-badge')).toHaveText('İptal Edildi');
  await expect(view.getByRole('button', { name: 'Rezervasyonu iptal et' })).toHaveCount(0);
  expect(statusOf(pnr)).toBe('cancelled');
});

test('an answer that breaks its contract shows the page’s own sentence, never the client’s English note', async ({ page }) => {
  await page.route('**/api/bookings/search-by-pnr*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { type: 'transfer' } }) }),
  );
  await openHydrated(page, '/booking-search?pnr=ABCD2345');
  await expect(page.getByTestId('search-error')).toHaveText('Bir hata oluştu. Lütfen tekrar deneyin.');
  await openHydrated(page, '/en/booking-search?pnr=ABCD2345');
  await expect(page.getByTestId('search-error')).not.toHaveText(/unexpected answer/i);
  await expect(page.getByTestId('search-error')).not.toBeEmpty();
});

test('the back office shows a booking’s mail history, says SMTP is not set, and queues a resend', async ({
  page,
  request,
}) => {
  const booking = await createTransferBooking(request);
  await loginAsDemo(page);
  await page.goto(`/admin/bookings?search=${booking.pnr_code}`);
  await page
    .getByTestId(`booking-row-${booking.pnr_code}`)
    .getByRole('button', { name: `${booking.pnr_code} detay` })
    .click();
  const history = page.getByRole('dialog', { name: 'Rezervasyon Detayı' }).getByTestId('mail-history');
  await expect(history).toContainText('SMTP ayarlanmadığı için');
  await expect(history.getByText('Rezervasyon onayı · Müşteri')).toBeVisible();
  await expect(history.getByText('Rezervasyon onayı · Operatör')).toBeVisible();
  await history.getByRole('button', { name: 'Onay e-postasını yeniden gönder' }).click();
  // it mails the customer, so it asks first; Vazgeç queues nothing
  const ask = page.getByRole('dialog', { name: 'Onay e-postasını yeniden gönder?' });
  await ask.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(ask).toBeHidden();
  await expect(history.getByText('Rezervasyon onayı · Müşteri')).toHaveCount(1);
  await history.getByRole('button', { name: 'Onay e-postasını yeniden gönder' }).click();
  await ask.getByRole('button', { name: 'Gönder' }).click();
  await expect(history.getByRole('status')).toHaveText(
    'Onay e-postası yeniden gönderilmek üzere sıraya alındı',
  );
  await expect(history.getByText('Rezervasyon onayı · Müşteri')).toHaveCount(2);
  await history.screenshot({ path: 'e2e/test-results/admin-mail-history.png' });
});
