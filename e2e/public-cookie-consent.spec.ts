import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/public-helpers';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

test('the banner arrives with the page for a first-time visitor and never shows to one who chose', async ({
  page,
}) => {
  // Without the site's scripts, the page is what paints before hydration.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/de/contact');
  await expect(page.getByRole('region', { name: 'Cookies auf dieser Website' })).toBeVisible();

  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  await page.goto('/de/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.cookie-banner')).toHaveCount(1);
  await expect(page.locator('.cookie-banner')).toBeHidden();
});

test("a choice made before the site's scripts have run is kept, and the banner goes at once", async ({
  page,
}) => {
  // The site's modules are held back until the visitor has answered the prerendered banner.
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/career', { waitUntil: 'commit' });
  await banner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(page.locator('.cookie-banner')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');

  releaseScripts();
  await waitForHydration(page);
  await expect(page.locator('.cookie-banner')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
  await page.reload();
  await waitForHydration(page);
  await expect(banner(page)).toHaveCount(0);
});

for (const [choice, saved] of [
  ['Accept', 'accepted'],
  ['Decline', 'declined'],
] as const) {
  test(`${choice} is remembered as "${saved}" across reloads and pages`, async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await banner(page).getByRole('button', { name: choice }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(saved);

    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/about');
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  });
}

test('the banner can be answered with the keyboard alone', async ({ page }) => {
  await page.goto('/privacy');
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole('button', { name: 'Accept' });
  for (
    let presses = 0;
    presses < 60 && !(await accept.evaluate((el) => el === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
});
