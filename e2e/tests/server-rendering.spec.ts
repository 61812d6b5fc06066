import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

/** Console errors and warnings of a page, from before its first script runs. */
function collectConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return seen;
}

test.describe('server-rendered public pages', () => {
  for (const path of ['/', '/en/', '/de/booking-search', '/booking']) {
    test(`${path} arrives rendered and hydrates without console errors, fetching nothing twice`, async ({ page }) => {
      const messages = collectConsole(page);
      const reads: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
      });
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      const html = await res!.text();
      expect(html).toContain('<script id="ssr-state"');
      expect(html).toMatch(/<nav[^>]*aria-label=/);
      await page.waitForLoadState('load');
      // hydrated: the navbar's menu button answers a tap (a plain HTML page would not)
      await page.setViewportSize({ width: 390, height: 844 });
      // a tap on the server's HTML before the scripts take over does nothing: tap until it works
      await expect(async () => {
        await page.locator('header button[aria-controls="mobile-menu"]').click();
        await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: 500 });
      }).toPass();
      await page.waitForTimeout(500);
      expect(messages).toEqual([]);
      for (const embedded of ['/api/site-settings/public', '/api/currencies/active', '/api/heroes/active', '/api/tours']) {
        expect(reads, `${embedded} was fetched again`).not.toContain(embedded);
      }
    });
  }

  test('the landing page holds the hero, every tour, the gallery and the about section before any script runs', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const tours = (await (await request.get('/api/tours?per_page=9999')).json()) as { data: { data: { title: string }[] } };
    await expect(page.locator('#hero-title, h1').first()).toBeVisible();
    for (const t of tours.data.data) await expect(page.getByRole('heading', { name: t.title }).first()).toBeAttached();
    await expect(page.locator('#gallery li').first()).toBeAttached();
    await expect(page.locator('#about h2').first()).toBeAttached();
    await context.close();
  });
});
