import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  submitApplication,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

/**
 * Opens the Dashboard and waits for its figures: the tab's code, then the visit, then the
 * figures arrive one after the other, which takes longer than one expect on a busy machine.
 */
async function openDashboard(page: Page) {
  await page.goto('/manage/dashboard');
  await expect(page.getByRole('link', { name: /^New applications/ })).toBeVisible({
    timeout: 15_000,
  });
}

/** The number a figure card shows, read from the link it is. */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .locator('.dashboard-card__value')
    .textContent();
  return Number(text?.replace(/,/g, ''));
}

test('/manage opens the Dashboard: figures, the chart drawn, and its table alternative', async ({
  page,
}) => {
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/manage\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const chart = page.getByRole('img', { name: /^Bar chart: total of sent and paid invoices/ });
  await expect(chart).toBeVisible({ timeout: 15_000 });
  // Chart.js sized the canvas to its box and drew on it: some pixels are not blank.
  const drawn = await chart.evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    return canvas.width > 0 && pixels.some((value) => value !== 0);
  });
  expect(drawn).toBe(true);

  const table = page.getByRole('table', { name: 'Invoices per month' });
  await expect(table).toBeHidden();
  await page.getByText('Show the figures as a table').click();
  await expect(table).toBeVisible();
  // The header row and twelve months.
  await expect(table.getByRole('row')).toHaveCount(13);
});

test('a new application counts as new while the visit goes on', async ({ page, request }) => {
  await openDashboard(page);
  const before = await figure(page, 'New applications');

  await submitApplication(request, { firstName: 'Noor', lastName: uniqueTag('Dsh') });
  await page.reload();
  await expect(page.getByRole('link', { name: /^New applications/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => figure(page, 'New applications')).toBe(before + 1);
});

test('the figures lead to the lists they count, filtered', async ({ page }) => {
  await openDashboard(page);

  await page.getByRole('link', { name: /^Outstanding invoices/ }).click();
  await expect(page).toHaveURL(/\/manage\/invoices\?status=Sent$/);
  await expect(page.getByRole('heading', { name: 'Invoices', level: 2 })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: /^Overdue invoices/ }).click();
  await expect(page).toHaveURL(/\/manage\/invoices\?overdue=true$/);
  await expect(page.getByRole('heading', { name: 'Invoices', level: 2 })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: /^Pending/ }).click();
  await expect(page).toHaveURL(/\/manage\/applications\?status=Pending$/);
  await expect(page.getByRole('heading', { name: 'Applications', level: 2 })).toBeVisible();
  for (const status of await page
    .getByRole('row')
    .getByLabel(/^Status of /)
    .all())
    await expect(status).toHaveValue('Pending');

  await page.goBack();
  const position = page
    .getByRole('region', { name: 'Open applications by position' })
    .getByRole('link')
    .first();
  const title = (await position.locator('span').first().textContent())!;
  await position.click();
  await expect(page).toHaveURL(
    `/manage/applications?${new URLSearchParams({ position: title }).toString()}`,
  );
  await expect(page.getByRole('heading', { name: 'Applications', level: 2 })).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the Dashboard and the sections look right and pass axe at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openDashboard(page);
    await expect(page.getByRole('img', { name: /^Bar chart/ })).toBeVisible();
    await page.getByText('Show the figures as a table').click();
    // Every section is reachable without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-dashboard-${viewport.width}`);

    const nav = sections(page);
    const menu = nav.getByRole('button', { name: /^Sections/ });
    if (viewport.width < 1024) {
      // Phones: the sections wait behind the Menu button.
      await expect(nav.getByRole('link', { name: 'Invoices' })).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `admin-sections-menu-${viewport.width}`, { fullPage: false });
    } else {
      await expect(menu).toBeHidden();
    }
    for (const name of ['Dashboard', 'Invoices', 'Testimonials', 'Audit log', 'Data protection'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'Data protection' }).click();
    await expect(page).toHaveURL(/\/manage\/data-protection$/);
    await expect(page.getByRole('heading', { name: 'Data protection', level: 2 })).toBeVisible();
  });
}
