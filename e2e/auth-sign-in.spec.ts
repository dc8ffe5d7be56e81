import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  ADMIN_LOGIN,
  expectNoAxeViolations,
  uniqueTag,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('/manage without a token goes to /login', async ({ page }) => {
  await page.goto('/manage/messages');
  await expect(page).toHaveURL(/\/login\?next=%2Fmanage%2Fmessages$/);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
});

test('the admin signs in and comes back to the admin page asked for', async ({ page }) => {
  await page.goto('/manage/messages');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email or username').fill(ADMIN_LOGIN.identifier);
  await page.getByLabel('Password').fill(ADMIN_LOGIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/manage\/messages$/);
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Messages', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }),
  ).toBeVisible();

  await page.goto('/manage');
  await expect(page).toHaveURL(/\/manage\/dashboard$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a wrong password says "Invalid email or password."', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(ADMIN_LOGIN.identifier);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new signup is signed in but cannot reach /manage and sees no Admin link', async ({
  page,
}) => {
  const name = uniqueTag('Signup');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(`Ayesha ${name}`);
  await page.getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/\?notice=account-created$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account has been created.' }),
  ).toBeVisible();
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Logout' })).toBeAttached();
  await expect(mainNav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();

  await page.goto('/manage/applications');
  await expect(page).toHaveURL(/\/\?notice=pending-approval$/);
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Your account is waiting for approval.' });
  await expect(notice).toBeVisible();
  await expect(mainNav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-notice');
  // The notice is an info banner: its Dismiss button, reached by the keyboard, takes away.
  await notice.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(notice).toHaveCount(0);
});

test('a rejected token signs the user out and explains why on /login', async ({ page }) => {
  await page.goto('/imprint');
  await page.evaluate(() => {
    localStorage.setItem('jwt', 'expired.or.tampered');
    localStorage.setItem('userRole', 'Staff');
  });
  await page.goto('/manage/applications');
  await expect(page).toHaveURL(/\/login\?reason=expired&next=%2Fmanage%2Fapplications$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your session has expired. Please log in again.' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
});

for (const viewport of VIEWPORTS) {
  test(`the sign-in pages look right and pass axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `auth${path.replace('/', '-')}-${viewport.width}`);
    }
  });
}
