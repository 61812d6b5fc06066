import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { createTransferBooking } from '../support/admin.js';

/** Console errors and warnings of a page, from before its first script runs. */
function collectConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return seen;
}

/**
 * Notes what hydration changed in the server's HTML, in two ways:
 * - the root's markup once the parser is done is compared with its markup the moment the page marks
 *   itself hydrated. Any difference means the browser drew something other than what the server sent
 *   (a mismatch Preact silently repairs);
 * - every node added to or removed from the root until then is noted. Hydration takes the server's
 *   nodes over as they are; a node it moves (a part wrapped in the server renderer's Suspense
 *   markers) or a text it splits (two JSX texts the HTML holds as one) serializes the same, yet
 *   makes the browser lay that part out again: on a phone, a long task (Lighthouse TBT).
 */
async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { hydrationChanges: string[] }).hydrationChanges = changes;
    const describe = (node: Node) =>
      node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">` : JSON.stringify(node.textContent);
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const before = root.innerHTML;
      const nodes = new MutationObserver((records) => {
        for (const r of records) {
          const where = describe(r.target);
          for (const n of r.addedNodes) changes.push(`added ${describe(n)} to ${where}`);
          for (const n of r.removedNodes) changes.push(`removed ${describe(n)} from ${where}`);
        }
      });
      nodes.observe(root, { childList: true, subtree: true });
      const observer = new MutationObserver(() => {
        if (!document.documentElement.dataset.hydrated) return;
        observer.disconnect();
        nodes.disconnect();
        const after = root.innerHTML;
        if (after === before) return;
        let at = 0;
        while (before[at] === after[at]) at++;
        changes.push(`server: …${before.slice(Math.max(0, at - 80), at + 80)}…\nbrowser: …${after.slice(Math.max(0, at - 80), at + 80)}…`);
      });
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
    });
  });
}

/** Opens `path` as a visitor does and returns once the browser has taken the server's HTML over. */
async function openHydrated(page: Page, path: string, status = 200): Promise<string> {
  const res = await page.goto(path);
  expect(res?.status()).toBe(status);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', status === 200 ? 'server' : 'client');
  return res!.text();
}

/**
 * Opens a server-rendered page and checks what a visitor's browser does with it: no console error or
 * warning, no difference between the server's markup and the hydrated one, a navbar that answers the
 * first tap, and none of the `embedded` reads fetched again.
 */
async function expectCleanHydration(page: Page, path: string, embedded: readonly string[]): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  const messages = collectConsole(page);
  await watchHydration(page);
  const reads: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  const html = await openHydrated(page, path);
  expect(html).toContain('<script id="ssr-state"');
  expect(html).toMatch(/<nav[^>]*aria-label=/);
  expect(await page.evaluate(() => (window as unknown as { hydrationChanges: string[] }).hydrationChanges)).toEqual([]);
  // hydrated: the navbar's menu button answers the first tap (a plain HTML page would not)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('header button[aria-controls="mobile-menu"]').click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(messages).toEqual([]);
  for (const read of embedded) expect(reads, `${read} was fetched again`).not.toContain(read);
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  page.removeAllListeners('request');
}

test.describe('server-rendered public pages', () => {
  for (const path of ['/', '/en/', '/ru/', '/booking', '/booking-search', '/de/booking-search']) {
    test(`${path} arrives rendered and hydrates without a console message, a mismatch or a second fetch`, async ({ page }) => {
      await expectCleanHydration(page, path, ['/api/site-settings/public', '/api/currencies/active', '/api/heroes/active', '/api/tours']);
    });
  }

  test('a tour page arrives rendered in each language and hydrates without a console message, a mismatch or a second fetch', async ({ page, request }) => {
    const list = (await (await request.get('/api/tours?per_page=1&lang=tr')).json()) as { data: { data: { slug: string }[] } };
    const slug = list.data.data[0]!.slug;
    for (const path of [`/turlar/${slug}`, `/en/tours/${slug}`]) {
      await expectCleanHydration(page, path, ['/api/site-settings/public', '/api/currencies/active', `/api/tours/by-slug/${slug}`, '/api/legal/kvkk_notice']);
      await expect(page.getByTestId('tour-page')).toBeVisible();
    }
  });

  for (const [path, kind] of [['/kvkk-aydinlatma-metni', 'kvkk_notice'], ['/de/datenschutzerklaerung', 'privacy_policy']] as const) {
    test(`the legal page ${path} arrives rendered and hydrates without a console message, a mismatch or a second fetch`, async ({ page }) => {
      await expectCleanHydration(page, path, ['/api/site-settings/public', '/api/currencies/active', `/api/legal/${kind}`]);
      await expect(page.getByTestId('legal-version')).toBeVisible();
    });
  }

  test('a booking confirmation hydrates without a console message or a mismatch', async ({ page, request }) => {
    const booking = await createTransferBooking(request);
    const messages = collectConsole(page);
    await watchHydration(page);
    await openHydrated(page, `/booking-success?pnr=${booking.pnr_code}`);
    await expect(page.getByText(booking.pnr_code).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { hydrationChanges: string[] }).hydrationChanges)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });

  test('a public page never fetches its stylesheet (it is inline), not even for a lazy part: a second copy would restyle the whole page', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' || new URL(r.url()).pathname.endsWith('.css')) stylesheets.push(r.url());
    });
    await openHydrated(page, '/#tours');
    // The tour modal is a lazy chunk built with the site's stylesheet as its dependency.
    await page.locator('#tours').getByRole('button', { name: /detayları/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
  });

  test('an unknown address is the 404 page (status 404), drawn without a console message', async ({ page }) => {
    const messages = collectConsole(page);
    await openHydrated(page, '/en/nope', 404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the document's own 404 status is the only thing the browser may report
    expect(messages.filter((m) => !/status of 404/.test(m))).toEqual([]);
  });

  test('the landing page holds the hero, every tour, the gallery and the about section before any script runs', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/');
    const tours = (await (await request.get('/api/tours?per_page=9999&lang=en')).json()) as { data: { data: { title: string }[] } };
    const heroes = (await (await request.get('/api/heroes/active?lang=en')).json()) as { data: { title: string }[] };
    await expect(page.getByRole('heading', { level: 1, name: heroes.data[0]!.title })).toBeVisible();
    for (const t of tours.data.data) await expect(page.getByRole('heading', { name: t.title }).first()).toBeAttached();
    await expect(page.locator('#gallery li').first()).toBeAttached();
    await expect(page.locator('#about h2').first()).toBeAttached();
    await context.close();
  });
});
