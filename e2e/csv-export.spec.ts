import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  adminHeaders,
  expectNoAxeViolations,
  uniqueTag,
  useAdminSession,
} from './support/admin-helpers';
import { saveScreenshot } from './support/screenshots';

// One item prefix for this run's services, so the filter finds them among the demo price list.
const tag = uniqueTag('Csv');

test.beforeEach(async ({ page, request }) => useAdminSession(page, request));

test('exports the filtered, sorted price list as a CSV file a spreadsheet opens safely', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const services = [
    { item: `${tag} Fibre line`, price_pkr: 1234.5, remarks: '=HYPERLINK("http://x","y")' },
    { item: `${tag} Café rent`, price_pkr: 250000, remarks: 'Lahore, "Gulberg"\nsecond floor' },
    { item: `${tag} Power`, price_pkr: 99.99, remarks: '@SUM(1)' },
  ];
  for (const service of services) {
    const created = await request.post('/api/services', {
      headers,
      data: { data: { type: 'Internet', rate: 10, date: '2026-01-15', ...service } },
    });
    expect(created.status()).toBe(200);
  }

  await page.goto(`/manage/services?item=${tag}&sort=price_pkr:desc`);
  await expect(page.getByRole('cell', { name: `Edit Item: ${tag} Power` })).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'csv-export-services');

  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^services-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(exportButton).toBeEnabled();

  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('ID,Item,Type,Tax,Rate (PKR),Price (PKR),Date,Remarks');
  // Only the filtered services, most expensive first as the list shows them; the cells as typed.
  expect(text).toContain(
    `,${tag} Café rent,Internet,,10.00,250000.00,2026-01-15,"Lahore, ""Gulberg""\nsecond floor"\r\n`,
  );
  expect(text).toContain(
    `,${tag} Fibre line,Internet,,10.00,1234.50,2026-01-15,"'=HYPERLINK(""http://x"",""y"")"\r\n`,
  );
  expect(text).toContain(`,${tag} Power,Internet,,10.00,99.99,2026-01-15,'@SUM(1)\r\n`);
  const order = [`${tag} Café rent`, `${tag} Fibre line`, `${tag} Power`].map((item) =>
    text.indexOf(`,${item},`),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.match(/\r\n/g)).toHaveLength(4);
});
