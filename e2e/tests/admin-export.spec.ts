import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createTransferBooking, loginAsDemo } from '../support/admin.js';

test('the bookings list downloads as CSV with a BOM, Turkish letters and the filter in force', async ({ page, request }) => {
  const booking = await createTransferBooking(request);
  await loginAsDemo(page);
  await page.goto(`/admin/bookings?search=${booking.pnr_code}`);
  await expect(page.getByTestId(`booking-row-${booking.pnr_code}`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^rezervasyonlar-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()));
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(rows[0]).toContain('Müşteri');
  // the search filter holds: only that booking, with the customer's Turkish letters intact
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(booking.pnr_code);
  expect(rows[1]).toContain('Deniz Yalçın');
});
