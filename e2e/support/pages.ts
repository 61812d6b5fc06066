import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits until the browser has taken the page over (`<html data-hydrated>`, set by
 * main.tsx once hydration or the first render is done): from then on a tap or a keystroke is the
 * app's, not lost on the server's HTML.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /server|client/);
}

/**
 * Reaches the landing page the way a visitor coming from another page does: by the navbar's logo,
 * a client-side navigation. The server then rendered nothing of the landing page's content, so its
 * sections load in the browser: the path where their loading and error states can still be seen.
 */
export async function openLandingByClientNavigation(page: Page): Promise<void> {
  await openHydrated(page, '/booking-search');
  await page.getByTestId('navbar-logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
