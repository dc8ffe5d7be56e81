import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks outside an open dialog (the page's top-left corner) and expects it to close. Radix
 * starts listening for outside clicks from a timer it sets as the dialog opens, and Chromium runs
 * input before timers: a click sent as soon as the dialog shows can reach the page first and be
 * ignored, as no user could. So the click is sent again until the dialog closes; a dialog that
 * never closes on an outside click still fails.
 */
export async function clickOutsideDialog(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(async () => {
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden({ timeout: 500 });
  }).toPass();
}
