import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  submitApplication,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// The page loads the application, its history and its resume at once: on a loaded machine that
// takes longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// One family name for this run's applicants, so the list filtered by it holds only them.
const family = uniqueTag('Dtl');
// Eleven, so that ten a page puts the last one on page 2; sorted by first name, A to K.
const FIRST_NAMES = [
  'Amna',
  'Bilal',
  'Chand',
  'Danish',
  'Eman',
  'Farah',
  'Ghazal',
  'Hamza',
  'Iqra',
  'Junaid',
  'Kiran',
];
const ids: Record<string, number> = {};
// pdf.js and its worker are loaded on the page's first resume: slow on a loaded machine.
const RENDER_TIMEOUT = 20_000;
const LIST_QUERY = `name=${family.toLowerCase()}&sort=firstName:asc&pageSize=10`;

/** A two-page PDF with a line of text on each page, its cross-reference table worked out. */
function twoPagePdf(title: string): Buffer {
  const page = (contents: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 7 0 R >> >> >>`;
  const text = (line: string) => {
    const stream = `BT /F1 28 Tf 72 700 Td (${line}) Tj ET`;
    return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  };
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>',
    page(4),
    text(`${title}: page one`),
    page(6),
    text(`${title}: page two`),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function apply(request: APIRequestContext, firstName: string) {
  const { data } = await submitApplication(
    request,
    {
      firstName,
      lastName: family,
      coverLetter: `${firstName} would like to build your clients’ products with you.`,
    },
    { name: `resume-${firstName}.pdf`, buffer: twoPagePdf(`Resume of ${firstName}`) },
  );
  return data.id;
}

// Each test drives several pages, pdf.js among them: more than the default 30 s on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  for (const firstName of FIRST_NAMES) ids[firstName] = await apply(request, firstName);
});

/** Fails the test on any Content Security Policy report the page logs (pdf.js must fit it). */
function failOnCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

const pagePath = (firstName: string) => new RegExp(`/manage/applications/${ids[firstName]}\\?`);
const timeline = (page: Page) =>
  page.getByRole('list', { name: 'Changes and notes, newest first' });

test('opens from the filtered, sorted list with the resume drawn in the page; Back returns to the same list', async ({
  page,
}) => {
  const violations = failOnCspViolations(page);
  await page.goto(`/manage/applications?${LIST_QUERY}`);
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(10);
  await page.getByRole('link', { name: `Bilal ${family}` }).click();
  await expect(page).toHaveURL(pagePath('Bilal'));
  await expect(page).toHaveURL(new RegExp(`name=${family.toLowerCase()}`));
  await expect(page.getByRole('heading', { level: 2, name: `Bilal ${family}` })).toBeVisible();
  await expect(page.getByText('Bilal would like to build your clients’ products')).toBeVisible();

  // pdf.js drew the first page on the canvas, then the second; the zoom changes its size.
  const canvas = page.locator('canvas.resume-viewer__canvas');
  await expect(canvas).toHaveAttribute('data-rendered-page', '1', { timeout: RENDER_TIMEOUT });
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const fitted = (await canvas.boundingBox())!.width;
  expect(fitted).toBeGreaterThan(200);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(canvas).toHaveAttribute('data-rendered-page', '2');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(fitted);
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeCloseTo(fitted, 0);
  await expect(page.getByRole('button', { name: 'Download resume-Bilal.pdf' })).toBeVisible();
  // The canvas holds the drawn page: some of its pixels are ink.
  const inked = await canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(100);
  expect(violations).toEqual([]);

  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/manage/applications\\?${LIST_QUERY.replace(/[:]/g, '(:|%3A)')}`),
  );
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(10);
  await expect(page.getByLabel('Search by name')).toHaveValue(family.toLowerCase());

  // The browser's Back does the same.
  await page.getByRole('link', { name: `Amna ${family}` }).click();
  await expect(page).toHaveURL(pagePath('Amna'));
  await page.goBack();
  await expect(page).toHaveURL(/\/manage\/applications\?/);
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(10);
});

test('a note and a status change appear in the timeline', async ({ page }) => {
  await page.goto(`/manage/applications/${ids.Amna}?${LIST_QUERY}`);
  await page.getByLabel('Add a note').fill('Called back: available from October.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline(page).getByText('Called back: available from October.')).toBeVisible();

  await page.getByLabel(`Status of Amna ${family}`).selectOption('Shortlisted');
  await expect(page.getByText('Status set to Shortlisted.')).toBeVisible();
  const change = timeline(page).getByRole('listitem').filter({ hasText: 'changed' }).first();
  await expect(change).toContainText('Status: Pending');
  await expect(change).toContainText('Shortlisted');
  await expect(timeline(page).getByRole('listitem').first()).toContainText('Shortlisted');

  await page.reload();
  await expect(timeline(page).getByText('Called back: available from October.')).toBeVisible();
  await expect(page.getByLabel(`Status of Amna ${family}`)).toHaveValue('Shortlisted');
});

test('previous and next follow the list, across its pages, from the keyboard', async ({ page }) => {
  await page.goto(`/manage/applications/${ids.Junaid}?${LIST_QUERY}`);
  await expect(page.getByText('10 of 11')).toBeVisible();
  await page.getByRole('link', { name: 'Next application' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pagePath('Kiran'));
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('heading', { level: 2, name: `Kiran ${family}` })).toBeVisible();
  await expect(page.getByText('11 of 11')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next application' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Previous application' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pagePath('Junaid'));
  await expect(page).not.toHaveURL(/page=2/);
  await page.getByRole('link', { name: 'Previous application' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Iqra ${family}` })).toBeVisible();

  // Back to the list lands on the page the last application shown was on.
  await page.goto(`/manage/applications/${ids.Kiran}?${LIST_QUERY}&page=2`);
  await page.getByRole('link', { name: 'Back to applications' }).click();
  await expect(page.getByRole('row').filter({ hasText: family })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Kiran ${family}` })).toBeVisible();
});

test('the list shows when each was last changed and how long it waited in its status', async ({
  page,
}) => {
  await page.goto(`/manage/applications?${LIST_QUERY}`);
  const amna = page.getByRole('row').filter({ hasText: `Amna ${family}` });
  await expect(amna).toContainText('in Shortlisted since today');
  await page.getByRole('button', { name: 'Last changed' }).click();
  await expect(page).toHaveURL(/sort=updatedAt(:|%3A)asc/);
  await page.getByRole('button', { name: 'Last changed' }).click();
  await expect(page.getByRole('row').filter({ hasText: family }).first()).toContainText('Amna');
  await page.getByLabel('Unchanged for').selectOption('More than 7 days');
  await expect(page).toHaveURL(/unchangedFor=7/);
  await expect(page.getByText('No applications match these filters.')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the application's page passes axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/manage/applications/${ids.Amna}?${LIST_QUERY}`);
    await expect(page.locator('canvas.resume-viewer__canvas')).toHaveAttribute(
      'data-rendered-page',
      '1',
      { timeout: RENDER_TIMEOUT },
    );
    await expect(page.getByText('Loading the history…')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `application-page-${viewport.width}`);
  });
}
