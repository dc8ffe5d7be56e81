import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  adminHeaders,
  expectNoAxeViolations,
  submitApplication,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// One family name for this run's applicants, so the tests find them among any others.
const family = uniqueTag('Apl');
const applicants = [
  {
    firstName: 'Amna',
    salaryExpect: 250000,
    position: 'Frontend Developer',
    coverLetter: 'I love crafting interfaces.',
  },
  {
    firstName: 'Bilal',
    salaryExpect: 410000,
    position: 'QA Engineer',
    coverLetter: 'Testing is my craft.',
  },
  {
    firstName: 'Sana',
    salaryExpect: 180000,
    position: 'UI/UX Designer',
    coverLetter: 'Design systems are my passion.',
  },
];
const ids: Record<string, number> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (const applicant of applicants) {
    const created = await submitApplication(request, { ...applicant, lastName: family });
    ids[applicant.firstName] = created.data.id;
  }
});

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

function rowOf(page: Page, firstName: string) {
  return page.getByRole('row').filter({ hasText: `${firstName} ${family}` });
}

async function searchFamily(page: Page) {
  await page.goto('/manage/applications');
  await page.getByLabel('Search by name').fill(family.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`name=${family.toLowerCase()}`));
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(applicants.length);
}

test('applications submitted through the API show up, found by a case-insensitive name search', async ({
  page,
}) => {
  await searchFamily(page);
  const amna = rowOf(page, 'Amna');
  await expect(amna).toContainText('Frontend Developer');
  await expect(amna).toContainText('Junior (2-3 years)');
  await expect(amna).toContainText('Rs 250,000');
  await expect(amna).toContainText('2025 Sep 1');
  await expect(amna.getByLabel(`Status of Amna ${family}`)).toHaveValue('Pending');
  await expect(page.getByText('3 applications match the filters')).toBeVisible();

  await amna.getByRole('button', { name: `Details of Amna ${family}` }).click();
  await expect(page.getByText('I love crafting interfaces.')).toBeVisible();
  await expect(page.getByText('12 Main Boulevard, Gulberg, Lahore')).toBeVisible();
});

test('status, interview time and remarks change in the table and survive a reload', async ({
  page,
  request,
}) => {
  await searchFamily(page);
  const name = `Amna ${family}`;
  const amna = rowOf(page, 'Amna');

  await amna.getByLabel(`Status of ${name}`).selectOption('Shortlisted');
  await expect(page.getByText('Status set to Shortlisted.')).toBeVisible();

  const interview = amna.getByLabel(`Interview time for ${name}`);
  await interview.fill('Tue 11:00, office');
  await interview.press('Enter');
  await expect(page.getByText('Interview time saved.')).toBeVisible();

  await amna.getByRole('button', { name: `Edit remarks for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit remarks' });
  await dialog.getByLabel('Remarks').fill('Strong React portfolio; second interview.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(amna).toContainText('Strong React portfolio; second interview.');

  await page.reload();
  const reloaded = rowOf(page, 'Amna');
  await expect(reloaded.getByLabel(`Status of ${name}`)).toHaveValue('Shortlisted');
  await expect(reloaded.getByLabel(`Interview time for ${name}`)).toHaveValue('Tue 11:00, office');
  await expect(reloaded).toContainText('Strong React portfolio; second interview.');

  const stored = await request.get(`/api/carrers/${ids.Amna}`, {
    headers: await adminHeaders(request),
  });
  expect((await stored.json()).data.attributes).toMatchObject({
    applicationStatus: 'Shortlisted',
    interviewTime: 'Tue 11:00, office',
    remarks: 'Strong React portfolio; second interview.',
  });
});

test('filters by status and position, sorts on the server and keeps it all in the address', async ({
  page,
}) => {
  await searchFamily(page);
  await page.getByRole('button', { name: 'Salary' }).click();
  await expect(page.getByRole('columnheader', { name: /Salary/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('row').filter({ hasText: family }).first()).toContainText('Sana');
  await page.getByRole('button', { name: 'Salary' }).click();
  await expect(page.getByRole('columnheader', { name: /Salary/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('row').filter({ hasText: family }).first()).toContainText('Bilal');

  await page.getByLabel('Position', { exact: true }).selectOption('QA Engineer');
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue('QA Engineer');
  await expect(page.getByLabel('Search by name')).toHaveValue(family.toLowerCase());
  await expect(page.getByRole('columnheader', { name: /Salary/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Search by name').fill(family);
  await page.getByLabel('Status', { exact: true }).selectOption('Shortlisted');
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(1);
  await expect(rowOf(page, 'Amna')).toBeVisible();
});

test('a resume downloads as the PDF that was uploaded', async ({ page }) => {
  await searchFamily(page);
  const downloading = page.waitForEvent('download');
  await rowOf(page, 'Bilal')
    .getByRole('button', { name: `Download resume-Bilal-${family}.pdf` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`resume-Bilal-${family}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

for (const viewport of VIEWPORTS) {
  test(`the Applications tab looks right and passes axe at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/manage/applications');
    await expect(page.getByRole('button', { name: /^Details of / }).first()).toBeVisible();
    await saveScreenshot(page, `admin-applications-overview-${viewport.width}`);
    await searchFamily(page);
    await rowOf(page, 'Amna')
      .getByRole('button', { name: `Details of Amna ${family}` })
      .click();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-applications-${viewport.width}`);
    await rowOf(page, 'Bilal')
      .getByRole('button', { name: `Edit remarks for Bilal ${family}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit remarks' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-remarks-dialog-${viewport.width}`, { fullPage: false });
  });
}
