import { expect, test } from '@playwright/test';
import { openHydrated } from '../support/pages.js';

const LANGS = ['tr', 'en', 'de', 'ru', 'pl'] as const;
const prefix = (lang: (typeof LANGS)[number]) => (lang === 'tr' ? '' : `/${lang}`);

test.describe('navbar (issue 32, item 5)', () => {
  test("the header's links, languages and currency are in the server's HTML", async ({ request }) => {
    for (const lang of LANGS) {
      const html = await (await request.get(`${prefix(lang)}/booking-search`)).text();
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      // The five destinations of public-site §2, in the page's language.
      const home = prefix(lang) || '/';
      for (const href of [home, `${home}#tours`, `${home}#gallery`, `${home}#about`, `${prefix(lang)}/booking-search`])
        expect(header, `${lang} ${href}`).toContain(`href="${href}"`);
      // Every language's address of this page, and the currency.
      for (const other of LANGS)
        expect(header, `${lang} → ${other}`).toContain(`href="${prefix(other)}/booking-search" hreflang="${other}"`);
      expect(header).toMatch(/<select[^>]*>[\s\S]*<option[^>]*value="EUR"/);
    }
  });

  test('without JavaScript, a desktop visitor sees the links and can follow them', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/booking-search');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const name of ['Ana Sayfa', 'Popüler Turlar', 'Galeri', 'Hakkımızda', 'Rezervasyon Sorgula'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('combobox', { name: 'Para birimi' })).toBeVisible();
    await nav.getByRole('link', { name: /^en\b/ }).click();
    await expect(page).toHaveURL(/\/en\/booking-search$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Find My Booking' })).toBeVisible();
    await context.close();
  });

  test('from 1024 px the bar is one line with the brand whole, in every language', async ({ page }) => {
    for (const width of [1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      for (const lang of LANGS) {
        await openHydrated(page, `${prefix(lang)}/booking-search`);
        const nav = page.locator('header nav');
        await expect(nav.getByRole('link', { name: /^tr\b/ })).toBeVisible();
        const box = await nav.boundingBox();
        expect(box?.height, `${lang} ${width}`).toBe(64);
        const brand = page.getByTestId('navbar-logo').locator('span');
        expect(await brand.evaluate((e) => e.scrollWidth <= e.clientWidth), `${lang} ${width}: brand cut`).toBe(true);
        // Every item sits on the bar's one line.
        const tops = await nav.locator('a, select').evaluateAll((els) =>
          els.filter((e) => (e as HTMLElement).offsetParent).map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)),
        );
        expect(Math.max(...tops) - Math.min(...tops), `${lang} ${width}: items on one line`).toBeLessThanOrEqual(2);
      }
    }
  });

  test('Escape closes the phone menu and gives focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openHydrated(page, '/booking-search');
    const button = page.getByRole('button', { name: 'Menüyü aç' });
    await button.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.locator('#mobile-menu').getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menüyü aç' })).toBeFocused();
  });
});
