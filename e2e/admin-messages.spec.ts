import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  submitContactMessage,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// One e-mail tag for this run's senders, so the tests find their messages among any others.
const tag = uniqueTag('msg');
const messages = [
  {
    firstName: 'Jonas',
    lastName: 'Khan',
    topic: 'Business',
    subject: 'A new web shop',
    message: 'We need a shop for our tea business.',
  },
  {
    firstName: 'Hira',
    lastName: 'Malik',
    topic: 'Job',
    subject: 'Internship',
    message: 'Do you offer internships in summer?',
  },
  {
    firstName: 'Omar',
    lastName: 'Iqbal',
    topic: 'Inquiry',
    subject: 'Cloud costs',
    message: 'Can you review our cloud bill?',
  },
] as const;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (const message of messages) {
    await submitContactMessage(request, {
      ...message,
      email: `${message.firstName.toLowerCase()}.${tag}@example.com`,
    });
  }
});

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

async function filterByTag(page: Page) {
  await page.goto('/manage/messages');
  await page.getByLabel('Email').fill(tag);
  // The search applies after a pause in typing: until then the unfiltered list shows.
  await expect(page).toHaveURL(new RegExp(`[?&]email=${tag}`));
  await expect(page.locator('.data-table--fetching')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(messages.length);
}

test('contact messages show up with the time they were sent', async ({ page }) => {
  await filterByTag(page);
  const jonas = page.getByRole('row').filter({ hasText: 'Jonas Khan' });
  await expect(jonas).toContainText('A new web shop');
  await expect(jonas).toContainText('Business');
  await expect(jonas).toContainText(/\d{4} [A-Z][a-z]{2} \d{1,2}, \d\d:\d\d/);
  await jonas.getByRole('button', { name: 'Details of the message from Jonas Khan' }).click();
  await expect(page.getByRole('heading', { name: 'A new web shop' })).toBeVisible();
});

test('filters by topic, and the filter survives a reload', async ({ page }) => {
  await filterByTag(page);
  await page.getByLabel('Topic').selectOption('Job');
  await expect(page).toHaveURL(/topic=Job/);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Hira Malik');
  await page.reload();
  await expect(page.getByLabel('Topic')).toHaveValue('Job');
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
});

test('filters by the day a message was sent', async ({ page }) => {
  await filterByTag(page);
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  await page.getByLabel('Sent on').fill(today);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(messages.length);
  await page.getByLabel('Sent on').fill('2001-01-01');
  await expect(page.getByText('No messages match these filters.')).toBeVisible();
});

test('sorts by a column; clicking it again flips the direction', async ({ page }) => {
  await filterByTag(page);
  await page.getByRole('button', { name: 'Topic' }).click();
  await expect(page.getByRole('row').filter({ hasText: tag }).first()).toContainText('Business');
  await page.getByRole('button', { name: 'Topic' }).click();
  await expect(page.getByRole('columnheader', { name: /Topic/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('row').filter({ hasText: tag }).first()).toContainText('Job');
});

test('a search still waiting for a pause in typing does not pull the user back after a tab change', async ({
  page,
}) => {
  // The page's clock runs as usual, and the test can fire its pending timers at once at the end.
  await page.clock.install();
  await page.goto('/manage/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 2 })).toBeVisible();
  // The Applications tab's code arrives slowly, as on a poor connection: the click lands first.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByLabel('Email').pressSequentially(tag);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await expect(page.getByRole('heading', { name: 'Applications', level: 2 })).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(page).toHaveURL(/\/manage\/applications$/);
  await expect(page.getByRole('heading', { name: 'Applications', level: 2 })).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the Messages tab looks right and passes axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/manage/messages');
    await expect(page.getByRole('button', { name: /^Details of / }).first()).toBeVisible();
    await saveScreenshot(page, `admin-messages-overview-${viewport.width}`);
    await filterByTag(page);
    await page.getByRole('button', { name: 'Details of the message from Hira Malik' }).click();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-messages-${viewport.width}`);
  });
}
