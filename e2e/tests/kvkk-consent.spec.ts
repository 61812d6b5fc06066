import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

/**
 * KVKK: the notice page in the five languages; a booking refused without the acknowledgement (by
 * the form first, and by the server in the visitor's language), and made with it, its record then
 * visible in the back-office detail. Screenshots at 390 and 1280 px for a person to look at.
 */

const istanbulDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + daysAhead * 86_400_000));
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/kvkk-${name}.png`, fullPage: false });

const NOTICE_PAGES = [
  { path: '/kvkk-aydinlatma-metni', title: 'KVKK Aydınlatma Metni', version: /Sürüm 1/ },
  { path: '/en/privacy-notice', title: 'KVKK Privacy Notice', version: /Version 1/ },
  { path: '/de/datenschutzhinweis', title: 'Datenschutzhinweis nach KVKK', version: /Version 1/ },
  { path: '/ru/uvedomlenie-o-personalnyh-dannyh', title: 'Уведомление об обработке персональных данных (KVKK)', version: /Версия 1/ },
  { path: '/pl/klauzula-informacyjna', title: 'Klauzula informacyjna KVKK', version: /Wersja 1/ },
];

test('the notice page reads in the five languages, with its version and date', async ({ page }) => {
  for (const p of NOTICE_PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page.getByTestId('legal-version')).toHaveText(p.version);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await openHydrated(page, '/kvkk-aydinlatma-metni');
  await expect(page.getByText('Riviera', { exact: false }).first()).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `notice-${width}`);
  }
  // linked from the footer
  await openHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gizlilik Politikası' }).click();
  await expect(page).toHaveURL(/\/gizlilik-politikasi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' })).toBeVisible();
});

async function openStep2(page: Page) {
  await openHydrated(page, '/');
  for (const [name, typed, choice] of [
    ['Nereden', 'AYT', 'Antalya Havalimanı (AYT)'],
    ['Nereye', 'Bel', 'Belek'],
  ] as const) {
    const input = page.getByRole('combobox', { name });
    await input.click();
    await input.fill(typed);
    await page.getByRole('listbox', { name }).getByRole('option').filter({ hasText: choice }).first().click();
  }
  await page.getByLabel('Alış Tarihi').fill(istanbulDate(9));
  await page.getByLabel('Alış Saati').fill('11:10');
  await page.getByRole('button', { name: 'Araç Bul' }).click();
  await page.getByTestId('vehicle-card').first().click();
  await page.getByRole('button', { name: /İleri/ }).click();
  await textbox(page, 'Ad').fill('Zeynep');
  await textbox(page, 'Soyad').fill('Kaya');
  await textbox(page, 'E-posta').fill(`kvkk.${Date.now()}@example.com`);
  await textbox(page, 'Telefon').fill('532 765 43 21');
  await textbox(page, 'Uçuş Kodu').fill('TK2418');
  await page.getByLabel('İniş Saati').fill('10:20');
}

test('a booking without the acknowledgement is refused; with it, the back office shows the record', async ({ page, request }) => {
  // The server refuses first-hand too, in the visitor's language.
  const refused = await request.post('/api/bookings', {
    headers: { 'accept-language': 'ru' },
    data: { pickup_location: 'Antalya Havalimanı (AYT)', destination: 'Belek', vehicle_id: 1, passengers: 1 },
  });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { errors: Record<string, string[]> };
  expect(body.errors.notice_version).toEqual(['Чтобы продолжить, подтвердите, что вы ознакомились с уведомлением KVKK']);

  await openStep2(page);
  const ack = page.getByRole('checkbox', { name: /okudum/ });
  const marketing = page.getByRole('checkbox', { name: /Kampanya/ });
  await expect(ack).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await ack.scrollIntoViewIfNeeded();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await ack.scrollIntoViewIfNeeded();
    await shot(page, `booking-step2-${width}`);
  }
  await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
  await expect(page.getByText('Devam etmek için KVKK Aydınlatma Metni’ni okuduğunuzu onaylayın').first()).toBeVisible();
  await expect(page).toHaveURL(/\/booking\?/);

  // the link opens the notice in a new tab
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).first().click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeVisible();
  await tab.close();

  await acknowledgeNotice(page);
  await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
  await expect(page.getByRole('heading', { name: 'Rezervasyon Başarılı!' })).toBeVisible();
  const pnr = (await page.getByTestId('success-pnr').textContent())!.trim();

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page);
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Rezervasyonlar', exact: true }).click();
  await page.getByRole('searchbox').fill(pnr);
  const row = page.getByTestId(`booking-row-${pnr}`);
  await row.getByRole('button', { name: `${pnr} detay` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rezervasyon Detayı' });
  await expect(dialog).toContainText(/Aydınlatma metni: v1, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} onaylandı · Pazarlama izni: Hayır/);
});

// The privacy policy is edited, not the notice: a new notice version would make every later spec's
// booking (which acknowledges version 1) stale.
test('Yönetici edits a legal text in the Yasal Metinler screen, and the version rises', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/admin/legal-texts');
  const notice = page.getByRole('region', { name: 'KVKK Aydınlatma Metni' });
  await expect(notice.getByTestId('legal-kvkk_notice-version')).toContainText(/Sürüm v\d+/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `admin-legal-${width}`);
  }
  const policy = page.getByRole('region', { name: 'Gizlilik Politikası' });
  const version = policy.getByTestId('legal-privacy_policy-version');
  const before = Number(/v(\d+)/.exec((await version.textContent()) ?? '')![1]);
  await policy.getByRole('tab', { name: /DE/ }).click();
  await policy.getByLabel('Başlık (DE)').fill('Datenschutzerklärung (neu)');
  await policy.getByRole('tab', { name: /TR/ }).click();
  await policy.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('region', { name: 'Gizlilik Politikası' }).getByTestId('legal-privacy_policy-version')).toContainText(`Sürüm v${before + 1}`);
  await openHydrated(page, '/de/datenschutzerklaerung');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung (neu)' })).toBeVisible();
  await expect(page.getByTestId('legal-version')).toHaveText(new RegExp(`Version ${before + 1}`));
});
