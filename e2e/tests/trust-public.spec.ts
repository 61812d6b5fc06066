import { expect, test, type Page } from '@playwright/test';
import { TICKET_PNG } from '../support/admin.js';
import { openHydrated } from '../support/pages.js';

/** Defects found walking the public site: each checked in the browser as a visitor meets it. */

test('Ana Sayfa and the logo bring a scrolled landing page back to its top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await nav.getByRole('link', { name: 'Hakkımızda' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(nav.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(nav.getByRole('link', { name: 'Hakkımızda' })).not.toHaveAttribute('aria-current', 'page');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.getByTestId('navbar-logo').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** Page controls lying under the visible floating buttons at the current scroll position. */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const group = document.querySelector('[data-testid="floating-contact"]');
    if (!group || getComputedStyle(group).visibility === 'hidden') return [];
    const box = group.getBoundingClientRect();
    const found = new Set<string>();
    for (let x = box.left + 2; x < box.right; x += 8) {
      for (let y = box.top + 2; y < box.bottom; y += 8) {
        for (const el of document.elementsFromPoint(x, y)) {
          const control = el.closest('a,button,input,select,textarea,label');
          if (control && !group.contains(control)) found.add(control.outerHTML.slice(0, 80));
        }
      }
    }
    return [...found];
  });

for (const width of [390, 1280]) {
  test(`the floating contact buttons never cover a control of the page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openHydrated(page, '/');
    await expect(page.getByTestId('floating-contact')).toBeAttached();
    await page.screenshot({ path: `e2e/test-results/trust-hero-${width}.png` });
    // the sections below the fold render as they come near
    await page.locator('#tours').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('tour-price').first()).toBeVisible();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/test-results/trust-landing-${width}.png` });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const problems: string[] = [];
    for (let y = 0; y < height; y += 150) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // the buttons decide once per frame
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      for (const c of await coveredControls(page)) problems.push(`${y}: ${c}`);
    }
    expect(problems).toEqual([]);
    // and they are there when nothing lies under them
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: `e2e/test-results/trust-landing-bottom-${width}.png` });
  });
}

test('the success page shows the extra passengers and that the ticket image was received', async ({ page, request }) => {
  const routes = ((await (await request.get('/api/routes/search')).json()) as {
    data: { id: number; from_location: string; to_location: string; vehicle_prices: { vehicle_type: string }[] }[];
  }).data;
  const vehicles = ((await (await request.get('/api/vehicles')).json()) as {
    data: { id: number; capacity: number; vehicle_type: { key: string } }[];
  }).data;
  const route = routes.find(
    (r) =>
      /havaliman/i.test(r.from_location) &&
      r.vehicle_prices.some((p) => vehicles.some((v) => v.vehicle_type.key === p.vehicle_type && v.capacity >= 3)),
  )!;
  const vehicle = vehicles.find((v) => v.capacity >= 3 && route.vehicle_prices.some((p) => p.vehicle_type === v.vehicle_type.key))!;
  const res = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-trust-${Date.now()}` },
    multipart: {
      pickup_location: route.from_location,
      destination: route.to_location,
      route_id: String(route.id),
      vehicle_id: String(vehicle.id),
      pickup_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      pickup_time: '14:30',
      trip_type: 'one_way',
      passengers: '3',
      currency: 'EUR',
      customer_first_name: 'Deniz',
      customer_last_name: 'Yalçın',
      customer_email: `deniz.trust.${Date.now()}@example.com`,
      notice_version: 1,
      country_code: '+90',
      customer_phone: '5321234567',
      flight_code: 'TK2410',
      departure_flight_time: '13:45',
      'guests[0][name]': 'Ali',
      'guests[0][surname]': 'Kaya',
      'guests[1][name]': 'Zeynep',
      'guests[1][surname]': 'Kaya',
      ticket_image: { name: 'bilet.png', mimeType: 'image/png', buffer: TICKET_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const pnr = ((await res.json()) as { data: { pnr_code: string } }).data.pnr_code;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, `/booking-search?pnr=${pnr}`);
    await expect(page.getByTestId('fact-guests')).toContainText('Ali Kaya');
    await expect(page.getByTestId('fact-guests')).toContainText('Zeynep Kaya');
    await expect(page.getByTestId('fact-ticket')).toContainText('Alındı');
    await page.screenshot({ path: `e2e/test-results/trust-pnr-${width}.png`, fullPage: true });
  }
});
