import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';
import { createService, dayMonthYear, uniqueInvoiceDate } from './support/invoice-data';

// One item prefix for this run's services, so the picker can be narrowed to them.
const tag = uniqueTag('Inv');
const invoiceDate = uniqueInvoiceDate();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await createService(request, { item: `${tag} Cloud hosting`, price_pkr: 125000.1 });
  await createService(request, { item: `${tag} Support retainer`, price_pkr: 80000.2 });
  await createService(request, { item: `${tag} Domain renewal`, price_pkr: 4500 });
});

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

test('creates an invoice from picked services, numbered by the server, with a toast that hides by itself', async ({
  page,
}) => {
  await page.goto('/manage/invoices/new');
  await expect(page.getByRole('link', { name: 'Create Invoice' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByLabel('Status').locator('option')).toHaveText(['Select Status', 'Draft']);
  await expect(page.getByText('No services selected.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();

  await page.getByRole('searchbox', { name: 'Search services' }).fill(tag);
  const picker = page.getByRole('combobox', { name: 'Add Service' });
  await expect(picker.locator('option')).toHaveCount(4);
  for (const item of ['Cloud hosting', 'Support retainer', 'Domain renewal']) {
    await picker.selectOption({
      label: (await picker.locator('option', { hasText: item }).textContent())!,
    });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect(picker.locator('option')).toHaveCount(1);
  await expect(page.getByLabel('Total Price (PKR)')).toHaveValue('209,500.30');
  await page.getByRole('button', { name: `Remove ${tag} Domain renewal` }).click();
  await expect(picker.locator('option', { hasText: 'Domain renewal' })).toHaveCount(1);
  await expect(page.getByLabel('Total Price (PKR)')).toHaveValue('205,000.30');
  await expectNoAxeViolations(page);

  await page.getByLabel('Customer Name').fill(`${tag} Hamza Ahmed GmbH`);
  await page.getByLabel('Invoice Date').fill(invoiceDate);
  await page.getByLabel('Status').selectOption('Draft');
  await page.getByRole('button', { name: 'Save Invoice' }).click();

  const [year, month, day] = invoiceDate.split('-');
  const toast = page.getByText(
    new RegExp(`^Invoice \\d{2,}-INV-${day}${month}${year} created successfully!$`),
  );
  await expect(toast).toBeVisible();
  const number = (await toast.textContent())!.split(' ')[1]!;
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThan(viewport.width / 2);
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  await expect(page.getByLabel('Customer Name')).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(page.getByText('No services selected.')).toBeVisible();
  await expect(page.getByLabel('Total Price (PKR)')).toHaveValue('0.00');
  await expect(toast).toBeHidden({ timeout: 6000 });

  await page.getByRole('link', { name: 'Invoice List' }).click();
  await page.getByLabel('Invoice date').fill(invoiceDate);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(`${tag} Hamza Ahmed GmbH`);
  await expect(row).toContainText(dayMonthYear(invoiceDate));
  await expect(row).toContainText('Draft');
  await expect(row).toContainText(`${tag} Cloud hosting, ${tag} Support retainer`);
  await expect(row).toContainText('205,000.30');
});

test('asks for customer name, date and status before saving', async ({ page }) => {
  await page.goto('/manage/invoices/new');
  await page.getByLabel('Invoice Date').fill('');
  await page.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(page.getByText('Customer name is required.')).toBeVisible();
  await expect(page.getByText('Invoice date is required.')).toBeVisible();
  await expect(page.getByText('Status is required.')).toBeVisible();
});

test('says `Failed to create invoice.` when the server fails, keeping the form', async ({
  page,
}) => {
  await page.route('**/api/invoices', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            error: {
              status: 500,
              name: 'InternalServerError',
              message: 'Internal Server Error',
              details: {},
            },
          }),
        })
      : route.continue(),
  );
  await page.goto('/manage/invoices/new');
  await page.getByLabel('Customer Name').fill(`${tag} Hira Butt`);
  await page.getByLabel('Status').selectOption('Draft');
  await page.getByRole('button', { name: 'Save Invoice' }).click();
  await expect(page.getByText('Failed to create invoice.')).toBeVisible();
  await expect(page.getByLabel('Customer Name')).toHaveValue(`${tag} Hira Butt`);
});

for (const viewport of VIEWPORTS) {
  test(`screenshots of Create Invoice (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/manage/invoices/new');
    await page.getByLabel('Customer Name').fill('Hamza Ahmed GmbH');
    await page.getByLabel('Status').selectOption('Draft');
    await page.getByRole('searchbox', { name: 'Search services' }).fill(tag);
    const picker = page.getByRole('combobox', { name: 'Add Service' });
    await expect(picker.locator('option')).toHaveCount(4);
    for (const index of [1, 1]) {
      await picker.selectOption({ index });
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await saveScreenshot(page, `invoices-create-${viewport.width}`);
  });
}
