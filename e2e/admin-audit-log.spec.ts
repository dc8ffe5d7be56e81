import { expect, test, type Page } from '@playwright/test';
import {
  adminHeaders,
  expectNoAxeViolations,
  submitApplication,
  submitContactMessage,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// One family name for this run's applicants, so the tests find them among the demo content.
const family = uniqueTag('Aud');
const ids: Record<string, number> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (const firstName of ['Hamza', 'Noor', 'Zara']) {
    ids[firstName] = (await submitApplication(request, { firstName, lastName: family })).data.id;
  }
});

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

async function openTab(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label })
    .click();
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
}

test('an admin changes an application status and sees the change in the Audit log tab', async ({
  page,
}) => {
  await page.goto('/manage/applications');
  await page.getByLabel('Search by name').fill(family);
  await expect(page).toHaveURL(new RegExp(`name=${family}`));
  const name = `Hamza ${family}`;
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByLabel(`Status of ${name}`).selectOption('Approved');
  await expect(page.getByText('Status set to Approved.')).toBeVisible();

  await openTab(page, 'Audit log');
  await page.getByLabel('Entity').selectOption('Application');
  const entry = page.getByRole('row').filter({ hasText: `Application #${ids.Hamza}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('admin@example.com');
  await expect(entry).toContainText('Changed');
  await expect(entry.getByRole('deletion')).toHaveText('Pending');
  await expect(entry.getByRole('insertion')).toHaveText('Approved');
  await expect(page).toHaveURL(/\/manage\/audit-log\?entityType=application$/);
});

test('an admin previews and erases one person’s data, and the erasure is audited', async ({
  page,
  request,
}) => {
  const email = `Noor.${family}@Example.com`;
  await submitContactMessage(request, {
    firstName: 'Noor',
    lastName: family,
    email,
    topic: 'Job',
    subject: 'My application',
    message: 'Please delete my data after the interview.',
  });

  await page.goto('/manage/data-protection');
  await expect(page.getByText(/deleted automatically 365 days after they arrive/)).toBeVisible();
  await page.getByLabel('E-mail address').fill(email.toLowerCase());
  await page.getByRole('button', { name: 'Find data' }).click();
  await expect(
    page.getByRole('heading', {
      name: `Stored for ${email.toLowerCase()}: 1 application, 1 message and 1 file`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText('Job: My application');

  await page.getByRole('button', { name: 'Erase data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('Erased 1 application, 1 message and 1 file.')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Nothing is stored for ${email.toLowerCase()}.` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earlier erasures' })).toContainText(
    'by admin@example.com',
  );

  const stored = await request.get(`/api/carrers/${ids.Noor}`, {
    headers: await adminHeaders(request),
  });
  expect(stored.status()).toBe(404);

  await openTab(page, 'Audit log');
  await page.getByLabel('Action').selectOption('Erased on request');
  const entry = page.getByRole('row').filter({ hasText: 'Personal data' }).first();
  await expect(entry).toContainText(
    'Deleted 1 application, 1 message and 1 file sent with n***@e***.com.',
  );
  await expect(page.getByRole('table')).not.toContainText(family);
});

for (const viewport of VIEWPORTS) {
  test(`the Audit log and Data protection tabs look right and pass axe at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/manage/audit-log');
    await expect(page.getByRole('row').filter({ hasText: 'Application #' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-audit-log-${viewport.width}`);

    await page.goto('/manage/data-protection');
    await page.getByLabel('E-mail address').fill(`zara.${family}@example.com`);
    await page.getByRole('button', { name: 'Find data' }).click();
    await expect(page.getByRole('button', { name: 'Erase data' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-data-protection-${viewport.width}`);
  });
}
