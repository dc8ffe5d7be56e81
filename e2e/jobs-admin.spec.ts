import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  checkAtEveryViewport,
  submitApplication,
  uniqueTag,
  useAdminSession,
} from './support/admin-helpers';

// One job goes through its whole life in the Jobs tab; the public API and the Apply endpoint
// follow each step.
const title = `Site Reliability Engineer ${uniqueTag('Job')}`;

// Each of two tests runs axe and takes screenshots at two sizes: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

/** The titles anyone reads from `GET /api/jobs`: the published jobs, in their order. */
async function publicTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/jobs?pagination[pageSize]=100');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { attributes: { title: string } }[] };
  return body.data.map((job) => job.attributes.title);
}

const jobRow = (page: Page) => page.getByRole('row', { name: new RegExp(title) });

test('Staff add a job as a draft in the dialog; the public does not see it yet', async ({
  page,
  request,
}) => {
  await page.goto('/manage/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Add job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add job' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Department').fill('Operations');
  await dialog.getByLabel('Employment type').selectOption('Contract');
  await dialog.getByLabel('Summary').fill('Keep our clients’ systems running around the clock.');
  await dialog.getByLabel('Qualifications').fill('Linux\nPostgreSQL\n\nKubernetes');
  await dialog.getByLabel('Perks').fill('Remote Fridays');

  await checkAtEveryViewport(page, 'admin-jobs-editor');

  await dialog.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText('Job added as a draft.')).toBeVisible();
  await expect(jobRow(page)).toContainText('Draft');
  await expect(jobRow(page)).toContainText('Operations');
  expect(await publicTitles(request)).not.toContain(title);
});

test('publishing opens the position to the public and to applicants', async ({ page, request }) => {
  await page.goto('/manage/jobs');
  await jobRow(page)
    .getByRole('button', { name: `Publish: ${title}` })
    .click();
  await expect(page.getByText(`${title} is published.`)).toBeVisible();
  await expect(jobRow(page)).toContainText('Published');
  await expect(jobRow(page).getByRole('button', { name: `Unpublish: ${title}` })).toBeFocused();
  expect((await publicTitles(request)).at(-1)).toBe(title);
  await submitApplication(request, { firstName: 'Sara', lastName: 'Rauf', position: title });
});

test('the keyboard moves the job up the order, the focus staying on it', async ({
  page,
  request,
}) => {
  await page.goto('/manage/jobs');
  const before = await publicTitles(request);
  const moveUp = jobRow(page).getByRole('button', { name: `Move up: ${title}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`${title} moved to position`))).toBeAttached();
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveUp).toBeFocused();
  await expect
    .poll(async () => (await publicTitles(request)).indexOf(title))
    .toBe(before.length - 3);

  await checkAtEveryViewport(page, 'admin-jobs');
});

test('unpublishing closes it again, then it is deleted after confirmation', async ({
  page,
  request,
}) => {
  await page.goto('/manage/jobs');
  await jobRow(page)
    .getByRole('button', { name: `Unpublish: ${title}` })
    .click();
  await expect(page.getByText(`${title} is no longer published.`)).toBeVisible();
  await expect(jobRow(page)).toContainText('Draft');
  expect(await publicTitles(request)).not.toContain(title);

  await jobRow(page)
    .getByRole('button', { name: `Delete: ${title}` })
    .click();
  await page
    .getByRole('dialog', { name: `Delete ${title}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Job deleted.')).toBeVisible();
  await expect(jobRow(page)).toHaveCount(0);
});
