import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';
import { bookAirportTransfer, istanbulDay } from '../support/airport-route.js';

/** A one-way airport transfer for tomorrow, booked through the public API as the booking page does. */
async function bookTransfer(request: APIRequestContext, firstName: string): Promise<string> {
  return bookAirportTransfer(request, {
    key: 'e2e-driver',
    firstName,
    passengers: 2,
    trip: {
      pickup_time: '08:40',
      trip_type: 'one_way',
      flight_code: 'TK2412',
      departure_flight_time: '08:10',
      luggage: { large: 1, medium: 0, small: 1, hand: 1 },
    },
  });
}

interface BoardJob {
  id: number;
  pnr: string;
  trip_events: { status: string; at: string }[];
}

test("the driver's phone: statuses tapped offline wait on the phone and reach the board in order once online", async ({
  page,
  browser,
}) => {
  const date = istanbulDay(1);
  const pnr = await bookTransfer(page.request, 'Defne');
  await loginAsDemo(page);
  const api = page.request;
  const driver = await api.post('/api/admin/drivers', {
    data: { name: 'Hakan Direksiyon', phone: '+90 535 222 33 44', plate: '07 HK 35' },
  });
  expect(driver.status(), await driver.text()).toBe(201);
  const driverId = ((await driver.json()) as { data: { id: number } }).data.id;
  const jobsOf = async () =>
    (
      (await (await api.get(`/api/admin/operations/jobs?date=${date}`)).json()) as {
        data: { jobs: BoardJob[] };
      }
    ).data.jobs;
  const job = (await jobsOf()).find((j) => j.pnr === pnr)!;
  const assigned = await api.put(`/api/admin/operations/jobs/${job.id}/assignment`, {
    data: { driver_id: driverId, vehicle_id: null, note: null },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const link = await api.post('/api/admin/operations/run-links', { data: { driver_id: driverId, date } });
  expect(link.status()).toBe(201);
  const path = ((await link.json()) as { data: { path: string } }).data.path;

  // The driver opens his link on a 390 px phone; the page is kept for offline use.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
  });
  const driverPage = await phone.newPage();
  await driverPage.goto(path);
  await expect(driverPage.getByRole('heading', { name: 'Günün İşleri' })).toBeVisible();
  await expect(driverPage.locator('main[data-offline-ready="true"]')).toBeVisible();
  const manifest = await driverPage.locator('link[rel="manifest"]').getAttribute('href');
  const installable = (await (await api.get(manifest!)).json()) as { start_url: string; display: string };
  expect(installable).toMatchObject({ start_url: path, display: 'standalone' });
  const controls = driverPage.getByRole('region', { name: 'Durum' });
  await expect(controls.getByRole('link', { name: 'Alış noktasını haritada aç' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Havaliman/,
  );
  await expect(driverPage.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/905321234567',
  );
  await expect(driverPage.getByRole('link', { name: /532 123 45 67/ })).toHaveAttribute(
    'href',
    'tel:+905321234567',
  );
  // 'Tamamlandı' is not offered before the guest is in the car
  await expect(controls.getByRole('button', { name: 'Tamamlandı' })).toHaveCount(0);
  await driverPage.screenshot({ path: test.info().outputPath('surucu-390-cevrimici.png'), fullPage: true });

  // The office's board is open in a second browser context at 1280 px, following live.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/operations?date=${date}`);
  await expect(page.getByRole('status', { name: 'Canlı durum' })).toHaveText('Canlı');
  const card = page.getByRole('article', { name: `08:40 Geliş ${pnr}` });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Sürücü durumu')).toHaveCount(0);
  // a marker that a reload would lose: the statuses below must arrive without one
  await page.evaluate(() => Object.assign(window, { boardNotReloaded: true }));

  // Offline: both taps wait on the phone, and the server has none of them yet.
  await phone.setOffline(true);
  await controls.getByRole('button', { name: 'Yola çıktım' }).click();
  await controls.getByRole('button', { name: 'Yolcu araçta' }).click();
  await expect(controls.getByText('Gönderilmeyi bekliyor')).toHaveCount(2);
  await expect(driverPage.getByText('2 durum gönderilmeyi bekliyor')).toBeVisible();
  await expect(driverPage.getByText(/^Çevrimdışı/)).toBeVisible();
  await expect(controls.getByRole('button', { name: 'Tamamlandı' })).toBeVisible();
  expect((await jobsOf()).find((j) => j.id === job.id)!.trip_events).toEqual([]);
  // … and the page still opens without network, taps and all
  await driverPage.reload();
  await expect(driverPage.getByRole('article', { name: '08:40 Geliş' })).toBeVisible();
  await expect(controls.getByText('Gönderilmeyi bekliyor')).toHaveCount(2);
  await driverPage.screenshot({ path: test.info().outputPath('surucu-390-cevrimdisi.png'), fullPage: true });

  // Back online: the taps go in the order tapped, each once, and the page says when they went.
  await phone.setOffline(false);
  await expect(controls.getByText('Gönderilmeyi bekliyor')).toHaveCount(0);
  await expect(controls.getByText(/^Gönderildi \d\d:\d\d$/)).toHaveCount(2);
  const events = (await jobsOf()).find((j) => j.id === job.id)!.trip_events;
  expect(events.map((e) => e.status)).toEqual(['on_the_way', 'on_board']);
  await driverPage.screenshot({ path: test.info().outputPath('surucu-390-gonderildi.png'), fullPage: true });

  // The office's board, open all along, shows the latest status and the history in order, live.
  await expect(card.getByText(/^Yolcu araçta · \d\d:\d\d$/)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Durum geçmişi' }).getByRole('listitem')).toHaveText([
    /^Yola çıktı \d\d:\d\d$/,
    /Yolcu araçta \d\d:\d\d$/,
  ]);
  expect(await page.evaluate(() => 'boardNotReloaded' in window)).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('operasyon-durumlar-1280.png') });

  // The customer's look-up at 390 px shows where the trip stands, with the server's time, in the
  // page's language: the latest status, then the same in English.
  const customer = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: 'tr-TR',
  });
  const customerPage = await customer.newPage();
  await customerPage.goto(`/booking-search?pnr=${pnr}`);
  const tripStatus = customerPage.getByRole('status', { name: 'Transferinizin durumu' });
  await expect(tripStatus).toContainText('Yolculuğunuz başladı');
  await expect(tripStatus).toContainText(/Son güncelleme \d\d:\d\d/);
  await customerPage.screenshot({ path: test.info().outputPath('musteri-390-durum.png'), fullPage: true });
  await customerPage.goto(`/en/booking-search?pnr=${pnr}`);
  await expect(customerPage.getByRole('status', { name: 'Status of your transfer' })).toContainText(
    'Your journey has begun',
  );
  await customer.close();

  // At 'Tamamlandı' the driver enters what he collected: 150 EUR (the expected amount is filled in).
  await expect(controls.locator('p', { hasText: 'Tahsil edilecek:' })).toContainText(/Tahsil edilecek: €\d/);
  await controls.getByRole('button', { name: 'Tamamlandı' }).click();
  const cashForm = controls.getByRole('form', { name: 'Tahsilat' });
  await expect(cashForm.getByLabel('Para birimi')).toHaveValue('EUR');
  await cashForm.getByLabel('Tahsil edilen tutar').fill('150');
  // the amount and its currency fit a 390 px phone: no sideways scrolling
  expect(
    await driverPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await driverPage.screenshot({ path: test.info().outputPath('surucu-390-tahsilat.png'), fullPage: true });
  await cashForm.getByRole('button', { name: 'Kaydet ve tamamla' }).click();
  await expect(controls.getByText(/^Tamamlandı · €150/)).toBeVisible();
  await expect(controls.getByText(/^Gönderildi \d\d:\d\d$/)).toHaveCount(3);
  await expect(controls.getByText('Bu iş bitti')).toBeVisible();

  // The office's settlement for the driver's day: expected and collected, hand-over confirmed, printed on A4.
  await page.goto(`/admin/operations?date=${date}`);
  // The board's filter, not a card's 'Sürücü durumu' (this job has statuses, so its card has one).
  await page.getByLabel('Sürücü').and(page.locator('select')).selectOption({ label: 'Hakan Direksiyon' });
  await page.getByRole('link', { name: 'Kasa' }).click();
  await expect(page.getByRole('heading', { name: 'Kasa Teslimi' })).toBeVisible();
  const eur = page
    .getByRole('table', { name: 'Para birimine göre' })
    .getByRole('row')
    .filter({ hasText: 'EUR' });
  const settlement = (
    (await (await api.get(`/api/admin/operations/settlement?driver=${driverId}&date=${date}`)).json()) as {
      data: { lines: { currency: string; expected: number; collected: number }[] };
    }
  ).data.lines;
  expect(settlement).toEqual([expect.objectContaining({ currency: 'EUR', collected: 150 })]);
  expect(settlement[0]!.expected).toBeGreaterThan(0);
  await expect(eur.getByRole('cell').nth(2)).toHaveText('€150,00');
  await eur.getByRole('button', { name: 'Teslimi Onayla' }).click();
  await expect(eur.getByText(/^Onaylayan:/)).toBeVisible();
  await expect(eur.getByRole('cell').nth(3)).toContainText('€150,00');
  await page.screenshot({ path: test.info().outputPath('kasa-1280.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Teslimi Onayla' })).toBeHidden();
  await page.pdf({ path: test.info().outputPath('kasa-a4.pdf'), format: 'A4' });
  await page.screenshot({ path: test.info().outputPath('kasa-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The service worker belongs to the drivers' path only: the public site is never under it.
  const scopes = await driverPage.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname),
  );
  expect(scopes).toEqual(['/surucu/']);
  await phone.close();
});
