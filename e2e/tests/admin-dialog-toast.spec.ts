import { expect, test } from '@playwright/test';
import { createTransferBooking, loginAsDemo } from '../support/admin.js';

/** Whether two boxes share any area. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [390, 1280]) {
  test(`an error toast inside a dialog leaves the dialog's close button uncovered at ${width} px`, async ({ page, request }) => {
    const booking = await createTransferBooking(request);
    await page.setViewportSize({ width, height: 844 });
    await loginAsDemo(page);
    await page.goto(`/admin/bookings?search=${booking.pnr_code}`);
    await page.getByRole('button', { name: `${booking.pnr_code} detay` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Rezervasyon Detayı' });
    await expect(dialog.getByTestId('detail-pnr')).toHaveText(booking.pnr_code);
    // the status change fails on the server: the screen says so in an error toast
    await page.route('**/api/bookings/*/status', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'x' } }),
    );
    await dialog.getByLabel('Durum').selectOption('confirmed');
    await page.getByRole('dialog', { name: 'Durumu Değiştir' }).getByRole('button', { name: 'Durumu Değiştir' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Durum güncellenirken hata oluştu' });
    await expect(toast).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Kapat' }).first();
    const [t, c] = [await toast.boundingBox(), await close.boundingBox()];
    expect(t && c && !overlaps(t, c)).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`dialog-toast-${width}.png`) });
    // and the close button still takes the click
    await close.click();
    await expect(dialog).toBeHidden();
  });
}
