import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { NO_EXCHANGE_RATE_MESSAGE } from '../packages/shared/src/invoice';
import { adminHeaders, uniqueTag, useAdminSession, VIEWPORTS } from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';
import {
  createInvoice,
  createService,
  uniqueInvoiceDate,
  type CreatedInvoice,
} from './support/invoice-data';

// The test server's exchange-rate source is unreachable: no rate is known until one is entered by hand.
const tag = uniqueTag('Pdf');
const invoiceDate = uniqueInvoiceDate();
let first: CreatedInvoice;
let second: CreatedInvoice;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const hosting = await createService(request, {
    item: `${tag} Cloud hosting`,
    price_pkr: 125000.1,
    remarks: 'June',
  });
  const support = await createService(request, {
    item: `${tag} Support retainer`,
    price_pkr: 80000,
  });
  first = await createInvoice(request, {
    customer_name: `${tag} Alpha GmbH`,
    invoice_date: invoiceDate,
    serviceIds: [hosting, support],
  });
  second = await createInvoice(request, {
    customer_name: `${tag} Beta AG`,
    invoice_date: invoiceDate,
    serviceIds: [support],
  });
});

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

async function showRun(page: Page) {
  await page.goto(`/manage/invoices?date=${invoiceDate}`);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
}

async function expectPdf(download: Download, invoice: CreatedInvoice) {
  expect(download.suggestedFilename()).toBe(`Invoice-${invoice.number}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

test('with no EUR rate known, the server’s message asks for one; entered by hand, the PDF downloads', async ({
  page,
}) => {
  await showRun(page);
  const row = page.getByRole('row').filter({ hasText: first.number });
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();

  const dialog = page.getByRole('dialog', { name: 'Enter the EUR rate' });
  await expect(dialog).toContainText(NO_EXCHANGE_RATE_MESSAGE);
  await dialog.getByLabel('PKR per 1 EUR').fill('0');
  await dialog.getByRole('button', { name: 'Save rate and download' }).click();
  await expect(dialog.getByText('EUR rate must be a number greater than 0.')).toBeVisible();

  await dialog.getByLabel('PKR per 1 EUR').fill('311.27');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save rate and download' }).click();
  await expectPdf(await downloading, first);
  await expect(dialog).toBeHidden();

  // The rate is kept on the invoice: the next download needs no question.
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: `Actions for invoice ${first.number}` }).click();
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  await expectPdf(await again, first);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the selected invoices’ PDFs download one after the other', async ({ page, request }) => {
  const rate = await request.put(`/api/invoices/${second.id}`, {
    headers: await adminHeaders(request),
    data: { data: { eur_rate: 305.5 } },
  });
  expect(rate.status()).toBe(200);
  await showRun(page);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await page
    .getByRole('region', { name: 'Selected invoices' })
    .getByRole('button', { name: 'Download PDFs' })
    .click();
  await expect.poll(() => downloads.length).toBe(2);
  const byName = new Map(downloads.map((download) => [download.suggestedFilename(), download]));
  await expectPdf(byName.get(`Invoice-${first.number}.pdf`)!, first);
  await expectPdf(byName.get(`Invoice-${second.number}.pdf`)!, second);
});

test('an invoice deleted meanwhile answers `Invoice data not found.`', async ({
  page,
  request,
}) => {
  await showRun(page);
  const removed = await request.delete(`/api/invoices/${second.id}`, {
    headers: await adminHeaders(request),
  });
  expect(removed.status()).toBe(200);
  await page.getByRole('row').filter({ hasText: second.number }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  await expect(page.getByText('Invoice data not found.')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`screenshots of the EUR rate dialog (${viewport.name})`, async ({ page, request }) => {
    const date = uniqueInvoiceDate();
    const service = await createService(request, {
      item: `${tag} Design sprint`,
      price_pkr: 480000.5,
    });
    const invoice = await createInvoice(request, {
      customer_name: 'Hamza Ahmed GmbH',
      invoice_date: date,
      serviceIds: [service],
    });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/manage/invoices?date=${date}`);
    await page.getByRole('button', { name: `Actions for invoice ${invoice.number}` }).click();
    await page.getByRole('menuitem', { name: 'Download PDF' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter the EUR rate' })).toBeVisible();
    await saveScreenshot(page, `invoices-eur-rate-${viewport.width}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
}
