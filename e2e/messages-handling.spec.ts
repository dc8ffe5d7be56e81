import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  submitContactMessage,
  uniqueTag,
  useAdminSession,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// Messages handled and back, the handled filter, and spam deleted.
const tag = uniqueTag('handle');
const senders = [
  { firstName: 'Sadia', lastName: 'Noor', topic: 'Business', subject: 'A quote for an app' },
  { firstName: 'Spam', lastName: 'Bot', topic: 'Others', subject: 'Cheap followers' },
] as const;

// Each test walks several pages and dialogs: room for a slow, busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeAll(async ({ request }) => {
  for (const sender of senders) {
    await submitContactMessage(request, {
      ...sender,
      email: `${sender.firstName.toLowerCase()}.${tag}@example.com`,
      message: `${sender.subject}, please.`,
    });
  }
});

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

/** The Messages tab at `query`, narrowed to this run's senders. */
async function openMessages(page: Page, query = '') {
  await page.goto(`/manage/messages?email=${tag}${query}`);
  await expect(page.locator('.data-table--fetching')).toHaveCount(0);
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('the tab opens on the unhandled messages; one marked handled moves to Handled, and back', async ({
  page,
}) => {
  await openMessages(page);
  await expect(page.getByLabel('Handled')).toHaveValue('');
  await expect(rowOf(page, 'Sadia Noor')).toBeVisible();
  await expect(rowOf(page, 'Spam Bot')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'messages-handling-unhandled-1280');

  await page.getByRole('button', { name: 'Actions for the message from Sadia Noor' }).click();
  await page.getByRole('menuitem', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Message marked as handled.')).toBeVisible();
  await expect(rowOf(page, 'Sadia Noor')).toHaveCount(0);

  await page.getByLabel('Handled').selectOption('Handled');
  await expect(page).toHaveURL(/[?&]handled=handled/);
  const handled = rowOf(page, 'Sadia Noor');
  await expect(handled.getByText('Handled', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'Spam Bot')).toHaveCount(0);

  // A link shows every message.
  await openMessages(page, '&handled=all');
  await expect(page.getByLabel('Handled')).toHaveValue('all');
  await expect(rowOf(page, 'Sadia Noor')).toBeVisible();
  await expect(rowOf(page, 'Spam Bot')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'messages-handling-all-1280');

  await page.getByRole('button', { name: 'Actions for the message from Sadia Noor' }).click();
  await page.getByRole('menuitem', { name: 'Mark as not handled' }).click();
  await expect(page.getByText('Message marked as not handled.')).toBeVisible();
  await openMessages(page);
  await expect(rowOf(page, 'Sadia Noor')).toBeVisible();
});

test('spam is deleted from its row menu after a confirmation', async ({ page }) => {
  await openMessages(page);
  await page.getByRole('button', { name: 'Actions for the message from Spam Bot' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete message' });
  await expect(question).toContainText('delete the message from Spam Bot');
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expect(rowOf(page, 'Spam Bot')).toHaveCount(0);
  await openMessages(page, '&handled=all');
  await expect(rowOf(page, 'Spam Bot')).toHaveCount(0);
  await expect(rowOf(page, 'Sadia Noor')).toBeVisible();
});
