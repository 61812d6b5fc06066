import { expect, test, type Page } from '@playwright/test';

/** A form control's label, with or without the required-field asterisk. */
const field = (text: string) => new RegExp(`^${text}( \\*)?$`);

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel(field('Kullanıcı Adı')).fill('admin');
  await page.getByLabel(field('Şifre')).fill('riviera-demo');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

for (const width of [1280, 390]) {
  test(`the vehicle types dialog edits every language and opens the tab of a Turkish error (${width} px)`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/vehicles');
    await page.getByRole('button', { name: 'Araç Tipleri' }).click();
    const dialog = page.getByRole('dialog', { name: 'Araç Tipleri' });
    await expect(dialog.getByRole('list', { name: 'Araç tipleri' }).getByText(/^\d\/5$/).first()).toBeVisible();
    await dialog.getByRole('tab', { name: /^EN/ }).click();
    await dialog.getByLabel('Ad (EN)').fill('Midibus');
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expect(dialog.getByRole('tab', { name: /^TR/ })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('Ad alanı zorunludur')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`vehicle-types-${width}.png`), fullPage: false });
  });
}
