import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import {
  adminHeaders,
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
  VIEWPORTS,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';
import { createInvoice, createService, uniqueInvoiceDate } from './support/invoice-data';

// Saving ends the examples for the whole run: only the bank details change, so that the later
// specs still find the firm's names and addresses.
const OWN_BANK = {
  bankName: 'Westminster Test Bank',
  iban: 'GB82 WEST 1234 5698 7654 32',
  bic: 'WESTGB2L',
};

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Company details are examples' });

for (const viewport of VIEWPORTS) {
  test(`the Settings tab with the examples banner looks right and passes axe at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/manage/settings');
    await expect(page.getByRole('heading', { name: 'Company settings', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Legal name')).toHaveValue('Ravi Software GmbH');
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `admin-company-settings-${viewport.width}`);
  });
}

test('saved bank details end the examples banner and are printed on the invoice PDF', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('Company');
  const date = uniqueInvoiceDate();
  const service = await createService(request, { item: `${tag} Retainer`, price_pkr: 90000 });
  const invoice = await createInvoice(request, {
    customer_name: `${tag} GmbH`,
    invoice_date: date,
    serviceIds: [service],
  });
  // The test server knows no EUR rate: the invoice keeps one entered by hand.
  const rate = await request.put(`/api/invoices/${invoice.id}`, {
    headers: await adminHeaders(request),
    data: { data: { eur_rate: 300 } },
  });
  expect(rate.status()).toBe(200);

  await page.goto('/manage/applications');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('link', { name: 'set yours in Settings' }).click();
  await expect(page).toHaveURL(/\/manage\/settings$/);

  const bank = page.getByRole('group', { name: 'Bank' });
  await bank.getByLabel('Bank name').fill(OWN_BANK.bankName);
  await bank.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 31');
  await bank.getByLabel('BIC').fill(OWN_BANK.bic);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(bank.getByText('IBAN is not valid (checksum).')).toBeVisible();

  await bank.getByLabel('IBAN').fill(OWN_BANK.iban);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Company settings saved.')).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await page.goto(`/manage/invoices?date=${date}`);
  await page.getByRole('button', { name: `Actions for invoice ${invoice.number}` }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  const pdf = (await (await downloading).path())!;
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(
    /[ \t]+/g,
    ' ',
  );
  expect(text).toContain(`IBAN: ${OWN_BANK.iban}`);
  expect(text).toContain(`BIC: ${OWN_BANK.bic}`);
  expect(text).toContain(OWN_BANK.bankName);
  expect(text).not.toContain('Example bank details');
});
