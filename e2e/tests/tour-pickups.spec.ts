import { expect, test, type Browser } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

/**
 * Tours that pick guests up (issue 27 item 4, decision 038): a visitor on /en/ books the demo's
 * jeep safari from a Beldibi hotel, the form telling the pickup time as the area and time are
 * chosen; the dispatch board and the driver's phone then show the hotel and the pickup time, not
 * the tour's place at its start.
 */
const shots = 'e2e/screenshots';

function istanbulDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}

interface Tour {
  id: number;
  title: string;
  has_departures?: boolean;
  pickups?: { zone_id: number; name: string; offset_minutes: number }[];
}

async function visitor(browser: Browser, width: number) {
  const context = await browser.newContext({
    locale: 'en-GB',
    timezoneId: 'Europe/Istanbul',
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

test.describe('tour pickups', () => {
  test.setTimeout(120_000);

  test('a visitor books a pickup tour from her hotel; the board and the driver see the hotel and the pickup time', async ({
    page,
    browser,
  }) => {
    const tours = (
      (await (await page.request.get('/api/tours?per_page=9999&lang=en')).json()) as {
        data: { data: Tour[] };
      }
    ).data.data;
    // the demo's jeep safari: picked up in Beldibi an hour before the start, booked on any date
    const tour = tours.find((t) => !t.has_departures && t.pickups?.some((p) => p.name === 'Beldibi'))!;
    expect(tour).toBeDefined();
    const day = istanbulDate(1);

    for (const width of [1280, 390]) {
      const guest = await visitor(browser, width);
      await openHydrated(guest, '/en/#tours');
      await guest
        .locator('#tours')
        .getByRole('button', { name: `Details of the ${tour.title} tour` })
        .click();
      const form = guest.getByRole('dialog');
      await form.getByRole('button', { name: 'Book Now' }).click();
      const area = form.getByLabel('Pickup area');
      // before a time is chosen, each area says how long before the start it is picked up
      await expect(area.locator('option', { hasText: 'Beldibi — 60 min before the start' })).toHaveCount(1);
      await form.getByRole('textbox', { name: 'First name' }).fill('Emily');
      await form.getByLabel('Last name').fill(width === 1280 ? 'Clarke' : 'Stone');
      await form.getByRole('textbox', { name: 'Email' }).fill('emily@example.com');
      await form.getByLabel('Country code').selectOption('+49');
      await form.getByRole('textbox', { name: 'Phone' }).fill('170 1234567');
      await form.getByLabel('Tour date').fill(day);
      await form.getByLabel('Time').fill('08:30');
      await area.selectOption({ label: 'Beldibi — 07:30' });
      await form.getByLabel('Hotel name or address').fill('Rixos Beldibi');
      await expect(form.getByTestId('pickup-time')).toHaveText('Your pickup time: 07:30');
      await form.getByTestId('pickup-time').scrollIntoViewIfNeeded();
      await guest.screenshot({ path: `${shots}/pickups-form-en-${width}.png` });
      if (width === 390) {
        await guest.context().close();
        continue;
      }
      // without a hotel the form says what is missing, in English, before anything is sent
      await form.getByLabel('Hotel name or address').fill('');
      await acknowledgeNotice(form);
      await form.getByRole('button', { name: 'Complete Booking' }).click();
      await expect(form.getByText('Enter your hotel name or address')).toBeVisible();
      await form.getByLabel('Hotel name or address').fill('Rixos Beldibi');
      await form.getByRole('button', { name: 'Complete Booking' }).click();
      await expect(form.getByRole('heading', { name: 'Booking Received' })).toBeVisible();
      await guest.context().close();
    }

    // The board: the job is the pickup at the hotel at 07:30, not the tour's place at 08:30.
    await loginAsDemo(page);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(`/admin/operations?date=${day}`);
    const job = page.getByRole('article').filter({ hasText: 'Emily Clarke' });
    await expect(job).toContainText('07:30');
    await expect(job).toContainText('Rixos Beldibi (Beldibi)');
    await job.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/pickups-board-1280.png` });
    await page.setViewportSize({ width: 390, height: 900 });
    await job.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/pickups-board-390.png` });

    // The driver's phone: a driver assigned to it sees the hotel and the time.
    const jobs = (
      (await (await page.request.get(`/api/admin/operations/jobs?date=${day}`)).json()) as {
        data: { jobs: { id: number; customer_name: string }[] };
      }
    ).data.jobs;
    const jobId = jobs.find((j) => j.customer_name === 'Emily Clarke')!.id;
    const driver = (
      (await (
        await page.request.post('/api/admin/drivers', {
          data: { name: 'Alış Şoförü', phone: '+90 532 000 00 09' },
        })
      ).json()) as { data: { id: number } }
    ).data.id;
    expect(
      (
        await page.request.put(`/api/admin/operations/jobs/${jobId}/assignment`, {
          data: { driver_id: driver, vehicle_id: null, note: null },
        })
      ).status(),
    ).toBe(200);
    const link = (
      (await (
        await page.request.post('/api/admin/operations/run-links', { data: { driver_id: driver, date: day } })
      ).json()) as {
        data: { path: string };
      }
    ).data.path;
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'tr-TR' })
    ).newPage();
    await phone.goto(link);
    const card = phone.getByRole('article').first();
    await expect(card).toContainText('07:30');
    await expect(card).toContainText('Rixos Beldibi');
    await phone.screenshot({ path: `${shots}/pickups-driver-390.png`, fullPage: true });
    await phone.context().close();

    // The zones screen, at both widths.
    await page.goto('/admin/pickup-zones');
    await expect(
      page
        .getByRole('cell', { name: 'Beldibi', exact: true })
        .or(page.getByText('Beldibi', { exact: true }))
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${shots}/pickups-zones-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/pickups-zones-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Yeni Bölge Ekle' }).click();
    await page.screenshot({ path: `${shots}/pickups-zone-dialog-1280.png` });
  });
});
