import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acknowledgeNotice } from '../support/notice.js';
import { openHydrated } from '../support/pages.js';

/** Serious and critical axe findings, as readable lines (empty when the page passes). */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('landing accessibility (axe-core)', () => {
  test('the landing page, with every section loaded, has no serious or critical violations', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    // Any interaction renders the sections below the fold.
    await page.mouse.wheel(0, 200);
    await expect(page.locator('#tours').getByTestId('tour-price').first()).toBeVisible();
    await expect(page.locator('#gallery').getByRole('button').first()).toBeVisible();
    await expect(page.locator('#services')).toBeAttached();
    // Scrolled: the bar turns solid with a colour transition; axe reads colours as they are at that
    // moment, so it waits for the bar's final colours.
    await expect(page.locator('header')).toHaveAttribute('data-scrolled', 'true');
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open autocomplete list has none either', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('combobox', { name: 'Nereden' }).click();
    await expect(page.getByRole('listbox', { name: 'Nereden' }).getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page, 'form')).toEqual([]);
  });

  test('the open tour modal (details and form) has none either', async ({ page }) => {
    await openHydrated(page, '/#tours');
    await page
      .locator('#tours')
      .getByRole('button', { name: /detayları/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Rezervasyon Yap' })).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    await acknowledgeNotice(dialog);
    await dialog.getByRole('button', { name: 'Rezervasyonu Tamamla' }).click();
    await expect(dialog.getByText('Ad gereklidir', { exact: true })).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('a tour page and the legal pages, server-rendered and hydrated, have none either, in Turkish and English', async ({ page, request }) => {
    const list = (await (await request.get('/api/tours?per_page=1&lang=tr')).json()) as { data: { data: { slug: string }[] } };
    const slug = list.data.data[0]!.slug;
    for (const path of [`/turlar/${slug}`, `/en/tours/${slug}`, '/kvkk-aydinlatma-metni', '/en/privacy-policy']) {
      await openHydrated(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
      // Lighthouse's accessibility score counts a skipped heading level too (axe's best practice).
      const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
      expect(order.violations.flatMap((v) => v.nodes.map((n) => n.html)), path).toEqual([]);
    }
  });
});
