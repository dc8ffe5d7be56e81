import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/public-helpers';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

test('the prerendered HTML never holds the banner, so a returning visitor never sees it flash', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('Cookies on this site');
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
