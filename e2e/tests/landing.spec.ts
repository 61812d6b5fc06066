import { expect, test, type Page } from '@playwright/test';
import { openHydrated, openLandingByClientNavigation } from '../support/pages.js';

const collator = new Intl.Collator('tr');
const lower = (s: string) => s.toLocaleLowerCase('tr');

/** Tomorrow in Istanbul as 'YYYY-MM-DD' (the browser runs on Istanbul time, see the config). */
function istanbulDate(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);
}

const fromField = (page: Page) => page.getByRole('combobox', { name: 'Nereden' });
const toField = (page: Page) => page.getByRole('combobox', { name: 'Nereye' });
const options = (page: Page, name: string) => page.getByRole('listbox', { name }).getByRole('option');

async function pick(page: Page, field: 'Nereden' | 'Nereye', typed: string, choice: string) {
  const input = page.getByRole('combobox', { name: field });
  await input.click();
  await input.fill(typed);
  await options(page, field).filter({ hasText: choice }).first().click();
  await expect(input).toHaveValue(choice);
}

test.describe('quick reservation and route autocomplete', () => {
  test('typing "Ant" lists matches in the spec order and the keyboard picks one', async ({ page }) => {
    await openHydrated(page, '/');
    const input = fromField(page);
    await input.click();
    await input.pressSequentially('Ant');
    const list = options(page, 'Nereden');
    const texts = () => list.locator('span.block.truncate.font-medium').allTextContents();
    // The list follows the typing 300 ms after the last key.
    await expect
      .poll(async () => (await texts()).length > 0 && (await texts()).every((l) => lower(l).includes('ant')))
      .toBe(true);
    const labels = (await texts()).map((s) => s.trim());
    expect(labels.length).toBeLessThanOrEqual(8);
    // Every one starts with the text, or has a word that does; prefixes come first, each group in Turkish order.
    const isPrefix = labels.map((l) => lower(l).startsWith('ant'));
    for (const l of labels) expect(lower(l)).toMatch(/(^|[\s\-(/])ant/);
    expect(isPrefix).toEqual([...isPrefix].sort((a, b) => Number(b) - Number(a)));
    const prefixes = labels.filter((_, i) => isPrefix[i]);
    expect(prefixes).toEqual([...prefixes].sort(collator.compare));
    await expect(list.first()).toContainText('Rota Noktası');

    await input.press('ArrowDown');
    await expect(list.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await list.nth(0).getAttribute('id'))!);
    if (labels.length > 1) {
      await input.press('ArrowDown');
      await expect(list.nth(1)).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowUp');
    }
    const lookups: string[] = [];
    page.on('request', (r) => r.url().includes('/api/routes/locations') && lookups.push(r.url()));
    await input.press('Enter');
    await expect(input).toHaveValue(labels[0]!);
    await expect(page.getByRole('listbox', { name: 'Nereden' })).toBeHidden();
    await expect(input).not.toBeFocused();
    // No look-up right after a selection (the debounce has long passed by now).
    await page.waitForTimeout(700);
    expect(lookups).toEqual([]);
  });

  test('the empty from field lists at most 15 distinct starting points alphabetically; the empty to field none', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await fromField(page).click();
    const list = options(page, 'Nereden');
    await expect(list.first()).toBeVisible();
    const labels = (await list.locator('span.block.truncate.font-medium').allTextContents()).map((s) => s.trim());
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThanOrEqual(15);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual([...labels].sort(collator.compare));
    await fromField(page).press('Escape');
    await expect(page.getByRole('listbox', { name: 'Nereden' })).toBeHidden();

    await toField(page).click();
    await page.waitForTimeout(600);
    await expect(page.getByRole('listbox', { name: 'Nereye' })).toBeHidden();
  });

  test('to suggestions are the destinations reachable from the chosen from', async ({ page, request }) => {
    const from = 'Antalya Havalimanı (AYT)';
    const reachable = (
      (await (await request.get(`/api/routes/search?from_location=${encodeURIComponent(from)}`)).json()) as {
        data: { from_location: string; to_location: string }[];
      }
    ).data
      .filter((r) => r.from_location === from)
      .map((r) => r.to_location);
    await openHydrated(page, '/');
    await pick(page, 'Nereden', 'AYT', from);
    await toField(page).click();
    await toField(page).pressSequentially('k');
    const list = options(page, 'Nereye');
    await expect(list.first()).toBeVisible();
    const labels = (await list.locator('span.block.truncate.font-medium').allTextContents()).map((s) => s.trim());
    for (const l of labels) expect(reachable).toContain(l);
  });

  test('an empty form, an unknown route and a failed route check show the spec alerts', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Araç Bul' }).click();
    await expect(page.getByRole('alert')).toHaveText('Lütfen kalkış ve varış noktalarını doldurun.');
    expect(page.url()).not.toContain('/booking');

    await pick(page, 'Nereden', 'Kemer', 'Kemer');
    await toField(page).fill('Mars Üssü');
    await page.getByLabel('Alış Tarihi').fill(istanbulDate(3));
    await page.getByLabel('Alış Saati').fill('10:30');
    await page.getByRole('button', { name: 'Araç Bul' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Seçilen güzergah için tanımlı bir rota bulunamadı. Lütfen farklı bir güzergah seçin.',
    );

    await page.route('**/api/routes/search**', (route) => route.abort());
    await pick(page, 'Nereye', 'Antalya Hav', 'Antalya Havalimanı (AYT)');
    await page.getByRole('button', { name: 'Araç Bul' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Rota kontrolü sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    );
  });

  test('a past date and a missing return are refused; one way clears the return fields', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByText('Gidiş-Dönüş', { exact: true }).click();
    await pick(page, 'Nereden', 'AYT', 'Antalya Havalimanı (AYT)');
    await pick(page, 'Nereye', 'Kemer', 'Kemer');
    await page.getByLabel('Alış Tarihi').fill(istanbulDate(-1));
    await page.getByLabel('Alış Saati').fill('10:30');
    await page.getByRole('button', { name: 'Araç Bul' }).click();
    await expect(page.getByText('Geçmiş bir tarih seçilemez')).toBeVisible();
    await expect(page.getByText('Gidiş-dönüş için dönüş tarihi gereklidir')).toBeVisible();
    await expect(page.getByText('Gidiş-dönüş için dönüş saati gereklidir')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel('Dönüş Tarihi').fill(istanbulDate(5));
    await page.getByText('Tek Yön', { exact: true }).click();
    await expect(page.getByLabel('Dönüş Tarihi')).toHaveCount(0);
    await page.getByText('Gidiş-Dönüş', { exact: true }).click();
    await expect(page.getByLabel('Dönüş Tarihi')).toHaveValue('');
  });

  test('a valid round trip lands on /booking with every query parameter', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByText('Gidiş-Dönüş', { exact: true }).click();
    await pick(page, 'Nereden', 'AYT', 'Antalya Havalimanı (AYT)');
    await pick(page, 'Nereye', 'Kem', 'Kemer');
    const pickup = istanbulDate(2);
    const back = istanbulDate(9);
    await page.getByLabel('Alış Tarihi').fill(pickup);
    await page.getByLabel('Alış Saati').fill('14:45');
    await page.getByLabel('Dönüş Tarihi').fill(back);
    await page.getByLabel('Dönüş Saati').fill('09:15');
    await page.getByLabel('Yolcu').selectOption({ label: '9+' });
    await page.getByLabel('Para Birimi', { exact: true }).selectOption('TRY');
    await page.getByRole('button', { name: 'Araç Bul' }).click();
    await expect(page).toHaveURL(/\/booking\?/);
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toEqual({
      pickup_location: 'Antalya Havalimanı (AYT)',
      destination: 'Kemer',
      pickup_date: pickup,
      pickup_time: '14:45',
      return_date: back,
      return_time: '09:15',
      passengers: '9',
      currency: 'TRY',
      trip_type: 'round_trip',
    });
  });
});

test.describe('landing sections', () => {
  test('drawn by the browser, sections below the fold wait until they can be seen, then render', async ({ page }) => {
    const asked: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/uploads/') && r.url().includes('tour-') && asked.push(r.url()),
    );
    // A server-rendered landing page holds every section (server-rendering.spec): the deferral is
    // for a landing page the browser draws itself. Reached here by the history (back/forward), which,
    // unlike a tap on a link, is no interaction with the page that would reveal every section anyway.
    // A phone: the hero and the quick form fill more than the screen, so #tours is well below the
    // fold (at 1280 x 720 it starts within the 200 px look-ahead, depending on the hero's text).
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/booking-search');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#tours')).toBeAttached();
    await expect(page.locator('#tours').getByTestId('tour-price')).toHaveCount(0);
    expect(asked).toEqual([]);
    await page.mouse.wheel(0, 300);
    await expect(page.locator('#tours').getByTestId('tour-price').first()).toBeAttached();
    await expect(page.locator('#gallery').getByRole('button').first()).toBeAttached();
  });

  test('a navbar jump on a freshly loaded page lands on its section once everything above has rendered', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Hakkımızda' })
      .click();
    await expect(page.locator('#about').getByText('1000+', { exact: true })).toBeVisible();
    await expect
      .poll(
        () => page.evaluate(() => Math.round(document.getElementById('about')!.getBoundingClientRect().top)),
        { timeout: 10_000 },
      )
      .toBeLessThan(100);
    await expect(page.locator('#tours').getByTestId('tour-price').first()).toBeAttached();
  });

  test('tours show prices in the chosen currency, and recover from a failed load with Tekrar Dene', async ({
    page,
  }) => {
    let failing = true;
    await page.route(/\/api\/tours\?/, (route) =>
      failing ? route.fulfill({ status: 500, json: { success: false, message: 'x' } }) : route.continue(),
    );
    // The server's page carries the tours; a visitor arriving from another page loads them here.
    await openLandingByClientNavigation(page);
    const tours = page.locator('#tours');
    // Sections below the fold render when they come near the viewport.
    await tours.scrollIntoViewIfNeeded();
    await expect(tours.getByText('Turlar yüklenirken bir hata oluştu')).toBeVisible({ timeout: 15_000 });
    failing = false;
    await tours.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(tours.getByTestId('tour-price').first()).toContainText('€');
    await page.locator('header').getByRole('combobox').selectOption('TRY');
    await expect(tours.getByTestId('tour-price').first()).toContainText('₺');
  });

  test('the gallery opens a lightbox that steps with the arrows and returns focus on Escape', async ({
    page,
  }) => {
    await openHydrated(page, '/#gallery');
    const gallery = page.locator('#gallery');
    const first = gallery.getByRole('button').first();
    await expect(first).toBeVisible();
    await expect(gallery).toBeInViewport();
    await first.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const firstTitle = await dialog.getByRole('heading').textContent();
    await expect(dialog.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/^2 \/ \d+$/)).toBeVisible();
    expect(await dialog.getByRole('heading').textContent()).not.toBe(firstTitle);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('an empty gallery and a failed gallery say so', async ({ page }) => {
    await page.route('**/api/galleries/active?*', (route) =>
      route.fulfill({ json: { success: true, data: [] } }),
    );
    await openLandingByClientNavigation(page);
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await expect(page.getByText('Henüz galeri öğesi bulunmuyor')).toBeVisible();
    await page.unroute('**/api/galleries/active?*');
    await page.route('**/api/galleries/active?*', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'x' } }),
    );
    await openLandingByClientNavigation(page);
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await expect(page.getByText('Galeri yüklenirken bir hata oluştu')).toBeVisible();
    await expect(page.locator('#gallery').getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
  });

  test('about shows the stats and the sanitised text, and falls back with the spec messages', async ({
    page,
  }) => {
    await openHydrated(page, '/#about');
    const about = page.locator('#about');
    for (const stat of ['1000+', '9+', '24/7'])
      await expect(about.getByText(stat, { exact: true })).toBeVisible();
    await expect(about.locator('script')).toHaveCount(0);
    await expect(page.locator('#services')).toBeVisible();

    await page.route('**/api/about/active?*', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'x' } }),
    );
    await openLandingByClientNavigation(page);
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByText('About verileri yüklenirken bir hata oluştu')).toBeVisible();
    await expect(
      about.getByRole('heading', { name: "Antalya'nın Güvenilir Transfer ve Tur Acentesi" }),
    ).toBeVisible();
    await page.unroute('**/api/about/active?*');
    await page.route('**/api/about/active?*', (route) =>
      route.fulfill({ status: 404, json: { success: false, message: 'x' } }),
    );
    await openLandingByClientNavigation(page);
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByText('About verileri bulunamadı')).toBeVisible();
  });

  test('a failed hero call is logged and built-in content is shown', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/heroes/active?*', (route) => route.abort());
    await openLandingByClientNavigation(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Antalya'da Konforlu Transfer ve Unutulmaz Turlar",
    );
    await expect
      .poll(() => errors.some((e) => e.includes('Hero verileri yüklenirken bir hata oluştu')))
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Araç Bul' })).toBeVisible();
  });

  test('the hero shows its poster and plays no video for reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openHydrated(page, '/');
    // Fetched at low priority, the heading being the first screen's largest paint (decision 020).
    const poster = page.locator('section[aria-labelledby="hero-title"] img[fetchpriority="low"]');
    await expect(poster).toHaveAttribute('src', /\/uploads\//);
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await expect(page.locator('section[aria-labelledby="hero-title"] video')).toHaveCount(0);
    await page.getByRole('button', { name: 'Arka plan videosunu oynat' }).click();
    await expect(page.locator('section[aria-labelledby="hero-title"] video')).toHaveAttribute(
      'src',
      /\.(mp4|webm)$/,
    );
    await context.close();
  });

  test('floating WhatsApp and phone buttons come from the site settings', async ({ page, request }) => {
    const settings = (
      (await (await request.get('/api/site-settings/public')).json()) as { data: Record<string, string> }
    ).data;
    await openHydrated(page, '/');
    // The buttons step aside while the quick form lies under them; at the page's end they are there.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const phone = page.getByRole('link', { name: `Bizi arayın: ${settings.contact_phone}` });
    await expect(phone).toHaveAttribute('href', `tel:${settings.contact_phone!.replace(/[^\d+]/g, '')}`);
    const whatsapp = page.getByRole('link', { name: 'WhatsApp ile yazın' });
    if (settings.show_whatsapp_button === 'true') {
      await expect(whatsapp).toHaveAttribute(
        'href',
        `https://wa.me/${settings.contact_whatsapp!.replace(/\D/g, '')}`,
      );
    } else {
      await expect(whatsapp).toHaveCount(0);
    }
  });
});
