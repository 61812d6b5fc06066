import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

const dbFile = path.resolve(import.meta.dirname, '../.data/app.db');
const shots = path.resolve(import.meta.dirname, '../test-results/tour-page');

/** The first active tour's slug and its Turkish and English titles, as the public API answers them. */
async function firstTour(page: Page) {
  const list = (await (await page.request.get('/api/tours?per_page=9999&lang=tr')).json()) as { data: { data: { slug: string; title: string }[] } };
  const tr = list.data.data[0]!;
  const en = (await (await page.request.get(`/api/tours/by-slug/${tr.slug}?lang=en`)).json()) as { data: { tour: { title: string } } };
  return { slug: tr.slug, trTitle: tr.title, enTitle: en.data.tour.title };
}

function istanbulDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(Date.now() + daysAhead * 86_400_000));
}

test.describe('a page per tour', () => {
  test('a card leads to the Turkish page, which takes a reservation', async ({ page }) => {
    const { slug, trTitle } = await firstTour(page);
    await openHydrated(page, '/#tours');
    await page.locator('#tours').getByTestId('tour-card-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/turlar/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: trTitle })).toBeVisible();
    // the form is typed into once the browser has taken the page over (a server-rendered page, when the card was a full load)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /server|client/);
    await expect(page).toHaveTitle(new RegExp(`^${trTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    const crumbs = page.getByRole('navigation', { name: 'Sayfa yolu' });
    await expect(crumbs.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Turlar' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${shots}/tr-1280.png`, fullPage: true });

    const form = page.getByRole('region', { name: 'Bu turu ayırtın' });
    await form.getByRole('textbox', { name: 'Ad', exact: true }).fill('Elif');
    await form.getByLabel('Soyad').fill('Sayfa');
    await form.getByLabel('E-posta').fill('elif@example.com');
    await form.getByLabel('Telefon').fill('532 123 4567');
    await form.getByLabel('Tur tarihi').fill(istanbulDate(12));
    await form.getByLabel('Saat').fill('09:00');
    await form.getByLabel('Yetişkin').selectOption('2');
    await acknowledgeNotice(form);
    await form.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    const pnr = (await form.getByTestId('tour-pnr').textContent())!.trim();
    expect(pnr).toMatch(/^[A-Z0-9]{4,10}$/);
    const db = new Database(dbFile, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT customer_surname, passenger_count FROM tour_reservations WHERE pnr_code = ?').get(pnr);
      expect(row).toEqual({ customer_surname: 'Sayfa', passenger_count: 2 });
    } finally {
      db.close();
    }
  });

  test('the English page speaks English, fits a phone, and the quick view links to the page', async ({ page }) => {
    const { slug, enTitle } = await firstTour(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, `/en/tours/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: enTitle })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', /^\/en\/?$/);
    await expect(page.getByRole('heading', { name: 'Book this tour' })).toBeVisible();
    // the page opens at its top: the form beside the details takes no focus (the modal's does)
    await expect(page.getByRole('textbox', { name: 'First name' })).not.toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/en-390.png`, fullPage: true });

    await openHydrated(page, '/#tours');
    await page.locator('#tours').getByRole('button', { name: /details|detayları/i }).first().click();
    await page.getByRole('dialog').getByTestId('tour-page-link').click();
    await expect(page).toHaveURL(new RegExp(`/tours/${slug}$|/turlar/${slug}$`));
    await expect(page.getByTestId('tour-page')).toBeVisible();
  });

  test('switching the language moves to the tour page in that language, whose server HTML carries the JSON-LD', async ({ page }) => {
    const { slug, trTitle, enTitle } = await firstTour(page);
    await openHydrated(page, `/turlar/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: trTitle })).toBeVisible();
    // the switcher is a link to this tour's address in that language (decision 020)
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/tours/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: enTitle })).toBeVisible();
    // a page served by the server carries its JSON-LD before any script runs
    const html = await (await page.request.get(`/en/tours/${slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string });
    expect(blocks.map((b) => b['@type'])).toEqual(['TouristTrip', 'BreadcrumbList']);
  });

  test('an unknown tour shows the not-found state', async ({ page }) => {
    await openHydrated(page, '/turlar/boyle-bir-tur-yok');
    await expect(page.getByRole('heading', { name: 'Tur bulunamadı' })).toBeVisible();
    await page.getByRole('link', { name: 'Tüm turlar' }).click();
    await expect(page).toHaveURL(/\/#tours$/);
  });

  test('the sitemap lists the tour page in every language, and the 404 of a Pasif or unknown tour is noindex', async ({ page }) => {
    const { slug } = await firstTour(page);
    const xml = await (await page.request.get('/sitemap.xml')).text();
    for (const p of [`/turlar/${slug}`, `/en/tours/${slug}`, `/de/touren/${slug}`]) expect(xml).toContain(`${p}</loc>`);
    const missing = await page.request.get('/turlar/boyle-bir-tur-yok');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('noindex');
  });
});
