// Screenshots for people to look at: nothing compares them, so they are taken only when asked for
// (`SCREENSHOTS=1 npx playwright test`), into test-results/screenshots.
import type { Page } from '@playwright/test';

export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/** Saves a screenshot of the page (whole, unless `fullPage` is false) when SCREENSHOTS=1. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!TAKE_SCREENSHOTS) return;
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}
