import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';
import { openHydrated } from '../support/pages.js';

// Decision 014: the content itself (not only the interface) is in the visitor's language.
const SHOTS = 'test-results/content-languages';

/** Opens a page in `lang` by its address (`/en/…`: the language is the URL's, decision 020). */
async function visitIn(page: Page, lang: string, url = '/') {
  await openHydrated(page, `/${lang}${url}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /server|client/);
}

const CASES = {
  en: {
    hero: 'Comfortable Transfers to Every Corner of Antalya',
    tour: 'Kemer Pirate Boat Trip',
    highlight: 'Swim stops in 4 different bays',
    included: 'Hotel pick-up and drop-off',
    excluded: 'Photo and video service',
    gallery: 'Sunset in Konyaaltı',
    about: 'Your Trusted Transfer and Tour Partner in Antalya',
    footer: '© 2026 Riviera Turizm. All rights reserved.',
    vehicleType: 'Skoda Superb',
    feature: 'Air conditioning',
    extra: 'Meet & greet with name sign',
    next: 'Next',
  },
  ru: {
    hero: 'Комфортный трансфер в любой уголок Антальи',
    tour: 'Пиратская морская прогулка в Кемере',
    highlight: 'Купание в 4 разных бухтах',
    included: 'Трансфер из отеля и обратно',
    excluded: 'Фото- и видеосъёмка',
    gallery: 'Закат в Коньяалты',
    about: 'Ваш надёжный партнёр по трансферам и экскурсиям в Анталье',
    footer: '© 2026 Riviera Turizm. Все права защищены.',
    vehicleType: 'Skoda Superb',
    feature: 'Кондиционер',
    extra: 'Встреча с табличкой',
    next: 'Далее',
  },
} as const;

for (const [lang, c] of Object.entries(CASES)) {
  test(`the landing page and the booking page read in ${lang.toUpperCase()}`, async ({ page }) => {
    await visitIn(page, lang);
    await expect(page.getByRole('heading', { name: c.hero })).toBeVisible();
    await expect(page.locator('footer')).toContainText(c.footer);

    const tours = page.locator('#tours');
    await tours.scrollIntoViewIfNeeded();
    await expect(tours.getByRole('heading', { name: c.tour })).toBeVisible({ timeout: 15_000 });
    await tours.getByRole('button', { name: new RegExp(c.tour) }).first().click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByText(c.highlight)).toBeVisible();
    await expect(modal.getByText(c.included)).toBeVisible();
    await expect(modal.getByText(c.excluded)).toBeVisible();
    await page.keyboard.press('Escape');

    const gallery = page.locator('#gallery');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByText(c.gallery).first()).toBeAttached({ timeout: 15_000 });
    const about = page.locator('#about');
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByText(c.about)).toBeVisible({ timeout: 15_000 });

    const q = new URLSearchParams({
      pickup_location: 'Antalya Havalimanı (AYT)',
      destination: 'Kemer',
      pickup_date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10),
      pickup_time: '14:30',
      passengers: '2',
      currency: 'EUR',
      trip_type: 'one_way',
    });
    await openHydrated(page, `/${lang}/booking?${q.toString()}`);
    await expect(page.getByText(c.feature).first()).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('vehicle-card').first().click();
    await page.getByRole('button', { name: new RegExp(c.next) }).click();
    await expect(page.getByText(c.extra).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/booking-${lang}-1280.png`, fullPage: true });
  });
}

test('the language switcher opens the same page in English, content included', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { name: 'Antalya’nın Her Köşesine Konforlu Transfer' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { name: CASES.en.hero })).toBeVisible();
  await expect(page.locator('footer')).toContainText(CASES.en.footer);
});

test('a tour edited in DE in the back office changes the DE page only; empty PL reads Turkish', async ({ page, browser }) => {
  await loginAsDemo(page);
  await page.goto('/admin/tours');
  const row = page.getByRole('row', { name: /Alanya Şehir Turu/ });
  await expect(row.getByText('5/5')).toBeVisible();
  await row.getByRole('button', { name: /düzenle/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /^DE/ }).click();
  await dialog.getByLabel('Başlık (DE)').fill('Alanya an einem Tag');
  await dialog.getByRole('tab', { name: /^PL/ }).click();
  await dialog.getByLabel('Başlık (PL)').fill('');
  await expect(dialog.getByRole('tab', { name: /^PL/ })).not.toContainText('boş');
  await dialog.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByText('Tur güncellendi')).toBeVisible();
  // PL now misses its title: the badge counts four complete languages
  await expect(row.getByText('4/5')).toBeVisible();

  const read = async (lang: string) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitIn(visitor, lang, '/#tours');
    const tours = visitor.locator('#tours');
    await tours.scrollIntoViewIfNeeded();
    await expect(tours.getByRole('heading').nth(1)).toBeVisible({ timeout: 15_000 });
    const titles = await tours.getByRole('heading').allTextContents();
    await context.close();
    return titles;
  };
  expect(await read('de')).toContain('Alanya an einem Tag');
  expect(await read('pl')).toContain('Alanya Şehir Turu');
  const en = await read('en');
  expect(en).toContain('Alanya City Tour');
  expect(en).not.toContain('Alanya an einem Tag');
});

test('screenshots of the landing and booking pages in EN, DE, RU and PL at 1280 and 390 px', async ({ browser }) => {
  for (const lang of ['en', 'de', 'ru', 'pl']) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      const page = await context.newPage();
      await visitIn(page, lang);
      await page.locator('#tours').scrollIntoViewIfNeeded();
      await expect(page.locator('#tours').getByRole('heading').nth(1)).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `${SHOTS}/landing-${lang}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
});
