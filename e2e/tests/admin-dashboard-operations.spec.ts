import { expect, test } from '@playwright/test';
import { createTransferBooking, loginAsDemo } from '../support/admin.js';

/** Screenshots to look at, desktop and phone. */
const shots = 'e2e/test-results/screens';

test('the dashboard’s Sistem Durumu shows mail waiting, the rates refresh and the last retention run, at 1280 and 390 px', async ({ page, request }) => {
  await loginAsDemo(page);
  // A visitor's booking queues its mail; the e2e server has no SMTP_URL, so it waits.
  await createTransferBooking(request);
  expect((await page.request.post('/api/admin/retention/run')).status()).toBe(200);

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/dashboard');
    const panel = page.getByTestId('operations');
    await expect(panel.getByRole('heading', { name: 'Sistem Durumu' })).toBeVisible();
    const mail = panel.getByTestId('operations-mail');
    await expect(mail).toContainText('E-posta kuyruğu');
    await expect(mail).toContainText(/\d+ e-posta gönderilmeyi bekliyor · en eskisi/);
    await expect(mail).toContainText('SMTP ayarlı değil (SMTP_URL)');
    await expect(panel.getByTestId('operations-rates')).toContainText('Döviz kurları');
    await expect(panel.getByTestId('operations-rates').getByRole('link', { name: 'Kurları güncelle' })).toHaveAttribute('href', '/admin/currencies');
    const retention = panel.getByTestId('operations-retention');
    await expect(retention).toContainText(/Son çalışma (az önce|\d+ dakika önce) · admin/);
    await expect(retention).toContainText('Sunucu her 6 saatte bir kendiliğinden çalıştırır');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await panel.screenshot({ path: `${shots}/operations-panel-${width}.png` });
    await page.screenshot({ path: `${shots}/dashboard-operations-${width}.png`, fullPage: true });
  }
});
