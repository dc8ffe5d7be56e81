import { expect, test, type Page } from '@playwright/test';
import { CONTEXT_MENU_VIEWPORT_MARGIN_PX } from '../packages/shared/src/constants';
import {
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';
import { clickOutsideDialog } from './support/dialog-helpers';
import {
  createInvoice,
  createService,
  dayMonthYear,
  uniqueInvoiceDate,
  type CreatedInvoice,
} from './support/invoice-data';

// This run's invoices share one date no other run uses, so the exact date filter finds them.
const tag = uniqueTag('Lst');
const invoiceDate = uniqueInvoiceDate();
const invoices: Record<'first' | 'second' | 'third', CreatedInvoice> = {} as never;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const hosting = await createService(request, {
    item: `${tag} Cloud hosting`,
    price_pkr: 125000.1,
  });
  const support = await createService(request, {
    item: `${tag} Support retainer`,
    price_pkr: 1080000.2,
  });
  invoices.first = await createInvoice(request, {
    customer_name: `${tag} Alpha GmbH`,
    invoice_date: invoiceDate,
    serviceIds: [hosting, support],
  });
  invoices.second = await createInvoice(request, {
    customer_name: `${tag} Beta AG`,
    invoice_date: invoiceDate,
    serviceIds: [hosting],
  });
  invoices.third = await createInvoice(request, {
    customer_name: `${tag} Gamma Ltd`,
    invoice_date: invoiceDate,
    serviceIds: [support],
  });
});

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

async function showRun(page: Page) {
  await page.goto(`/manage/invoices?date=${invoiceDate}`);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(3);
}

function rowOf(page: Page, invoice: CreatedInvoice) {
  return page.getByRole('row').filter({ hasText: invoice.number });
}

test('lists invoices with number, customer, date, status, services and total, filtered by exact date', async ({
  page,
}) => {
  await page.goto('/manage/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await page.getByLabel('Invoice date').fill(invoiceDate);
  await expect(page).toHaveURL(new RegExp(`date=${invoiceDate}`));
  const first = rowOf(page, invoices.first);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(3);
  await expect(first).toContainText(`${tag} Alpha GmbH`);
  await expect(first).toContainText(dayMonthYear(invoiceDate));
  await expect(first).toContainText(`${tag} Cloud hosting, ${tag} Support retainer`);
  await expect(first).toContainText('1,205,000.30');
  await expect(first.getByText('Draft')).toHaveClass(/status-badge--neutral/);
  await expectNoAxeViolations(page);

  // The sequence part and "-INV": two digits alone could also sit in another number's date.
  await page
    .getByLabel('Invoice number')
    .fill(invoices.second.number.split('-').slice(0, 2).join('-'));
  await expect(page).toHaveURL(/number=/);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/manage\/invoices$/);
  await page.getByLabel('Invoice date').fill('2039-12-31');
  await expect(page.getByText('No invoices found.')).toBeVisible();
});

test('sorts on the server, keeping the sort in the URL', async ({ page }) => {
  await showRun(page);
  await page.getByRole('button', { name: 'Total Price (PKR)' }).click();
  await expect(page).toHaveURL(/sort=total_price%3Aasc|sort=total_price:asc/);
  await expect(page.getByRole('row').filter({ hasText: tag }).first()).toContainText(
    invoices.second.number,
  );
  await page.getByRole('button', { name: 'Total Price (PKR)' }).click();
  await expect(page.getByRole('row').filter({ hasText: tag }).first()).toContainText(
    invoices.first.number,
  );
});

test('a right-click opens the menu inside the viewport; a click elsewhere or Escape closes it; statuses change', async ({
  page,
}) => {
  await showRun(page);
  const row = rowOf(page, invoices.first);
  const viewport = page.viewportSize()!;
  const box = (await row.boundingBox())!;
  await row.click({ button: 'right', position: { x: box.width - 4, y: box.height / 2 } });
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Download PDF',
    'Send by e-mail',
    'Mark as Paid',
    'Mark as Draft',
    'Mark as Cancelled',
    'Mark as Sent',
    'Duplicate',
    'Delete',
  ]);
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(
    viewport.width - CONTEXT_MENU_VIEWPORT_MARGIN_PX + 1,
  );
  await page.getByRole('heading', { name: 'Invoices' }).click();
  await expect(menu).toBeHidden();

  await row.click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  const expected = {
    Paid: 'success',
    Cancelled: 'danger',
    Sent: 'info',
    Draft: 'neutral',
  } as const;
  for (const [status, tone] of Object.entries(expected)) {
    await row.click({ button: 'right' });
    await page.getByRole('menuitem', { name: `Mark as ${status}` }).click();
    await expect(row.getByText(status, { exact: true })).toHaveClass(
      new RegExp(`status-badge--${tone}`),
    );
  }
  const paidColour = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-success-700').trim(),
  );
  expect(paidColour).not.toBe('');
});

test('the menu is reachable from the keyboard: Shift+F10 on a focused row and the Actions button', async ({
  page,
}) => {
  await showRun(page);
  const row = rowOf(page, invoices.second);
  await row.focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: 'Download PDF' })).toBeFocused();
  // Past "Send by e-mail" to "Mark as Paid".
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Mark as Paid' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  await row
    .getByRole('button', { name: `Actions for invoice ${invoices.second.number}` })
    .press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(
    row.getByRole('button', { name: `Actions for invoice ${invoices.second.number}` }),
  ).toBeFocused();
});

test('Edit Invoice opens on double-click and Enter, refuses a blank line and saves the rest', async ({
  page,
}) => {
  await showRun(page);
  const row = rowOf(page, invoices.third);
  await row.dblclick();
  const dialog = page.getByRole('dialog', { name: `Edit Invoice #${invoices.third.number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Total Price: 1,080,000.20 PKR')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Service name cannot be empty')).toBeVisible();
  await expect(
    dialog
      .getByRole('alert')
      .filter({ hasText: 'Failed to save invoice. Make sure all fields are valid and try again.' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove service 2' }).click();

  // By role and exact name: the label of the Customer e-mail field holds `Customer` too.
  await dialog.getByRole('textbox', { name: 'Customer', exact: true }).fill(`${tag} Gamma Holding`);
  await dialog.getByRole('spinbutton', { name: 'Price (PKR) of service 1' }).fill('1000000');
  await expect(dialog.getByText('Total Price: 1,000,000.00 PKR')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`${tag} Gamma Holding`);
  await expect(row).toContainText('1,000,000.00');

  await row.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: `Edit Invoice #${invoices.third.number}` }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await row.dblclick();
  await clickOutsideDialog(page, page.getByRole('dialog'));
});

test('bulk actions change the status of the selected rows and delete them after one confirmation', async ({
  page,
}) => {
  await showRun(page);
  await rowOf(page, invoices.first).getByRole('checkbox').check();
  await rowOf(page, invoices.third).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected invoices' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Mark as Sent' }).click();
  await expect(page.getByText('2 invoices marked as Sent.')).toBeVisible();
  await expect(rowOf(page, invoices.first).getByText('Sent', { exact: true })).toBeVisible();
  await expect(rowOf(page, invoices.third).getByText('Sent', { exact: true })).toBeVisible();

  await rowOf(page, invoices.first).getByRole('checkbox').check();
  await rowOf(page, invoices.third).getByRole('checkbox').check();
  await saveScreenshot(page, 'invoices-bulk-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'invoices-bulk-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete these 2 invoices?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 invoices deleted.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
});

test('deletes one invoice from its menu after `Are you sure you want to delete this invoice?`', async ({
  page,
}) => {
  await showRun(page).catch(() => undefined);
  const row = rowOf(page, invoices.second);
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this invoice?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Invoice deleted.')).toBeVisible();
  await expect(page.getByText('No invoices found.')).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const viewport of VIEWPORTS) {
  test(`screenshots of the Invoice List, its menu and the Edit dialog (${viewport.name})`, async ({
    page,
    request,
  }) => {
    const date = uniqueInvoiceDate();
    const hosting = await createService(request, {
      item: 'Cloud hosting (monthly)',
      price_pkr: 125000,
    });
    const design = await createService(request, { item: 'UI design sprint', price_pkr: 480000.5 });
    await createInvoice(request, {
      customer_name: 'Hamza Ahmed GmbH',
      invoice_date: date,
      serviceIds: [hosting, design],
    });
    await createInvoice(request, {
      customer_name: 'Hira Butt AG',
      invoice_date: date,
      serviceIds: [design],
    });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/manage/invoices');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await saveScreenshot(page, `invoices-list-${viewport.width}`);
    await page.goto(`/manage/invoices?date=${date}`);
    const row = page.getByRole('row').filter({ hasText: 'Hamza Ahmed GmbH' });
    await row.getByRole('button', { name: /^Actions for invoice/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await saveScreenshot(page, `invoices-menu-${viewport.width}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await row.dblclick();
    await page.getByRole('dialog').getByRole('button', { name: 'Add Service' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service name cannot be empty')).toBeVisible();
    await saveScreenshot(page, `invoices-edit-${viewport.width}`);
    await expectNoAxeViolations(page);
  });
}
