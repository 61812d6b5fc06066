import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/admin-narrow-lists');
const LONG_EMAIL = `cok.uzun.bir.eposta.adresi.olan.musteri.${Date.now()}@ornek-seyahat-acentasi.example.com`;
const LONG_SURNAME = 'Karamanoğlu-Yıldırımbeyazıtoğulları';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The e2e's own transfer booking with a long e-mail and name, made as a visitor makes one. */
async function bookWithLongEmail(request: APIRequestContext): Promise<string> {
  const routes = ((await (await request.get('/api/routes/search')).json()) as {
    data: { id: number; from_location: string; to_location: string; vehicle_prices: { vehicle_type: string }[] }[];
  }).data;
  const vehicles = ((await (await request.get('/api/vehicles')).json()) as { data: { id: number; capacity: number; vehicle_type: { key: string } }[] }).data;
  const route = routes.find((r) => r.vehicle_prices.some((p) => vehicles.some((v) => v.vehicle_type.key === p.vehicle_type && v.capacity >= 2)))!;
  const vehicle = vehicles.find((v) => v.capacity >= 2 && route.vehicle_prices.some((p) => p.vehicle_type === v.vehicle_type.key))!;
  const res = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `e2e-narrow-${Date.now()}` },
    data: {
      pickup_location: route.from_location,
      destination: route.to_location,
      route_id: route.id,
      vehicle_id: vehicle.id,
      pickup_date: inDays(3),
      pickup_time: '14:30',
      trip_type: 'one_way',
      passengers: 2,
      currency: 'EUR',
      customer_first_name: 'Abdurrahmangazi',
      customer_last_name: LONG_SURNAME,
      customer_email: LONG_EMAIL,
      notice_version: 1,
      country_code: '+90',
      customer_phone: '5321234567',
      hotel_name: 'Rixos Sungate',
      flight_code: 'TK2410',
      departure_flight_time: '13:45',
      arrival_flight_time: '18:00',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { pnr_code: string } }).data.pnr_code;
}

async function reserveTourWithLongEmail(request: APIRequestContext): Promise<string> {
  const tours = (await (await request.get('/api/tours?per_page=1')).json()) as { data: { data: { id: number }[] } };
  const res = await request.post('/api/tour-reservations', {
    data: {
      tour_id: tours.data.data[0]!.id,
      customer_name: 'Abdurrahmangazi',
      customer_surname: LONG_SURNAME,
      customer_email: LONG_EMAIL,
      notice_version: 1,
      country_code: '+90',
      customer_phone: '532 000 00 00',
      booking_date: inDays(5),
      booking_time: '09:00',
      passenger_count: 2,
      children_count: 1,
      currency: 'EUR',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { pnr_code: string } }).data.pnr_code;
}

/** The element is on screen and wholly inside the 390 px viewport: not cut by the card's frame. */
async function expectWhollyOnScreen(el: Locator, page: Page) {
  await expect(el).toBeVisible();
  await el.scrollIntoViewIfNeeded();
  const box = (await el.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, await el.innerText()).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, await el.innerText()).toBeLessThanOrEqual(width);
  // and not clipped by an ancestor: the point at its centre is the element itself (or inside it)
  const hit = await el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!at && (node === at || node.contains(at));
  });
  expect(hit, await el.innerText()).toBe(true);
}

test.describe('back-office lists on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bookings list shows PNR, date, status and price of a row with a long e-mail and name', async ({ page, request }) => {
    const pnr = await bookWithLongEmail(request);
    await loginAsDemo(page);
    await page.goto('/admin/bookings');
    const row = page.getByTestId(`booking-row-${pnr}`);
    await expect(row).toBeVisible();
    await expectWhollyOnScreen(row.getByText(pnr, { exact: true }), page);
    await expectWhollyOnScreen(row.getByText(inDays(3).split('-').reverse().join('.'), { exact: true }), page);
    await expectWhollyOnScreen(row.getByText('Beklemede', { exact: true }), page);
    await expectWhollyOnScreen(row.getByText(/€\s?\d|\d\s?€/).first(), page);
    await expectWhollyOnScreen(row.getByText(LONG_EMAIL), page);
    await expectWhollyOnScreen(row.getByText(LONG_SURNAME, { exact: false }), page);
    // nothing on the page scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.screenshot({ path: path.join(SHOTS, 'bookings-row-390.png') });
    await page.screenshot({ path: path.join(SHOTS, 'bookings-390.png'), fullPage: true });
  });

  test('the tour reservations list shows PNR, date, status and price of a row with a long e-mail and name', async ({ page, request }) => {
    const pnr = await reserveTourWithLongEmail(request);
    await loginAsDemo(page);
    await page.goto('/admin/tour-reservations');
    const row = page.getByTestId(`tour-reservation-row-${pnr}`);
    await expect(row).toBeVisible();
    await expectWhollyOnScreen(row.getByText(pnr, { exact: true }), page);
    await expectWhollyOnScreen(row.getByText(inDays(5).split('-').reverse().join('.'), { exact: true }), page);
    await expectWhollyOnScreen(row.getByText('Beklemede', { exact: true }), page);
    await expectWhollyOnScreen(row.getByText(/€\s?\d|\d\s?€/).first(), page);
    await expectWhollyOnScreen(row.getByText(LONG_EMAIL), page);
    await expectWhollyOnScreen(row.getByText(LONG_SURNAME, { exact: false }), page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.screenshot({ path: path.join(SHOTS, 'tour-reservations-row-390.png') });
    await page.screenshot({ path: path.join(SHOTS, 'tour-reservations-390.png'), fullPage: true });
  });
});

test('the About header keeps its two buttons side by side at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsDemo(page);
  await page.goto('/admin/about');
  const main = page.getByRole('main');
  const settings = main.getByRole('link', { name: 'Site Ayarları' });
  const add = main.getByRole('button', { name: 'Yeni Kayıt Ekle' });
  await expect(add).toBeVisible();
  const [a, b] = [(await settings.boundingBox())!, (await add.boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  await page.screenshot({ path: path.join(SHOTS, 'about-1280.png') });
});
