import { expect, test, type Locator, type Page } from '@playwright/test';
import { openHydrated } from '../support/pages.js';

/**
 * Issue 32, items 4, 6 and 8 as a visitor meets them: the minimum notice said where the time is
 * chosen, and the time corrected on the booking page without starting over; no Turkish left on the
 * foreign pages (currency names, tour places, vehicle models, a raster preview picture); and price
 * lines that add up to the total. (Item 3, the places' names, is in route-point-names.spec.ts.)
 */

const AIRPORT = 'Antalya Havalimanı (AYT)';

/** The Istanbul date and time `minutesAhead` from now, as the date and time inputs take them. */
function istanbulIn(minutesAhead: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutesAhead * 60_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return { date, time };
}

/** Whole numbers in a text written the English way ('$1,234' → 1234). */
const amounts = (text: string) => [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));

/** Screenshots at a phone's and a desktop's width: of `part` (a dialog), else of the whole page. */
async function screens(page: Page, name: string, part?: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `e2e/test-results/screens/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
}

test.describe('the 2-hour minimum notice, where the time is chosen (item 4)', () => {
  test('the quick form refuses a pickup one hour ahead in the visitor’s language, before leaving the page', async ({ page }) => {
    await openHydrated(page, '/en/');
    const soon = istanbulIn(60);
    await page.getByLabel('Pickup Date').fill(soon.date);
    await page.getByLabel('Pickup Time').fill(soon.time);
    // Said as soon as the time is chosen, with the earliest time that can be booked.
    const problem = page.getByText(/^Book at least 2 h before pickup\. Earliest: /);
    await expect(problem).toBeVisible();
    await page.getByRole('combobox', { name: 'From', exact: true }).fill(AIRPORT);
    await page.getByRole('combobox', { name: 'To', exact: true }).fill('Kemer');
    await page.getByRole('button', { name: 'Find a Vehicle' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(problem).toBeVisible();
    await screens(page, 'notice-quick-form');

    const later = istanbulIn(180);
    await page.getByLabel('Pickup Date').fill(later.date);
    await page.getByLabel('Pickup Time').fill(later.time);
    await expect(problem).toHaveCount(0);
  });

  test('the booking page asks again for a time too soon on step 1, and step 2 changes it without starting over', async ({ page }) => {
    const soon = istanbulIn(60);
    const query = new URLSearchParams({
      pickup_location: AIRPORT,
      destination: 'Kemer',
      pickup_date: soon.date,
      pickup_time: soon.time,
      return_date: '',
      return_time: '',
      passengers: '2',
      currency: 'EUR',
      trip_type: 'one_way',
    });
    await openHydrated(page, `/en/booking?${query.toString()}`);
    const when = page.getByTestId('pickup-when');
    await expect(when).toBeVisible();
    await expect(when).toContainText('This time can no longer be booked. Please choose a later time.');
    await page.getByTestId('vehicle-card').first().click();
    const next = page.getByRole('button', { name: /Next/ });
    await expect(next).toBeDisabled();
    await screens(page, 'notice-booking-step1');

    const later = istanbulIn(240);
    await when.getByLabel('Pickup Date').fill(later.date);
    await when.getByLabel('Pickup Time').fill(later.time);
    await expect(when).not.toContainText('This time can no longer be booked');
    await expect(next).toBeEnabled();
    await next.click();

    // Step 2 shows the chosen time and lets it be changed; a time too soon is said at once.
    const fields = page.getByTestId('pickup-time-fields');
    await expect(fields.getByLabel('Pickup Time')).toHaveValue(later.time);
    await fields.getByLabel('Pickup Date').fill(soon.date);
    await fields.getByLabel('Pickup Time').fill(soon.time);
    await expect(fields).toContainText('This time can no longer be booked. Please choose a later time.');
    await screens(page, 'notice-booking-step2');
    await fields.getByLabel('Pickup Date').fill(later.date);
    await fields.getByLabel('Pickup Time').fill(later.time);
    await expect(fields).not.toContainText('This time can no longer be booked');
    await expect(page.getByTestId('summary-from')).toHaveText('Antalya Airport (AYT)');
  });
});

test.describe('foreign pages without Turkish (item 6) and sums that add up (item 8)', () => {
  test('the English tour form names its currencies in English, and its lines add up to the total in dollars', async ({ page }) => {
    await openHydrated(page, '/en/#tours');
    await page.locator('#tours').getByRole('button', { name: /^Details of the/ }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    const currency = dialog.getByLabel('Currency');
    await expect(currency.locator('option', { hasText: 'GBP' })).toHaveText(/British Pound/);
    await expect(currency).not.toContainText('Sterlini');
    await currency.selectOption('USD');
    await dialog.getByLabel('Adults').selectOption('4');
    await dialog.getByLabel('Children', { exact: true }).selectOption('1');
    const [adults, adultUnit, children, childUnit] = amounts((await dialog.getByTestId('tour-breakdown').textContent())!);
    expect([adults, children]).toEqual([4, 1]);
    const [total] = amounts((await dialog.getByTestId('tour-total').textContent())!);
    expect(total).toBe(adults! * adultUnit! + children! * childUnit!);
    await dialog.getByTestId('tour-total').scrollIntoViewIfNeeded();
    await screens(page, 'tour-form-en-usd', dialog.getByTestId('tour-total').locator('xpath=ancestor::div[2]'));
  });

  test('Russian tour places are written in Cyrillic, and the English booking page names vehicle models in English', async ({ page }) => {
    await openHydrated(page, '/ru/#tours');
    const details = page.locator('#tours').getByRole('button', { name: /^Подробнее о туре/ });
    const count = await details.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      await details.nth(i).click();
      const dialog = page.getByRole('dialog');
      const place = dialog.locator('dt', { hasText: /^Место$/ }).locator('xpath=following-sibling::dd');
      await expect(place).toHaveText(/^[\p{Script=Cyrillic}\s,«»().–-]+$/u);
      if (i === 0) await screens(page, 'tour-details-ru', dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    const later = istanbulIn(24 * 60 * 5);
    const query = new URLSearchParams({
      pickup_location: AIRPORT,
      destination: 'Kemer',
      pickup_date: later.date,
      pickup_time: '12:00',
      return_date: '',
      return_time: '',
      passengers: '2',
      currency: 'EUR',
      trip_type: 'one_way',
    });
    await openHydrated(page, `/en/booking?${query.toString()}`);
    const cards = page.getByTestId('vehicle-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('Mercedes-Benz E-Class')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/E-Serisi|S-Serisi|Midibüs/);
  });

  test('the landing page’s link preview is a 1200 × 630 PNG', async ({ page, request }) => {
    await page.goto('/en/');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/og-image\.png$/);
    const res = await request.get(new URL(image!).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    // The PNG header's IHDR: width and height as big-endian 32-bit numbers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await page.goto(new URL(image!).pathname);
    await page.screenshot({ path: 'e2e/test-results/screens/og-image.png' });
  });
});
