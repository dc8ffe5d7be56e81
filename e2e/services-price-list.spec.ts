import { expect, test, type Page, type Request } from '@playwright/test';
import {
  adminHeaders,
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// One item prefix for this run's services, so the tests find them among the demo price list.
const tag = uniqueTag('Svc');

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

async function showTagged(page: Page) {
  await page.goto('/manage/services');
  await page.getByPlaceholder('Filter by item').fill(tag);
  await expect(page).toHaveURL(new RegExp(`item=${tag}`));
}

function rowOf(page: Page, item: string) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Edit Item: ${item}`, exact: true }) });
}

/** Counts the PUTs to /api/services from now on. */
function countServiceUpdates(page: Page) {
  const updates: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/api\/services\/\d+$/.test(request.url()))
      updates.push(request);
  });
  return updates;
}

test('adds a service through the Add New Service dialog, checking the required fields first', async ({
  page,
}) => {
  await page.goto('/manage/services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Service' });
  await dialog.getByLabel('Date').fill('');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  for (const message of [
    'Item is required.',
    'Type is required.',
    'Rate is required.',
    'Price (PKR) is required.',
    'Date is required.',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByLabel('Item').fill(`${tag} Fibre line`);
  await dialog.getByLabel('Type').selectOption('Internet');
  await dialog.getByLabel('Tax').selectOption('GST');
  await dialog.getByLabel('Rate').fill('4500.5');
  await dialog.getByLabel('Price (PKR)').fill('13501.5');
  await dialog.getByLabel('Date').fill('2025-03-09');
  await dialog.getByLabel('Remarks').fill('Gulberg office');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Service added.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await showTagged(page);
  const row = rowOf(page, `${tag} Fibre line`);
  await expect(row).toContainText('09/03/2025');
  await expect(row).toContainText('Internet');
  await expect(row).toContainText('GST');
  await expect(row).toContainText('4,500.50');
  await expect(row).toContainText('13,501.50');
  await expect(row).toContainText('Gulberg office');
});

test('edits cells in place: saved on blur, Enter or a pick, never when unchanged, cancelled by Escape', async ({
  page,
}) => {
  await showTagged(page);
  const updates = countServiceUpdates(page);
  const item = `${tag} Fibre line`;

  // Text, saved on blur.
  await page.getByRole('button', { name: `Edit Item: ${item}` }).click();
  await page.getByRole('textbox', { name: 'Item' }).fill(`${item} Gulberg`);
  await page.getByRole('heading', { name: 'Services' }).click();
  await expect(page.getByRole('button', { name: `Edit Item: ${item} Gulberg` })).toBeVisible();
  expect(updates).toHaveLength(1);
  const row = rowOf(page, `${item} Gulberg`);

  // Number with step 0.01, saved on Enter.
  await row.getByRole('button', { name: /^Edit Price \(PKR\)/ }).click();
  const price = page.getByRole('spinbutton', { name: 'Price (PKR)' });
  await expect(price).toHaveAttribute('step', '0.01');
  await price.fill('14000.25');
  await price.press('Enter');
  await expect(row).toContainText('14,000.25');

  // Select, saved as soon as a value is picked.
  await row.getByRole('button', { name: /^Edit Type/ }).click();
  await row.getByRole('combobox', { name: 'Type' }).selectOption('Security');
  await expect(row.getByRole('button', { name: 'Edit Type: Security' })).toBeVisible();

  // Date and textarea.
  await row.getByRole('button', { name: /^Edit Date/ }).click();
  await row.locator('input[type="date"]').fill('2025-04-01');
  await row.locator('input[type="date"]').press('Enter');
  await expect(row).toContainText('01/04/2025');
  await row.getByRole('button', { name: /^Edit Remarks/ }).click();
  await row.getByRole('textbox', { name: 'Remarks' }).fill('Gulberg office, second floor');
  await row.getByRole('textbox', { name: 'Remarks' }).press('Control+Enter');
  await expect(row).toContainText('Gulberg office, second floor');
  await expect.poll(() => updates.length).toBe(5);

  // Unchanged: nothing is sent. Escape: the change is dropped.
  await row.getByRole('button', { name: /^Edit Rate/ }).click();
  await page.getByRole('spinbutton', { name: 'Rate' }).press('Enter');
  await row.getByRole('button', { name: /^Edit Rate/ }).press('Enter');
  await page.getByRole('spinbutton', { name: 'Rate' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Rate' }).press('Escape');
  await expect(row.getByRole('button', { name: /^Edit Rate/ })).toBeFocused();
  await expect(row).toContainText('4,500.50');
  expect(updates).toHaveLength(5);

  // One cell at a time (the row is found by its remarks while its item is being edited).
  await row.getByRole('button', { name: /^Edit Item/ }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'second floor' })
    .getByRole('button', { name: /^Edit Remarks/ })
    .click();
  await expect(page.getByRole('textbox', { name: 'Item' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Remarks' })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(rowOf(page, `${item} Gulberg`)).toContainText('14,000.25');
});

test('a refused edit is told and the cell shows the stored value again', async ({ page }) => {
  await showTagged(page);
  const row = rowOf(page, `${tag} Fibre line Gulberg`);
  await row.getByRole('button', { name: /^Edit Rate/ }).click();
  await page.getByRole('spinbutton', { name: 'Rate' }).fill('12.345');
  await page.getByRole('spinbutton', { name: 'Rate' }).press('Enter');
  await expect(page.getByText('Failed to update service.')).toBeVisible();
  await expect(page.getByText('Rate must have at most 2 decimals.')).toBeVisible();
  await expect(row).toContainText('4,500.50');
});

test('filters by item and by type, with All Types first', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const water = await request.post('/api/services', {
    headers,
    data: {
      data: {
        item: `${tag} Water cooler`,
        type: 'Water',
        rate: 50,
        price_pkr: 1500,
        date: '2025-05-05',
      },
    },
  });
  expect(water.status()).toBe(200);
  await showTagged(page);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await expect(page.getByLabel('Type').locator('option').first()).toHaveText('All Types');
  await page.getByLabel('Type').selectOption('Water');
  await expect(page).toHaveURL(/type=Water/);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: tag })).toContainText('Water cooler');
  await page.getByPlaceholder('Filter by item').fill(tag.toLowerCase());
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/manage\/services$/);
});

test('deletes a service after `Are you sure you want to delete this service?`', async ({
  page,
}) => {
  await showTagged(page);
  const item = `${tag} Water cooler`;
  await page.getByRole('button', { name: `Delete ${item}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this service?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, item)).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${item}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted.')).toBeVisible();
  await expect(rowOf(page, item)).toHaveCount(0);
});

test('the price list scrolls inside 500 px under a sticky header, pages on the server and passes axe', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  for (let index = 1; index <= 11; index += 1) {
    const created = await request.post('/api/services', {
      headers,
      data: {
        data: {
          item: `${tag} Page ${index}`,
          type: 'Stationery',
          rate: index,
          price_pkr: index * 10,
          date: '2025-01-01',
        },
      },
    });
    expect(created.status()).toBe(200);
  }
  await page.goto(`/manage/services?item=${tag}%20Page&pageSize=10`);
  await expect(page.getByRole('button', { name: /^Edit Item/ })).toHaveCount(10);
  const scroll = page.locator('.data-table__scroll');
  expect(await scroll.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('500px');
  expect(await scroll.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
    true,
  );
  expect(
    await page
      .locator('thead th')
      .first()
      .evaluate((element) => getComputedStyle(element).position),
  ).toBe('sticky');
  await expect(page.getByText('of 11 services')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: /^Edit Item/ })).toHaveCount(1);
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page.getByRole('button', { name: /^Edit Item/ })).toHaveCount(11);
  await expectNoAxeViolations(page);
});

for (const viewport of VIEWPORTS) {
  test(`screenshots of the Services tab (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/manage/services');
    await expect(page.getByRole('button', { name: /^Edit Item/ }).first()).toBeVisible();
    await saveScreenshot(page, `services-${viewport.width}`);
    await page
      .getByRole('button', { name: /^Edit Item/ })
      .first()
      .click();
    await saveScreenshot(page, `services-editing-${viewport.width}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByText('Item is required.')).toBeVisible();
    await saveScreenshot(page, `services-add-dialog-${viewport.width}`);
    await expectNoAxeViolations(page);
  });
}
