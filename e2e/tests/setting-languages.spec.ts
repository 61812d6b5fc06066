import { expect, test, type Browser } from '@playwright/test';
import { loginAsDemo } from '../support/admin.js';
import { openHydrated } from '../support/pages.js';

// Decision 014: the public text settings (here the footer description) are edited per language in the back office.
const DE_TEXT = 'Private Transfers zum Festpreis an der ganzen Riviera, rund um die Uhr.';
const TR_TEXT =
  'Antalya ve Gazipaşa havalimanlarından bölgenin tüm otellerine konforlu, güvenli ve sabit fiyatlı özel transfer ile günlük turlar.';
const EN_TEXT =
  'Comfortable, safe, fixed-price private transfers from Antalya and Gazipaşa airports to every hotel in the region, plus day tours.';

/**
 * Opens the site as a new visitor, chooses `label` in the site's language switcher and checks the
 * footer: each of `shows` appears (the content is asked again in that language), then none of `hides`.
 */
async function expectFooter(browser: Browser, label: string, lang: string, shows: string[], hides: string[] = []) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openHydrated(page, '/');
  // The switcher's link reads its code, then the language's name ('label in name').
  await page.getByRole('link', { name: `${lang} ${label}`, exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  for (const text of shows) await expect(footer).toContainText(text);
  for (const text of hides) await expect(footer).not.toContainText(text);
  await context.close();
}

test('the footer description edited in DE changes the DE footer only; an empty PL reads Turkish', async ({ page, browser }) => {
  await loginAsDemo(page);
  await page.goto('/admin/site-settings');
  await page.getByRole('tab', { name: /Altbilgi/ }).click();
  const card = page.getByTestId('setting-footer_description');
  await expect(card.getByText('5/5')).toBeVisible();

  await card.getByRole('tab', { name: /^DE/ }).click();
  await card.getByLabel('Değer (DE)').fill(DE_TEXT);
  await card.getByRole('tab', { name: /^PL/ }).click();
  await card.getByLabel('Değer (PL)').fill('');
  await expect(card.getByRole('tab', { name: /^PL/ })).toContainText('boş');
  await card.screenshot({ path: 'test-results/setting-languages/footer-card-pl-empty.png' });
  await card.getByRole('button', { name: 'footer_description ayarını kaydet' }).click();
  await expect(page.getByText('"footer_description" kaydedildi')).toBeVisible();
  // PL has no text now: four of five languages are complete
  await expect(card.getByText('4/5')).toBeVisible();

  await expectFooter(browser, 'Deutsch', 'de', [DE_TEXT, 'Alle Rechte vorbehalten']);
  await expectFooter(browser, 'Polski', 'pl', [TR_TEXT, 'Wszelkie prawa zastrzeżone']);
  await expectFooter(browser, 'English', 'en', [EN_TEXT, 'All rights reserved'], [DE_TEXT]);
});
