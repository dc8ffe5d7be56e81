import { mkdirSync } from 'node:fs';
import { test } from '@playwright/test';
import {
  dismissCookieBanner,
  loadLazyContent,
  PUBLIC_PAGES,
  waitForHydration,
} from './support/public-helpers';

const SCREENSHOT_DIR = 'test-results/screenshots';
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.beforeAll(() => mkdirSync(SCREENSHOT_DIR, { recursive: true }));

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
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/public-${name}-${viewport.width}.png`,
          fullPage: true,
        });
      }
    });
  });
}
