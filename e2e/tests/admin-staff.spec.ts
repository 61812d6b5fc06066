import { expect, test, type Page } from '@playwright/test';
import { createTransferBooking, loginAsDemo } from '../support/admin.js';

const OPS = { username: `ops.e2e.${Date.now() % 100000}`, password: 'operasyon-sifre-1' };
/** Screenshots to look at, desktop and phone. */
const shots = 'e2e/test-results/screens';

async function signInWith(page: Page, creds: { username: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(creds.username);
  await page.locator('input[name="password"]').fill(creds.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Giriş başarılı! Yönlendiriliyorsunuz…')).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });

test.describe.serial('staff accounts and roles', () => {
  test('a Yönetici creates an Operasyon user in Kullanıcılar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsDemo(page);
    await menu(page).getByRole('link', { name: 'Kullanıcılar' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Kullanıcı' });
    await dialog.getByLabel(/^Kullanıcı adı/).fill(OPS.username);
    await dialog.getByLabel(/^Şifre/).fill('kisa');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Şifre en az 12 karakter olmalıdır')).toBeVisible();
    await dialog.getByLabel(/^Şifre/).fill(OPS.password);
    await expect(dialog.getByLabel(/^Rol/)).toHaveValue('operations');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kullanıcı oluşturuldu' })).toBeVisible();
    const row = page.getByTestId(`user-row-${OPS.username}`);
    await expect(row).toContainText('Etkin');
    await expect(row.getByLabel(`${OPS.username} rolü`)).toHaveValue('operations');
    await page.screenshot({ path: `${shots}/users-1280.png`, fullPage: true });
  });

  test('the Operasyon user sees only their screens, is refused the others, and adds a note', async ({ page, request }) => {
    const booking = await createTransferBooking(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWith(page, OPS);
    // sign-in lands on the dashboard, which is not Operasyon's: it goes on to the bookings
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(menu(page).getByRole('link')).toHaveText(['Rezervasyonlar', 'Tur Rezervasyonları', 'Operasyon', 'Sürücüler', 'Kalkışlar']);
    await expect(page.getByText('Operasyon', { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: `${shots}/ops-menu-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');

    for (const forbidden of ['/admin/users', '/admin/routes', '/admin/audit-log']) {
      await page.goto(forbidden);
      await expect(page.getByTestId('admin-forbidden')).toContainText('Bu sayfa için yetkiniz yok');
    }
    // the server refuses as well, whatever the browser shows
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);

    await page.goto(`/admin/bookings?search=${booking.pnr_code}`);
    const row = page.getByTestId(`booking-row-${booking.pnr_code}`);
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: `${booking.pnr_code} sil` })).toHaveCount(0);
    await row.getByRole('button', { name: `${booking.pnr_code} detay` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervasyon Detayı' });
    const notes = dialog.getByTestId('internal-notes');
    await notes.getByRole('textbox').fill('Müşteri çıkışta bekleyecek; şoför İsmail');
    await notes.getByRole('button', { name: 'Not Ekle' }).click();
    await expect(notes.getByRole('listitem')).toContainText(['Müşteri çıkışta bekleyecek; şoför İsmail']);
    await expect(notes.getByRole('listitem').first()).toContainText(OPS.username);
    await notes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/ops-note-390.png` });
  });

  test('the audit log shows the account creation with its before and after, filtered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsDemo(page);
    await page.goto('/admin/audit-log');
    await page.getByLabel('Kayıt türü').selectOption('admin_user');
    await page.getByLabel('İşlem').selectOption('create');
    await expect(page).toHaveURL(/entity=admin_user/);
    const table = page.getByTestId('audit-table');
    const row = table.getByTestId('audit-entry').filter({ hasText: 'Oluşturma' }).first();
    await expect(row).toContainText('Kullanıcı');
    await row.getByRole('button', { name: 'Değişiklik' }).click();
    const diff = page.getByTestId('audit-diff');
    await expect(diff).toContainText(OPS.username);
    await expect(diff).toContainText('operations');
    await page.screenshot({ path: `${shots}/audit-1280.png`, fullPage: true });

    await page.getByLabel('Başlangıç Tarihi').fill('2026-02-02');
    await page.getByLabel('Bitiş Tarihi').fill('2026-02-01');
    await expect(page.getByRole('alert')).toHaveText('Bitiş tarihi başlangıç tarihinden önce olamaz');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/audit-log?entity=admin_user');
    await expect(page.getByTestId('audit-table')).toBeVisible();
    await page.getByTestId('audit-entry').first().getByRole('button', { name: 'Değişiklik' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/audit-390.png`, fullPage: true });
  });

  test('a Yönetici signs the Operasyon user out everywhere, resets the password and disables the account', async ({ page, browser }) => {
    // the Operasyon user is signed in on a phone of their own
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const opsPage = await phone.newPage();
    await signInWith(opsPage, OPS);
    expect((await opsPage.request.get('/api/auth/me')).status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsDemo(page);
    await page.goto('/admin/users');
    const row = page.getByTestId(`user-row-${OPS.username}`);
    await row.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
    await page.getByRole('dialog', { name: 'Tüm oturumları kapat' }).getByRole('button', { name: 'Oturumları kapat' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kullanıcının tüm oturumları kapatıldı' })).toBeVisible();
    expect((await opsPage.request.get('/api/auth/me')).status()).toBe(401);

    const newPassword = 'yeni-operasyon-sifre-2';
    await row.getByRole('button', { name: 'Şifre sıfırla' }).click();
    const dialog = page.getByRole('dialog', { name: `${OPS.username} için yeni şifre` });
    await dialog.getByLabel(/^Yeni şifre/).fill('kisa');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText('Şifre en az 12 karakter olmalıdır')).toBeVisible();
    await dialog.getByLabel(/^Yeni şifre/).fill(newPassword);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Şifre sıfırlandı' })).toBeVisible();

    // the old password stops working; the new one signs in
    await opsPage.goto('/admin/login');
    await opsPage.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(OPS.username);
    await opsPage.locator('input[name="password"]').fill(OPS.password);
    await opsPage.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(opsPage.getByText('Kullanıcı adı veya şifre hatalı!')).toBeVisible();
    await signInWith(opsPage, { username: OPS.username, password: newPassword });

    await row.getByRole('button', { name: 'Devre dışı bırak' }).click();
    await page.getByRole('dialog', { name: 'Kullanıcıyı devre dışı bırak' }).getByRole('button', { name: 'Devre dışı bırak' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kullanıcı devre dışı bırakıldı' })).toBeVisible();
    await expect(row).toContainText('Devre dışı');
    await page.screenshot({ path: `${shots}/users-disabled-1280.png`, fullPage: true });
    // a disabled account's open session ends, and signing in again says why
    expect((await opsPage.request.get('/api/auth/me')).status()).toBe(401);
    await opsPage.goto('/admin/login');
    await opsPage.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(OPS.username);
    await opsPage.locator('input[name="password"]').fill(newPassword);
    await opsPage.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(opsPage.getByText('Bu hesap devre dışı bırakılmış. Lütfen bir yöneticiyle iletişime geçin.')).toBeVisible();
    await opsPage.screenshot({ path: `${shots}/login-disabled-390.png` });
    await phone.close();
  });
});
