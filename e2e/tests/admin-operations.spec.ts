import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';
import { bookAirportTransfer, istanbulDay } from '../support/airport-route.js';

/** A round trip from an airport, booked through the public API as the booking page does. */
async function bookRoundTrip(
  request: APIRequestContext,
  firstName: string,
  pickupTime: string,
): Promise<string> {
  return bookAirportTransfer(request, {
    key: 'e2e-ops',
    firstName,
    passengers: 3,
    trip: {
      pickup_time: pickupTime,
      trip_type: 'round_trip',
      return_date: istanbulDay(4),
      return_time: '17:30',
      flight_code: 'TK2410',
      departure_flight_time: '13:45',
      arrival_flight_time: '19:50',
      luggage: { large: 2, medium: 0, small: 1, hand: 2 },
    },
  });
}

async function addDriver(page: Page, name: string, phone: string) {
  await page.getByRole('button', { name: 'Yeni Sürücü Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Sürücü' });
  await dialog.getByLabel('Ad Soyad').fill(name);
  await dialog.getByLabel('Telefon').fill(phone);
  await dialog.getByLabel('Plaka').fill('07 abc 12');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Opens a share link made in the dialog and gives back its address. */
async function makeShareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Paylaşım Bağlantısı' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Bağlantı Oluştur' }).click();
  const url = await dialog.getByLabel('Bağlantı', { exact: true }).inputValue();
  expect(url).toMatch(/\/surucu\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  return url;
}

test('the dispatch day: a round trip as two jobs, assignment with a warning, run sheet in print, share link on a phone', async ({
  page,
  browser,
}) => {
  const mine = await bookRoundTrip(page.request, 'Zeynep', '09:15');
  const theirs = await bookRoundTrip(page.request, 'Burak', '09:45');
  await loginAsDemo(page, { from: '/admin/login?next=/admin/drivers' });
  await page.goto('/admin/drivers');
  await addDriver(page, 'Mehmet Sürer', '+90 532 111 22 33');
  await addDriver(page, 'Ali Direksiyon', '+90 533 444 55 66');

  // The side menu leads to the day board, today by default; tomorrow is one click away.
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Operasyon' })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Operasyon' })).toBeVisible();
  await expect(page.getByText('(Bugün)')).toBeVisible();
  await page.getByRole('button', { name: 'Yarın', exact: true }).click();
  await expect(page.getByText('(Yarın)')).toBeVisible();
  const card = page.getByRole('article', { name: `09:15 Geliş ${mine}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Zeynep Yolcu')).toBeVisible();
  await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/905321234567',
  );
  await expect(card.getByRole('link', { name: '+90 532 123 45 67' })).toHaveAttribute('href', /^tel:\+?90/);
  await expect(card.getByText('TK2410 · İniş 13:45')).toBeVisible();
  await expect(card.getByText('Büyük 2, Küçük 1, El 2')).toBeVisible();
  await expect(card.getByText('Rixos Sungate')).toBeVisible();
  await expect(card.getByText('Atanmadı')).toBeVisible();
  await expect(card).not.toContainText('€');
  const counts = page.getByRole('definition').first();
  await expect(counts).toHaveText(/\d+/);
  await page.screenshot({ path: test.info().outputPath('operasyon-desktop.png'), fullPage: true });

  // The return is its own job on its own day.
  await page.goto(`/admin/operations?date=${istanbulDay(4)}`);
  await expect(page.getByRole('article', { name: `17:30 Dönüş ${mine}` })).toContainText('Kalkış 19:50');
  await page.getByRole('button', { name: 'Yarın', exact: true }).click();

  // Assign both jobs to the same driver 30 minutes apart: the second assignment warns of the first.
  await card.getByRole('button', { name: 'Ata' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sürücü').selectOption({ label: 'Mehmet Sürer · 07 ABC 12' });
  await dialog.getByLabel('Not').fill('Tabela ile karşılama');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Mehmet Sürer · 07 ABC 12')).toBeVisible();
  await expect(card.getByText('Tabela ile karşılama')).toBeVisible();

  await page
    .getByRole('article', { name: `09:45 Geliş ${theirs}` })
    .getByRole('button', { name: 'Ata' })
    .click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sürücü').selectOption({ label: 'Mehmet Sürer · 07 ABC 12' });
  // flagged as the dispatcher chooses, before saving (decision 032: the first job's drive time + 30 min)
  await expect(dialog.getByRole('list', { name: 'Uyarılar' })).toContainText(
    `Sürücünün ${istanbulDay(1)} 09:15 saatinde başka bir işi var (${mine})`,
  );
  await page.screenshot({ path: test.info().outputPath('atama-onizleme-uyarisi.png') });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Sürücünün ${istanbulDay(1)} 09:15 saatinde başka bir işi var (${mine})`,
  );
  await page.screenshot({ path: test.info().outputPath('atama-uyarisi.png') });
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  // … and the dispatcher moves it to the other driver
  await page
    .getByRole('article', { name: `09:45 Geliş ${theirs}` })
    .getByRole('button', { name: 'Atamayı Değiştir' })
    .click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sürücü').selectOption({ label: 'Ali Direksiyon · 07 ABC 12' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  // Filtered by driver: only his job, and his run sheet prints on A4 without the back office around it.
  await page.getByLabel('Sürücü').selectOption({ label: 'Mehmet Sürer' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'Çalışma Föyü' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Çalışma Föyü' })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(mine) })).toBeVisible();
  await expect(page.getByText(theirs)).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Yazdır' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Çalışma Föyü' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('calisma-foyu-print.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(1000);
  await page.emulateMedia({ media: 'screen' });

  // The share link opens a phone page with only this driver's jobs and no prices.
  await page.goto(`/admin/operations?date=${istanbulDay(1)}`);
  await page.getByLabel('Sürücü').selectOption({ label: 'Mehmet Sürer' });
  const myLink = await makeShareLink(page);
  await page.getByLabel('Sürücü').selectOption({ label: 'Ali Direksiyon' });
  const otherLink = await makeShareLink(page);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
  });
  const driverPage = await phone.newPage();
  await driverPage.goto(myLink);
  await expect(driverPage.getByRole('heading', { name: 'Günün İşleri' })).toBeVisible();
  await expect(driverPage.getByRole('article', { name: '09:15 Geliş' })).toBeVisible();
  // no PNR on the driver's phone: it opens the public look-up (decision 032)
  await expect(driverPage.getByText(mine)).toHaveCount(0);
  await expect(driverPage.getByText(theirs)).toHaveCount(0);
  await expect(driverPage.getByText('Burak')).toHaveCount(0);
  // one price only: what he collects for his own job (decision 035), never another job's
  await expect(driverPage.locator('p', { hasText: 'Tahsil edilecek:' })).toHaveCount(1);
  expect((await driverPage.locator('body').innerText()).match(/€/g)).toHaveLength(1);
  const overflow = await driverPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await driverPage.screenshot({ path: test.info().outputPath('paylasim-390.png'), fullPage: true });
  await driverPage.goto(otherLink);
  await expect(driverPage.getByRole('article', { name: '09:45 Geliş' })).toBeVisible();
  await expect(driverPage.getByText('Burak')).toBeVisible();
  await driverPage.goto('/surucu/gecersiz-baglanti');
  await expect(driverPage.getByRole('heading', { name: 'Bağlantının süresi dolmuş' })).toBeVisible();

  // The office revokes Mehmet's link from the list of live links: his phone shows the expired page.
  await page.getByLabel('Sürücü').selectOption({ label: 'Mehmet Sürer' });
  await page.getByRole('button', { name: 'Paylaşım Bağlantısı' }).click();
  const linksDialog = page.getByRole('dialog');
  const liveLinks = linksDialog.getByRole('region', { name: 'Geçerli bağlantılar' });
  await expect(liveLinks.getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('gecerli-baglantilar.png') });
  await liveLinks.getByRole('button', { name: /bağlantısını iptal et$/ }).click();
  await expect(liveLinks.getByText('Geçerli bağlantı yok')).toBeVisible();
  await linksDialog.getByRole('button', { name: 'Kapat' }).click();
  await driverPage.goto(myLink);
  await expect(driverPage.getByRole('heading', { name: 'Bağlantının süresi dolmuş' })).toBeVisible();
  await driverPage.screenshot({ path: test.info().outputPath('paylasim-iptal-390.png') });
  await phone.close();

  // The board in a car park: cards on a 390 px phone, no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/operations?date=${istanbulDay(1)}`);
  await expect(page.getByRole('article', { name: `09:15 Geliş ${mine}` })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('operasyon-390.png'), fullPage: true });
});

test('a driver with jobs is not deleted; the screen offers Pasif instead', async ({ page }) => {
  const pnr = await bookRoundTrip(page.request, 'Selin', '11:00');
  await loginAsDemo(page, { from: '/admin/login?next=/admin/drivers' });
  await page.goto('/admin/drivers');
  await addDriver(page, 'Kemal Yol', '+90 534 777 88 99');
  await page.goto(`/admin/operations?date=${istanbulDay(1)}`);
  await page
    .getByRole('article', { name: `11:00 Geliş ${pnr}` })
    .getByRole('button', { name: 'Ata' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sürücü').selectOption({ label: 'Kemal Yol · 07 ABC 12' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/drivers');
  await page.getByRole('button', { name: 'Kemal Yol sil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  const refused = page.getByRole('dialog', { name: 'Sürücü silinemez' });
  await expect(refused).toContainText("'Pasif'");
  await refused.getByRole('button', { name: 'Pasif Yap' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByRole('button', { name: 'Kemal Yol: Pasif — durumu değiştir' })).toBeVisible();
});
