import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Ticks the KVKK acknowledgement of a booking or tour form (required since the notice exists);
 * waits until it holds, because the tick needs the current notice version loaded first.
 */
export async function acknowledgeNotice(scope: Page | Locator): Promise<void> {
  const box = scope.getByRole('checkbox', { name: /okudum|I have read|Ich habe den|ознакомился|Zapoznałem/ });
  await expect(async () => {
    await box.check();
    await expect(box).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}
