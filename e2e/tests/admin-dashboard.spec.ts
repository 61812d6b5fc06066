import { expect, test } from '@playwright/test';
import { createTransferBooking, loginAsDemo } from '../support/admin.js';

/** Screenshots to look at, desktop and phone. */
const shots = 'e2e/test-results/screens';

test('the dashboard lists a new booking among the recent activities and fits a 390 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsDemo(page);
  // a staff change after sign-in, then a visitor's booking: both are recent activities
  const booking = await createTransferBooking(request);
  await page.goto('/admin/dashboard');
  const activities = page.getByTestId('activities');
  await expect(activities).toContainText('Yeni transfer rezervasyonu');
  await expect(activities).toContainText(booking.pnr_code);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/dashboard-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/dashboard-1280.png`, fullPage: true });
});
