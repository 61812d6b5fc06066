import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from '../support/pages.js';

/**
 * Back-office content screens driving the public site: everything here goes through the
 * admin UI in the browser, then checks what a visitor (or the public API the site reads) gets.
 */

/** A form control's label, with or without the required-field asterisk. */
const field = (text: string) => new RegExp(`^${text}( \\*)?$`);

const HERO_VIDEO = path.resolve(import.meta.dirname, '../fixtures/hero-tiny.mp4');

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel(field('Kullanıcı Adı')).fill('admin');
  await page.getByLabel(field('Şifre')).fill('riviera-demo');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

interface PublicRoute {
  from_location: string;
  to_location: string;
  vehicle_prices: { vehicle_type: string; price_euro: number }[];
}

test.describe('back office content', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a route created with its reverse is bookable in both directions', async ({ page }) => {
    const from = `Çıralı Sahili ${Date.now() % 100000}`;
    const to = 'Adrasan Koyu';
    await page.goto('/admin/routes');
    await page.getByRole('button', { name: 'Yeni Rota Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Rota Ekle' });
    await dialog.getByLabel(field('Nereden')).fill(from);
    await dialog.getByLabel(field('Nereye')).fill(to);
    // A zero price is refused per field with the spec's sentence, before anything is sent.
    // Only the price fieldset: the drive time above it is a number field too.
    const priceInputs = dialog.getByRole('group', { name: 'Araç tipine göre fiyat (EUR)' }).locator('input[type="number"]');
    const count = await priceInputs.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) await priceInputs.nth(i).fill(String(60 + i * 10));
    await priceInputs.first().fill('0');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText("Fiyat 0'dan büyük olmalıdır")).toBeVisible();
    await priceInputs.first().fill('55');
    await expect(dialog.getByText("Fiyat 0'dan büyük olmalıdır")).toHaveCount(0);
    await dialog.getByLabel('Ters yönlü rotayı da oluştur').check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Rota ve ters yönlü rota oluşturuldu')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByPlaceholder('Konum ara...').fill(from);
    await expect(page.locator('[data-testid^="route-row-"]')).toHaveCount(2);

    // The public booking search finds both directions with the same prices.
    for (const [a, b] of [
      [from, to],
      [to, from],
    ] as const) {
      const res = await page.request.get(`/api/routes/search?from_location=${encodeURIComponent(a)}&to_location=${encodeURIComponent(b)}`);
      const found = ((await res.json()) as { data: PublicRoute[] }).data;
      expect(found, `${a} → ${b}`).toHaveLength(1);
      expect(found[0]!.vehicle_prices[0]!.price_euro).toBe(55);
    }

    // Creating the same route again is refused with a clear message.
    await page.getByRole('button', { name: 'Yeni Rota Ekle' }).click();
    await dialog.getByLabel(field('Nereden')).fill(from.toLocaleUpperCase('tr'));
    await dialog.getByLabel(field('Nereye')).fill(to);
    for (let i = 0; i < count; i++) await priceInputs.nth(i).fill('70');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Bu kalkış ve varış noktaları için zaten bir rota tanımlı');
  });

  test('a tour switched to Pasif disappears from the public tours', async ({ page }) => {
    const publicIds = async () =>
      ((await (await page.request.get('/api/tours?per_page=9999')).json()) as { data: { data: { id: number; title: string }[] } }).data.data;
    const tour = (await publicIds())[0]!;
    await page.goto('/admin/tours');
    await page.getByPlaceholder('Tur adı veya konum ara...').fill(tour.title);
    const row = page.getByTestId(`tour-row-${tour.id}`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: new RegExp(`Aktif — durumu değiştir`) }).click();
    await expect(row.getByRole('button', { name: /Pasif — durumu değiştir/ })).toBeVisible();
    expect((await publicIds()).map((t) => t.id)).not.toContain(tour.id);
    expect((await page.request.get(`/api/tours/${tour.id}`)).status()).toBe(404);

    // The status filter shows it among the inactive ones; switching back restores it.
    await page.getByLabel(field('Durum')).selectOption('inactive');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /Pasif — durumu değiştir/ }).click();
    await expect.poll(async () => (await publicIds()).map((t) => t.id)).toContain(tour.id);
  });

  test('a new footer phone appears in the public footer', async ({ page }) => {
    const phone = '+90 242 999 88 77';
    await page.goto('/admin/site-settings');
    await page.getByRole('tab', { name: /İletişim/ }).click();
    const card = page.getByTestId('setting-contact_phone');
    await card.getByLabel(field('Değer')).fill(phone);
    await card.getByRole('button', { name: 'contact_phone ayarını kaydet' }).click();
    await expect(page.getByText('"contact_phone" kaydedildi')).toBeVisible();

    await openHydrated(page, '/');
    await expect(page.locator('footer').getByTestId('footer-phone')).toHaveText(phone);
    await expect(page.locator('footer').getByTestId('footer-phone')).toHaveAttribute('href', 'tel:+902429998877');
  });

  test('a JSON setting that is not JSON is refused in the browser', async ({ page }) => {
    await page.goto('/admin/site-settings');
    await page.getByRole('button', { name: 'Yeni Ayar Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Ayar Ekle' });
    await expect(dialog.getByRole('button', { name: 'Ekle' })).toBeDisabled();
    await dialog.getByLabel(field('Anahtar')).fill('menu_links');
    await dialog.getByLabel(field('Açıklama')).fill('Menü bağlantıları');
    await dialog.getByLabel(field('Tip')).selectOption('json');
    await dialog.getByLabel(field('Değer')).fill('{"a": 1,');
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expect(dialog.getByText('Değer geçerli bir JSON olmalıdır')).toBeVisible();
  });

  test('dialogs are modal: Escape closes only the topmost, the page behind is inert, focus comes back', async ({ page }) => {
    await page.goto('/admin/vehicles');
    const opener = page.getByRole('button', { name: 'Araç Tipleri' });
    await opener.click();
    const types = page.getByRole('dialog', { name: 'Araç Tipleri' });
    await expect(types).toBeVisible();
    // Shown modally: the browser keeps it in the top layer and makes the page behind it inert.
    expect(await types.evaluate((d) => d.matches(':modal'))).toBe(true);

    const removeSedan = types.getByRole('button', { name: 'Sedan sil' });
    await removeSedan.click();
    const confirm = page.getByRole('dialog', { name: 'Araç Tipini Sil' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(types).toBeVisible();
    await expect(removeSedan).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(types).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('an uploaded hero video is served to the public hero', async ({ page }) => {
    const title = `E2E Hero ${Date.now() % 100000}`;
    await page.goto('/admin/heroes');
    await page.getByRole('button', { name: 'Yeni Hero Ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Hero Ekle' });
    await dialog.getByLabel(field('Başlık')).fill(title);
    await dialog.getByLabel(field('Alt başlık')).fill('Kemer sahilleri');
    await dialog.getByLabel(field('Açıklama')).fill('Test videosu');
    await dialog.getByLabel(field('Video')).setInputFiles(HERO_VIDEO);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Hero başarıyla oluşturuldu')).toBeVisible();

    const active = ((await (await page.request.get('/api/heroes/active')).json()) as { data: { title: string; video_path: string | null }[] }).data;
    const hero = active.find((h) => h.title === title);
    expect(hero?.video_path).toMatch(/^\/uploads\/heroes\/[0-9a-f]{32}\.mp4$/);
    const video = await page.request.get(hero!.video_path!);
    expect(video.status()).toBe(200);
    expect(video.headers()['content-type']).toContain('video/mp4');

    // The uploaded file really plays in the browser (the admin list's own player).
    const player = page.getByLabel(`${title} videosu`);
    await expect(player).toBeVisible();
    const duration = await player.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          v.preload = 'auto';
          v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true });
          v.addEventListener('error', () => reject(new Error('video error')), { once: true });
          v.load();
        }),
    );
    expect(duration).toBeGreaterThan(1);

    // One click switches it off for visitors.
    await page.getByRole('button', { name: `${title}: Aktif — durumu değiştir` }).click();
    await expect(page.getByRole('button', { name: `${title}: Pasif — durumu değiştir` })).toBeVisible();
    const after = ((await (await page.request.get('/api/heroes/active')).json()) as { data: { title: string }[] }).data;
    expect(after.some((h) => h.title === title)).toBe(false);
  });
});
