import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminHeaders,
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';
import {
  createInvoice,
  createService,
  dayMonthYear,
  type CreatedInvoice,
} from './support/invoice-data';

// The invoice lifecycle: Overdue, the lock of a Sent invoice and an Admin's unlock, Duplicate.
const tag = uniqueTag('life');

/**
 * A calendar date of the 2010s no other run uses: an invoice of that day is long past its due
 * date, and the list's exact date filter finds this run's invoices.
 */
function uniquePastDate(): string {
  const day = new Date(Date.UTC(2010, 0, 1) + Math.floor(Math.random() * 3650) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

const invoiceDate = uniquePastDate();
let sent: CreatedInvoice;
let draft: CreatedInvoice;

async function setStatus(request: APIRequestContext, invoice: CreatedInvoice, status: string) {
  const response = await request.put(`/api/invoices/${invoice.id}`, {
    headers: await adminHeaders(request),
    data: { data: { status } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// Each test walks several pages and dialogs: room for a slow, busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeAll(async ({ request }) => {
  const hosting = await createService(request, { item: `${tag} Hosting`, price_pkr: 45_000 });
  const support = await createService(request, { item: `${tag} Support`, price_pkr: 12_500.5 });
  sent = await createInvoice(request, {
    customer_name: `${tag} Sent Customer`,
    invoice_date: invoiceDate,
    serviceIds: [hosting, support],
  });
  draft = await createInvoice(request, {
    customer_name: `${tag} Draft Customer`,
    invoice_date: invoiceDate,
    serviceIds: [hosting],
  });
  await setStatus(request, sent, 'Sent');
});

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

/** The Invoice List showing this run's invoices (their date), settled. */
async function openList(page: Page, query = '') {
  await page.goto(`/manage/invoices?date=${invoiceDate}${query}`);
  await expect(page.locator('.data-table--fetching')).toHaveCount(0);
}

const rowOf = (page: Page, invoice: CreatedInvoice) =>
  page.getByRole('row').filter({ hasText: invoice.number });

test('a Sent invoice past its due date shows Overdue beside its status, and the Overdue filter finds it', async ({
  page,
}) => {
  await openList(page);
  const sentRow = rowOf(page, sent);
  await expect(sentRow.getByText('Sent', { exact: true })).toBeVisible();
  await expect(sentRow.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(rowOf(page, draft).getByText('Overdue', { exact: true })).toHaveCount(0);
  const dueDate = new Date(`${invoiceDate}T00:00:00Z`);
  dueDate.setUTCDate(dueDate.getUTCDate() + 7);
  await expect(sentRow).toContainText(dayMonthYear(dueDate.toISOString().slice(0, 10)));

  await page.getByLabel('Status').selectOption({ label: 'Overdue (Sent, past due)' });
  await expect(page).toHaveURL(/[?&]overdue=true/);
  await expect(rowOf(page, sent)).toBeVisible();
  await expect(rowOf(page, draft)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'invoice-lifecycle-overdue-1280');

  await openList(page, '&status=Draft');
  await expect(page.getByLabel('Status')).toHaveValue('Draft');
  await expect(rowOf(page, draft)).toBeVisible();
  await expect(rowOf(page, sent)).toHaveCount(0);
});

test('a Sent invoice opens read-only as locked; an Admin unlocks it with a reason, edits it, and the save locks it again', async ({
  page,
}) => {
  await openList(page);
  await rowOf(page, sent).dblclick();
  const dialog = page.getByRole('dialog', { name: `Edit Invoice #${sent.number}` });
  await expect(dialog.getByRole('note')).toContainText('Sent invoices are locked');
  await expect(dialog.getByRole('textbox', { name: 'Customer', exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(dialog.getByText(`${tag} Support`)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'invoice-lifecycle-locked-1280');

  await dialog.getByRole('button', { name: 'Unlock…' }).click();
  const unlock = page.getByRole('dialog', { name: `Unlock invoice ${sent.number}` });
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock.getByText('Reason is required.')).toBeVisible();
  await unlock.getByLabel('Reason').fill('The customer changed its name');
  await expectNoAxeViolations(page);
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock).toBeHidden();

  await expect(dialog.getByRole('note')).toContainText('The customer changed its name');
  const customer = dialog.getByRole('textbox', { name: 'Customer', exact: true });
  await customer.fill(`${tag} Renamed Customer`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, sent)).toContainText(`${tag} Renamed Customer`);

  await rowOf(page, sent).dblclick();
  await expect(
    page.getByRole('dialog', { name: `Edit Invoice #${sent.number}` }).getByRole('note'),
  ).toContainText('Sent invoices are locked');
});

test('Duplicate makes a new Draft with the same customer and lines, and names its number', async ({
  page,
}) => {
  await openList(page);
  await rowOf(page, sent)
    .getByRole('button', { name: `Actions for invoice ${sent.number}` })
    .click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const notice = page.getByText(
    new RegExp(`^Invoice (\\d{2,}-INV-\\d{8}) created as a Draft copy of ${sent.number}\\.$`),
  );
  await expect(notice).toBeVisible();
  const copyNumber = /^Invoice (\S+) created/.exec((await notice.textContent()) ?? '')![1]!;

  await page.goto(`/manage/invoices?number=${encodeURIComponent(copyNumber)}`);
  const copyRow = page.getByRole('row').filter({ hasText: copyNumber });
  await expect(copyRow).toContainText(`${tag} Renamed Customer`);
  await expect(copyRow.getByText('Draft', { exact: true })).toBeVisible();
  await expect(copyRow).toContainText(`${tag} Hosting, ${tag} Support`);
  await expect(copyRow).toContainText('57,500.50');

  // The copy is a Draft: it opens as a form, not locked.
  await copyRow.dblclick();
  const dialog = page.getByRole('dialog', { name: `Edit Invoice #${copyNumber}` });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
});
