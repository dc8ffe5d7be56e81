import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  acceptCookies,
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

const name = uniqueTag('Newhire');
const newcomer = {
  username: `Areeba ${name}`,
  email: `${name.toLowerCase()}@example.com`,
  password: 'a-long-password-42',
};

test.describe.configure({ mode: 'serial' });

// Someone who signed up and waits, so the list shows how such an account is marked.
test.beforeAll(async ({ request }) => {
  const waiting = uniqueTag('Waiting');
  const response = await request.post('/api/auth/local/register', {
    data: {
      username: `Bilal ${waiting}`,
      email: `${waiting.toLowerCase()}@example.com`,
      password: 'another-long-password',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
});

/** A browser of its own for the new user, so the admin's session and theirs never mix. */
async function newcomerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: VIEWPORTS[0] })).newPage();
  await acceptCookies(page);
  return page;
}

async function openNewcomerRow(page: Page) {
  await page.goto('/manage/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(newcomer.username) });
  await expect(row).toBeVisible();
  return row;
}

test('a new signup is promoted to Staff, reaches /manage, and is shut out once disabled', async ({
  browser,
  page,
  request,
}) => {
  const theirs = await newcomerPage(browser);
  await theirs.goto('/signup');
  await theirs.getByLabel('Full name').fill(newcomer.username);
  await theirs.getByLabel('Email').fill(newcomer.email);
  await theirs.getByLabel('Password').fill(newcomer.password);
  await theirs.getByRole('button', { name: 'Sign up' }).click();
  await expect(theirs).toHaveURL(/\/\?notice=account-created$/);

  // The admin finds the signup among those awaiting approval and makes them Staff.
  await useAdminSession(page, request);
  await page.goto('/manage/users');
  await page.getByRole('button', { name: /Awaiting approval/ }).click();
  await expect(page).toHaveURL(/role=Registered&status=active/);
  const waiting = page.getByRole('row', { name: new RegExp(newcomer.username) });
  await expect(waiting).toContainText('Awaiting approval');
  await waiting.getByRole('button', { name: `Make Staff: ${newcomer.username}` }).click();
  await expect(page.getByText(`${newcomer.username} is now Staff.`)).toBeVisible();

  let row = await openNewcomerRow(page);
  await expect(row).toContainText('Staff');
  await expect(row).not.toContainText('Awaiting approval');

  // They sign in and reach the admin area.
  await theirs.goto('/login');
  await theirs.getByLabel('Email or username').fill(newcomer.email);
  await theirs.getByLabel('Password').fill(newcomer.password);
  await theirs.getByRole('button', { name: 'Log in' }).click();
  await expect(theirs).toHaveURL(/\/manage\/dashboard$/);
  await expect(theirs.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(
    theirs.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);

  // The admin disables them; their very next request is refused and they are sent to /login.
  row = await openNewcomerRow(page);
  await row.getByRole('button', { name: `Disable: ${newcomer.username}` }).click();
  await page
    .getByRole('dialog', { name: `Disable ${newcomer.username}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByText(`${newcomer.username} has been disabled.`)).toBeVisible();
  await expect(row).toContainText('Disabled');

  await theirs
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(theirs).toHaveURL(/\/login\?reason=expired/);
  await expect(
    theirs
      .getByRole('status')
      .filter({ hasText: 'Your session has expired. Please log in again.' }),
  ).toBeVisible();
  expect(await theirs.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  await theirs.context().close();
});

test('an Admin cannot demote or disable their own account from the Users tab', async ({
  page,
  request,
}) => {
  await useAdminSession(page, request);
  await page.goto('/manage/users');
  await page.getByRole('searchbox', { name: 'Search' }).fill('admin@example.com');
  const mine = page.getByRole('row', { name: /admin@example\.com/ });
  await expect(mine).toContainText('You');
  await expect(mine).toContainText('Your account');
  await expect(mine.getByRole('button')).toHaveCount(0);
});

for (const viewport of VIEWPORTS) {
  test(`the Users tab looks right and passes axe at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await useAdminSession(page, request);
    await page.goto('/manage/users');
    await expect(page.getByRole('row', { name: /admin@example\.com/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-users-${viewport.width}`);
  });
}
