import type { Page } from '@playwright/test';

/**
 * Stops the page's clock before it loads: its timers then fire only as the test moves the clock
 * on (`page.clock.runFor`), so seconds of waiting take none, and at the moments the test chooses.
 */
export async function pauseClock(page: Page) {
  await page.clock.install();
  // A moment ahead: the clock only moves forward, and it runs from its installation on.
  await page.clock.pauseAt(Date.now() + 1_000);
}
