import { expect, test } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';

test.describe('back-office sign-in', () => {
  test('every /admin page without a session goes to the login page, keeping where it was going', async ({ page }) => {
    for (const target of ['/admin/dashboard', '/admin/bookings', '/admin/tour-reservations', '/admin']) {
      await page.goto(target);
      await expect(page).toHaveURL(/\/admin\/login\?reason=required/);
      await expect(page.getByText('Bu sayfayı görüntülemek için giriş yapmalısınız.')).toBeVisible();
    }
    await page.goto('/admin/bookings?status=pending');
    await expect(page).toHaveURL(/next=%2Fadmin%2Fbookings%3Fstatus%3Dpending/);
    await loginAsDemo(page, { from: page.url() });
    await expect(page).toHaveURL(/\/admin\/bookings\?status=pending$/);
    await expect(page.getByTestId('admin-title')).toHaveText('Rezervasyonlar');
  });

  test('the sign-in page loads for a signed-out visitor without an error in the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
    // a protected page sends the visitor here the same quiet way
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?reason=required/);
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('wrong password, show/hide, demo hint, then the dashboard after a second', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
    await expect(page.getByTestId('demo-hint')).toContainText('admin');
    const password = page.locator('input[name="password"]');
    await page.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill('admin');
    await password.fill('yanlis-sifre');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Şifreyi göster' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Şifreyi gizle' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kullanıcı adı veya şifre hatalı!');
    await expect(page).toHaveURL(/\/admin\/login/);

    // Empty fields are caught before sending.
    await page.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill('');
    await password.fill('');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Kullanıcı adı gereklidir')).toBeVisible();
    await expect(page.getByText('Şifre gereklidir')).toBeVisible();

    const started = Date.now();
    await loginAsDemo(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(page.getByTestId('admin-title')).toHaveText('Dashboard');
    await expect(page.locator('header').getByText('Admin / Yönetici').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
    const today = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date());
    await expect(page.locator('header time')).toContainText(today);
    for (const label of ['Toplam Tur', 'Aktif Rezervasyon', 'Bu Ayın Geliri', 'Toplam Müşteri']) await expect(page.getByText(label)).toBeVisible();
    await expect(page.getByTestId('stat-monthly_revenue')).toContainText('₺');
    // The quick actions, by their names: 'Sistem Durumu' links to the currencies page too ('Kurları güncelle').
    const quick: [string, string][] = [
      ['Turları Yönet', '/admin/tours'],
      ['Rezervasyonlar', '/admin/bookings'],
      ['Tur Rezervasyonları', '/admin/tour-reservations'],
      ['Para Birimleri', '/admin/currencies'],
    ];
    for (const [name, href] of quick) {
      await expect(page.locator('main').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
  });

  test('an expired session on any back-office call returns to the login page with a message', async ({ page, context }) => {
    await loginAsDemo(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // Let the dashboard finish its own calls first, so the 401 comes from the next page's call.
    await expect(page.getByTestId('stat-total_tours')).toContainText(/\d/);
    await expect(page.getByText('Henüz aktivite yok').or(page.getByTestId('activities'))).toBeVisible();
    // The server forgets the session (as when it expires); the next admin call answers 401.
    await context.clearCookies();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Rezervasyonlar', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login\?reason=expired&next=%2Fadmin%2Fbookings/);
    await expect(page.getByText('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.')).toBeVisible();
  });

  test('logout ends the session on the server', async ({ page, context, playwright, baseURL }) => {
    await loginAsDemo(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const session = (await context.cookies()).find((c) => c.name === 'riviera_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Strict');
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?reason=logged-out/);
    await expect(page.getByText('Çıkış yaptınız.')).toBeVisible();
    // Replaying the old cookie from elsewhere does not work any more.
    const outsider = await playwright.request.newContext({ baseURL });
    const me = await outsider.get('/api/auth/me', { headers: { cookie: `riviera_session=${session!.value}` } });
    expect(me.status()).toBe(401);
    await outsider.dispose();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('on a phone the menu is an overlay behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsDemo(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menüyü aç' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Tur Rezervasyonları' }).click();
    await expect(page).toHaveURL(/\/admin\/tour-reservations$/);
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('admin-title')).toHaveText('Tur Rezervasyonları');
  });
});
