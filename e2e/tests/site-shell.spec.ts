import { expect, test } from '@playwright/test';
import { openHydrated } from '../support/pages.js';

test.describe('site shell', () => {
  test('navbar and footer are fed by the site settings API', async ({ page, request }) => {
    const settings = (await (await request.get('/api/site-settings/public')).json()) as { data: Record<string, string> };
    await openHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const label of ['Ana Sayfa', 'Popüler Turlar', 'Galeri', 'Hakkımızda', 'Rezervasyon Sorgula']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.locator('header').getByText(settings.data.site_name!)).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByTestId('footer-description')).toHaveText(settings.data.footer_description!);
    await expect(footer.getByTestId('footer-phone')).toHaveText(settings.data.contact_phone!);
    await expect(footer.getByTestId('tursab-badge')).toContainText('LİCENCE NR: 18012');
    // Social links are shown only when set: the demo leaves twitter empty.
    await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'X (Twitter)' })).toHaveCount(0);
  });

  test('switching language moves to the address of that language, changes labels and <html lang>, and survives a reload', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Popular Tours' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // inside a language, links stay in it
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Find My Booking' }).click();
    await expect(page).toHaveURL(/\/en\/booking-search$/);
    await page.getByRole('link', { name: 'Deutsch' }).first().click();
    await expect(page).toHaveURL(/\/de\/booking-search$/);
    await expect(page.getByRole('link', { name: 'Beliebte Touren' }).first()).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Über uns' }).first()).toBeAttached();
  });

  test("the footer's licence badge speaks each page's language: no Turkish capital İ in an English page", async ({ page }) => {
    const shown = { '/': 'LİCENCE NR: 18012', '/en/': 'LICENCE NR: 18012', '/de/': 'LIZENZ-NR.: 18012', '/pl/': 'NR LICENCJI: 18012' };
    for (const [path, text] of Object.entries(shown)) {
      await openHydrated(page, path);
      const badge = page.locator('footer').getByTestId('tursab-badge');
      // innerText: what is on screen, after the CSS upper case
      await expect(badge).toContainText(text, { useInnerText: true });
      if (path !== '/') await expect(badge).not.toContainText('İ', { useInnerText: true });
    }
  });

  test('mobile menu opens, and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Rezervasyon Sorgula' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/booking-search$/);
  });

  test('a page scrolled before its scripts ran gets the scrolled bar once they have', async ({ page }) => {
    // The scripts are held back until the visitor has scrolled the server's HTML.
    let release!: () => void;
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForSelector('#root header');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 200);
    });
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'server');
    await expect(page.locator('header')).toHaveAttribute('data-scrolled', 'true');
  });

  test('the bar changes style past 50 px of scrolling', async ({ page }) => {
    await openHydrated(page, '/');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 200);
    });
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('the back office is a separate chunk, not loaded on the landing page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    expect(scripts.some((s) => /admin-app/.test(s))).toBe(false);
  });
});

test.describe('addresses', () => {
  test('an unknown address answers 404 with the site 404 page, in the language of its prefix', async ({ page }) => {
    const res = await page.goto('/nope');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeVisible();
    const en = await page.goto('/en/nope');
    expect(en?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'The page you are looking for was not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/en$|\/en\/$/);
  });
});
