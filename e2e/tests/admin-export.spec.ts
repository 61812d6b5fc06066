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
  // the office's Turkish Excel format: ';' between cells
  expect(rows[0]).toMatch(/^PNR;Durum;Müşteri;/);
  // the search filter holds: only that booking, with the customer's Turkish letters intact
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(booking.pnr_code);
  expect(rows[1]).toContain('Deniz Yalçın');
});

test("the dispatch board's day downloads as CSV with the board's filters, a BOM and Turkish letters", async ({ page, request }) => {
  const booking = await createTransferBooking(request);
  await loginAsDemo(page);
  const detail = (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()) as { data: { pickup_date: string } };
  const day = detail.data.pickup_date;
  const trDay = day.split('-').reverse().join('.');
  await page.goto(`/admin/operations?date=${day}`);
  await page.getByLabel('Durum').and(page.locator('select')).selectOption('pending');
  await page.getByLabel('Sürücü').selectOption('none');
  await expect(page.getByText(booking.pnr_code).first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-export').click()]);
  expect(download.suggestedFilename()).toBe(`isler-${day}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(rows[0]).toBe('Tarih;Saat;Tür;PNR;Durum;Müşteri;Telefon;Nereden;Nereye;Uçuş;Yetişkin;Çocuk;Bagaj;Araç tipi;Ekstralar;Otel;Sürücü;Plaka;Araç;Not;İstek');
  const ours = rows.find((r) => r.includes(booking.pnr_code));
  expect(ours).toContain('Deniz Yalçın');
  expect(ours).toContain(`${trDay};14:30;Geliş;`);
  // the filters in force hold: every job of the file is pending and unassigned, all of that day
  for (const row of rows.slice(1)) expect(row).toMatch(new RegExp(`^${trDay.replaceAll('.', '\\.')};[^;]*;[^;]+;[^;]+;Beklemede;`));
  // and the file holds exactly the jobs the board shows
  await expect(page.getByRole('article')).toHaveCount(rows.length - 1);
});
