import { test } from '@playwright/test';
import {
  dismissCookieBanner,
  loadLazyContent,
  PUBLIC_PAGES,
  waitForHydration,
} from './support/public-helpers';
import { saveScreenshot, TAKE_SCREENSHOTS } from './support/screenshots';

test.skip(!TAKE_SCREENSHOTS, 'screenshots for people to look at: SCREENSHOTS=1');

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('screenshots of every public page', async ({ page }) => {
      test.setTimeout(120_000);
      await dismissCookieBanner(page);
      for (const { path, name } of PUBLIC_PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        await loadLazyContent(page);
        await saveScreenshot(page, `public-${name}-${viewport.width}`);
      }
    });
  });
}
