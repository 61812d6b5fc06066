import { expect, test, type Page } from '@playwright/test';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

/**
 * Whole journeys across the features: each issue's own suite stops at its edge (the booking suite
 * opens /booking with a query string, the back-office suite checks the public API); these walk
 * through the real pages a visitor and a staff member use, end to end.
 */

const istanbulDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const field = (text: string) => new RegExp(`^${text}( \\*)?$`);

async function pick(page: Page, name: 'Nereden' | 'Nereye', typed: string, choice: string) {
  const input = page.getByRole('combobox', { name });
  await input.click();
  await input.fill(typed);
  await page.getByRole('listbox', { name }).getByRole('option').filter({ hasText: choice }).first().click();
  await expect(input).toHaveValue(choice);
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel(field('Kullanıcı Adı')).fill('admin');
  await page.getByLabel(field('Şifre')).fill('riviera-demo');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

test('a visitor books from the landing quick form, and finds the booking by its PNR', async ({ page }) => {
  await openHydrated(page, '/');
  await pick(page, 'Nereden', 'AYT', 'Antalya Havalimanı (AYT)');
  await pick(page, 'Nereye', 'Bel', 'Belek');
  await page.getByLabel('Alış Tarihi').fill(istanbulDate(8));
  await page.getByLabel('Alış Saati').fill('15:20');
  await page.getByRole('button', { name: 'Araç Bul' }).click();
  await expect(page).toHaveURL(/\/booking\?/);
  await expect(page.getByTestId('summary-from')).toHaveText('Antalya Havalimanı (AYT)');
  await expect(page.getByTestId('summary-to')).toHaveText('Belek');

  await page.getByTestId('vehicle-card').first().click();
  await page.getByRole('button', { name: /İleri/ }).click();
  await textbox(page, 'Ad').fill('Jan');
  await textbox(page, 'Soyad').fill('Kowalski');
  await textbox(page, 'E-posta').fill(`journey.${Date.now()}@example.com`);
  // a Polish mobile typed with its code on the Turkish page
  await textbox(page, 'Telefon').fill('+48 501 234 567');
  await textbox(page, 'Uçuş Kodu').fill('LO123');
  await page.getByLabel('İniş Saati').fill('14:40');
  await acknowledgeNotice(page);
  await page.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();

  await expect(page.getByRole('heading', { name: 'Rezervasyon Başarılı!' })).toBeVisible();
  const pnr = (await page.getByTestId('success-pnr').textContent())!.trim();
  expect(pnr).toMatch(/^[A-Z0-9]{4,10}$/);

  await page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Rezervasyon Sorgula' })
    .click();
  await page.getByLabel('PNR Kodu').fill(pnr);
  await page.getByRole('button', { name: 'Sorgula' }).click();
  await expect(page.getByTestId('search-result')).toContainText(pnr);
  await expect(page.getByTestId('search-result')).toContainText('Belek');
});

test('a route made in the back office is offered both ways by the landing autocomplete', async ({ page }) => {
  const from = `Olympos Kampı ${Date.now() % 100000}`;
  const to = 'Çıralı Plajı';
  await signIn(page);
  await page.goto('/admin/routes');
  await page.getByRole('button', { name: 'Yeni Rota Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Rota Ekle' });
  await dialog.getByLabel(field('Nereden')).fill(from);
  await dialog.getByLabel(field('Nereye')).fill(to);
  const prices = dialog.locator('input[type="number"]');
  for (let i = 0; i < (await prices.count()); i++) await prices.nth(i).fill(String(40 + i * 5));
  await dialog.getByLabel('Ters yönlü rotayı da oluştur').check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  for (const [a, b] of [
    [from, to],
    [to, from],
  ] as const) {
    await openHydrated(page, '/');
    await pick(page, 'Nereden', a.slice(0, 5), a);
    await pick(page, 'Nereye', b.slice(0, 5), b);
    await page.getByLabel('Alış Tarihi').fill(istanbulDate(4));
    await page.getByLabel('Alış Saati').fill('10:00');
    await page.getByRole('button', { name: 'Araç Bul' }).click();
    await expect(page).toHaveURL(/\/booking\?/);
    await expect(page.getByTestId('summary-from')).toHaveText(a);
    await expect(page.getByTestId('vehicle-price').first()).toHaveText(/^€\d+/);
  }
});

test('a tour switched to Pasif leaves the landing grid, and comes back when switched on', async ({
  page,
}) => {
  const tours = (await (await page.request.get('/api/tours?per_page=9999')).json()) as {
    data: { data: { id: number; title: string }[] };
  };
  const tour = tours.data.data[0]!;
  const tourCard = () => page.locator('#tours').getByRole('heading', { name: tour.title, exact: true });
  await openHydrated(page, '/#tours');
  await expect(tourCard()).toBeVisible();

  await signIn(page);
  const off = await page.request.patch(`/api/admin/tours/${tour.id}/toggle-status`);
  expect(off.ok()).toBe(true);
  // A fresh document each time (a same-URL goto with a hash would only scroll).
  await openHydrated(page, '/?after=off#tours');
  await expect(page.locator('#tours').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(tourCard()).toHaveCount(0);

  expect((await page.request.patch(`/api/admin/tours/${tour.id}/toggle-status`)).ok()).toBe(true);
  await openHydrated(page, '/?after=on#tours');
  await expect(tourCard()).toBeVisible();
});

test('a hero video uploaded in the back office plays in the public hero', async ({ page }) => {
  const title = `Journey Hero ${Date.now() % 100000}`;
  await signIn(page);
  await page.goto('/admin/heroes');
  await page.getByRole('button', { name: 'Yeni Hero Ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Hero Ekle' });
  await dialog.getByLabel(field('Başlık')).fill(title);
  await dialog.getByLabel(field('Alt başlık')).fill('Konyaaltı');
  await dialog.getByLabel(field('Açıklama')).fill('Yeni video');
  await dialog
    .getByLabel(field('Video'))
    .setInputFiles(new URL('../fixtures/hero-tiny.mp4', import.meta.url).pathname);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Hero başarıyla oluşturuldu')).toBeVisible();

  // Only the new hero stays active, so it is the one the landing page plays.
  const heroes = (
    (await (await page.request.get('/api/heroes')).json()) as {
      data: { id: number; title: string; is_active: boolean; video_path: string | null }[];
    }
  ).data;
  const others = heroes.filter((h) => h.title !== title && h.is_active);
  const setActive = async (id: number, on: boolean) =>
    expect(
      (
        await page.request.post(`/api/heroes/${id}`, {
          multipart: { _method: 'PUT', is_active: on ? '1' : '0' },
        })
      ).ok(),
    ).toBe(true);
  for (const h of others) await setActive(h.id, false);
  try {
    const mine = heroes.find((h) => h.title === title)!;
    await openHydrated(page, '/');
    const video = page.locator('section[aria-labelledby="hero-title"] video');
    await expect(video).toHaveAttribute('src', mine.video_path!, { timeout: 20_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && !v.paused), {
        timeout: 20_000,
      })
      .toBe(true);
  } finally {
    for (const h of others) await setActive(h.id, true);
  }
});
