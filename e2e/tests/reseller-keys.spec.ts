import { expect, test } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';

/**
 * 'Acente Anahtarları' (issue 27 item 6, decision 041): Yönetici makes a reseller's OCTO key, sees
 * the token once, the key works over OCTO, and after 'İptal et' (confirmed) it answers 401.
 */
test('a reseller key is shown once, works over OCTO, and is refused once revoked', async ({ page, request }) => {
  await loginAsDemo(page);
  await page.goto('/admin/reseller-keys');
  await page.getByRole('button', { name: 'Yeni anahtar' }).click();
  const name = `E2E Acente ${Date.now()}`;
  await page.getByLabel('Acente adı').fill(name);
  await page.getByRole('button', { name: 'Oluştur' }).click();
  const token = (await page.getByLabel('API anahtarı').textContent())!.trim();
  expect(token).toMatch(/^octo_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('Bu anahtar bir daha gösterilmez.')).toBeVisible();
  await page.getByRole('button', { name: 'Tamam' }).click();
  // the list never shows the token again
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  const auth = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/octo/products', { headers: auth })).status()).toBe(200);

  await page.getByRole('button', { name: `${name} anahtarını iptal et` }).click();
  const dialog = page.getByRole('dialog', { name: 'Anahtarı iptal et' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'İptal et' }).click();
  await expect(page.getByText('Anahtar iptal edildi')).toBeVisible();
  const refused = await request.get('/api/octo/products', { headers: auth });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: 'UNAUTHORIZED' });
});
