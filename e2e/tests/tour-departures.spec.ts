import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

/**
 * Tours that sell out (issue 27): a departure with 2 seats left is booked by a visitor on /en/ for
 * two; the next visitor finds it sold out; staff see it full on the back office's calendar.
 */
const shots = 'e2e/screenshots';

function istanbulDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
}
const isoWeekday = (ymd: string) => ((new Date(`${ymd}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

interface Tour {
  id: number;
  title: string;
}

async function englishVisitor(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-GB',
    timezoneId: 'Europe/Istanbul',
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

async function openTourForm(page: Page, tour: Tour) {
  await openHydrated(page, '/en/#tours');
  await page
    .locator('#tours')
    .getByRole('button', { name: `Details of the ${tour.title} tour` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  return dialog;
}

test.describe('tour departures', () => {
  test.setTimeout(120_000);

  test('a visitor books the last 2 seats, the next one finds the departure sold out, staff see it full', async ({
    page,
    browser,
  }) => {
    // Staff give the last demo tour one departure a week, 2 seats, on a day five days ahead.
    await loginAsDemo(page);
    const tours = (
      (await (await page.request.get('/api/tours?per_page=9999&lang=en')).json()) as {
        data: { data: Tour[] };
      }
    ).data.data;
    const tour = tours.at(-1)!;
    const day = istanbulDate(5);
    const schedule = {
      weekdays: [isoWeekday(day)],
      times: ['09:00'],
      starts_on: istanbulDate(0),
      ends_on: istanbulDate(60),
      capacity: 2,
      cutoff_hours: 12,
      minimum: null,
    };
    const set = await page.request.put(`/api/admin/tours/${tour.id}/schedule`, { data: { schedule } });
    expect(set.status()).toBe(200);

    // The first visitor sees '2 seats left' on that day and books two adults.
    const first = await englishVisitor(browser);
    const form = await openTourForm(first, tour);
    const picker = form.getByTestId('departure-picker');
    await expect(picker.getByRole('group').first()).toBeVisible();
    const option = picker.getByTestId(`departure-${day}-09:00`);
    await expect(option).toContainText('2 seats left');
    await first.screenshot({ path: `${shots}/departures-visitor-en-1280.png` });
    await form.getByRole('textbox', { name: 'First name' }).fill('Emily');
    await form.getByLabel('Last name').fill('Clarke');
    await form.getByRole('textbox', { name: 'Email' }).fill('emily@example.com');
    await form.getByLabel('Country code').selectOption('+49');
    await form.getByRole('textbox', { name: 'Phone' }).fill('170 1234567');
    await option.click();
    await expect(option.getByRole('radio')).toBeChecked();
    await form.getByLabel('Adults').selectOption('2');
    await acknowledgeNotice(form);
    await form.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(form.getByRole('heading', { name: 'Booking Received' })).toBeVisible();

    // The next visitor finds it sold out and cannot choose it.
    const second = await englishVisitor(browser, 390);
    const secondForm = await openTourForm(second, tour);
    const soldOut = secondForm.getByTestId(`departure-${day}-09:00`);
    await expect(soldOut).toContainText('Sold out');
    await expect(soldOut.getByRole('radio')).toBeDisabled();
    await soldOut.scrollIntoViewIfNeeded();
    await second.screenshot({ path: `${shots}/departures-visitor-en-390.png` });

    // The tour's own page has the calendar in the server's HTML, in German too.
    const slug = (
      (await (await page.request.get(`/api/tours/${tour.id}?lang=de`)).json()) as { data: { slug: string } }
    ).data.slug;
    const html = await (await page.request.get(`/de/touren/${slug}`)).text();
    expect(html).toContain('data-testid="departure-picker"');
    expect(html).toContain('Ausgebucht');
    expect(html).toContain('https://schema.org/SoldOut');
    for (const width of [1280, 390]) {
      const german = await (
        await browser.newContext({ locale: 'de-DE', viewport: { width, height: 900 } })
      ).newPage();
      await openHydrated(german, `/de/touren/${slug}`);
      const picker = german.getByTestId('departure-picker');
      await expect(picker.getByTestId(`departure-${day}-09:00`)).toContainText('Ausgebucht');
      await picker.scrollIntoViewIfNeeded();
      await german.screenshot({ path: `${shots}/departures-tour-page-de-${width}.png` });
      await german.context().close();
    }

    // Staff see it full on the departure calendar.
    await page.goto(`/admin/departures?tour=${tour.id}`);
    const full = page.getByTestId(`departure-${day}-09:00`);
    await expect(full).toContainText('2/2');
    await expect(full).toContainText('Dolu');
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.getByTestId('departure-calendar').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/departures-admin-calendar-1280.png` });
    await full.click();
    await expect(page.getByTestId('departure-seats')).toContainText('2/2');
    await page.screenshot({ path: `${shots}/departures-admin-departure-1280.png` });

    // The manifest names the guest with her party, printable on A4 and as a PDF.
    await page.getByRole('dialog').getByRole('link', { name: 'Yolcu Listesi' }).click();
    const manifest = page.getByTestId('manifest');
    await expect(manifest).toContainText('Emily Clarke');
    await expect(manifest).toContainText('2/2 kişi');
    await page.screenshot({ path: `${shots}/departures-manifest-1280.png` });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: `${shots}/departures-manifest.pdf`, format: 'A4' });
    await page.emulateMedia({ media: 'screen' });

    // Staff cancel the departure with their own words: the reservation is cancelled, the day says İptal.
    await page.getByRole('link', { name: '‹ Kalkışlar' }).click();
    await page.getByTestId(`departure-${day}-09:00`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kalkışı İptal Et…' }).click();
    await expect(dialog).toContainText('1 rezervasyon iptal edilecek');
    await dialog
      .getByLabel('Misafirlere gidecek mesaj')
      .fill('Storm warning: the tour cannot run. We will refund you in full.');
    await dialog.getByRole('button', { name: 'Kalkışı İptal Et', exact: true }).click();
    await expect(page.getByTestId(`departure-${day}-09:00`)).toContainText('İptal');
    const lookup = await page.request.get(`/api/tour-reservations?search=Clarke`);
    expect(((await lookup.json()) as { data: { status: string }[] }).data.map((r) => r.status)).toEqual([
      'cancelled',
    ]);

    await first.context().close();
    await second.context().close();
  });
});
