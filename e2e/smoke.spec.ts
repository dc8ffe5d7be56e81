import { expect, test } from '@playwright/test';

test('the home page renders its heading, navigation and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'About us', 'Culture', 'Contact us', 'Careers']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('a client-side route loads on a direct visit', async ({ page }) => {
  const response = await page.goto('/career');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Careers/);
});

test('an unknown path answers 404 with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// The production bundle holds Swagger UI's plugin but not its files: this is where that shows.
test('the API docs page lists the operations, under its content policy', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Company website API/ })).toBeVisible();
  await expect(
    page.locator('.opblock-summary-path', { hasText: '/api/contacts' }).first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
