import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  acceptCookies,
  adminHeaders,
  expectNoAxeViolations,
  uniqueTag,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// Password recovery and the account page, as a member of staff uses them. The test server has no
// mail server: the reset link is read from the mail the Outbox keeps, as an Admin would see it.

// Each sign-in and password change hashes a password (argon2id, slow on purpose).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const name = uniqueTag('staff');
const email = `${name}@example.com`;
const FIRST_PASSWORD = 'first-password-123';
const RESET_PASSWORD = 'reset-password-456';
const CHANGED_PASSWORD = 'changed-password-789';

test.beforeAll(async ({ request }) => {
  const signup = await request.post('/api/auth/local/register', {
    data: { username: `Nadia ${name}`, email, password: FIRST_PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const { user } = (await signup.json()) as { user: { id: number } };
  const approve = await request.put(`/api/users/${user.id}`, {
    headers: await adminHeaders(request),
    data: { data: { role: 'Staff' } },
  });
  expect(approve.status(), await approve.text()).toBe(200);
});

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The path of the reset link in the newest password-reset mail to `to`. */
async function resetLinkFor(request: APIRequestContext, to: string): Promise<string> {
  const outbox = await request.get('/api/outbox', {
    headers: await adminHeaders(request),
    params: {
      'filters[kind][$eq]': 'password-reset',
      'filters[recipient][$eq]': to,
      sort: 'createdAt:desc',
    },
  });
  expect(outbox.status()).toBe(200);
  const [mail] = ((await outbox.json()) as { data: { attributes: { text: string } }[] }).data;
  const link = /https?:\/\/\S+\/reset-password\?code=[\w-]+/.exec(mail?.attributes.text ?? '');
  expect(link, 'a reset link in the mail').not.toBeNull();
  const url = new URL(link![0]);
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a forgotten password is reset from the mailed link, which then works no more, and the new password signs in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that address, we sent a link to reset the password.',
  );

  const link = await resetLinkFor(request, email);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirm new password').fill(RESET_PASSWORD);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Set new password' }).click();
  // Signed in with the new password: a member of staff goes to the admin area.
  await expect(page).toHaveURL(/\/manage\/dashboard$/);

  await page.getByRole('link', { name: 'Logout' }).click();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-password-1');
  await page.getByLabel('Confirm new password').fill('another-password-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This link is not valid any more: it was already used, has expired, or a newer one was sent.',
  );

  await signIn(page, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await signIn(page, RESET_PASSWORD);
  await expect(page).toHaveURL(/\/manage\/dashboard$/);
});

test('the account page changes the password and switches the notification mails', async ({
  page,
  request,
}) => {
  await signIn(page, RESET_PASSWORD);
  await expect(page).toHaveURL(/\/manage\/dashboard$/);
  await page.goto('/account');

  await page.getByLabel('Current password').fill(RESET_PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(CHANGED_PASSWORD);
  await page.getByLabel('Confirm new password').fill(CHANGED_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText(
      'Your password has been changed. Other devices signed in to this account have been signed out.',
    ),
  ).toBeVisible();

  const notifications = page.getByRole('switch', {
    name: 'E-mail me about new applications, messages and sign-ups',
  });
  await expect(notifications).toBeChecked();
  await notifications.focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('status').filter({ hasText: 'Notification mails are off.' }),
  ).toHaveCount(1);
  await expect(notifications).not.toBeChecked();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-page');

  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'E-mail me about new applications, messages and sign-ups' }),
  ).not.toBeChecked();

  const signInAgain = await request.post('/api/auth/local', {
    data: { identifier: email, password: CHANGED_PASSWORD },
  });
  expect(signInAgain.status()).toBe(200);
  const me = await request.get('/api/users/me', {
    headers: { authorization: `Bearer ${((await signInAgain.json()) as { jwt: string }).jwt}` },
  });
  expect(((await me.json()) as { notifications: boolean }).notifications).toBe(false);
});
