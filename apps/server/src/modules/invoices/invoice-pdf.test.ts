import { describe, expect, it } from 'vitest';
import { EXAMPLE_COMPANY_SETTINGS, type CompanySettingsInput } from '@app/shared/company';
import { NO_EXCHANGE_RATE_MESSAGE } from '@app/shared/invoice';
import { loginAs, type TestApp } from '../../../test/test-app';
import { LAST_GOOD_RATE_SETTING } from '../exchange-rate/exchange-rate-service';
import { EXAMPLE_BANK_DETAILS_MARKER, renderInvoicePdf } from './invoice-pdf';
import {
  createTestInvoice,
  createTestService,
  pdfText,
  rateSourceSuite,
} from '../../../test/support/invoice-test-helpers';

type Headers = { authorization: string };

/** Collapses the layout's runs of spaces, so a line reads as its cells separated by one space. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

async function downloadPdf(t: TestApp, headers: Headers, id: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/invoices/${id}/pdf`, headers });
  return { response, pdf: response.rawPayload };
}

describe('GET /api/invoices/:id/pdf', () => {
  const suite = rateSourceSuite({ pkr: 300 });

  /** Three lines: one with date and remarks, one without remarks, one typed in with neither. */
  async function createSampleInvoice() {
    const rent = await createTestService(suite.t, suite.staff, {
      item: 'Office rent Gulberg',
      price_pkr: 90000,
      date: '2025-05-01',
      remarks: 'May rent',
    });
    const internet = await createTestService(suite.t, suite.staff, {
      item: 'Internet fibre',
      price_pkr: 8000.25,
      date: '2025-05-15',
      remarks: undefined,
    });
    const invoice = await createTestInvoice(suite.t, suite.staff, {
      customer_name: 'Hamza Ahmed GmbH',
      invoice_date: '2025-06-02',
      services: [{ id: rent }, { id: internet }],
    });
    await suite.t.app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}`,
      headers: suite.staff,
      payload: {
        data: {
          // `service`, not `id`: in a PUT an id that is one of the invoice's lines names that line.
          services: [
            { service: rent },
            { service: internet },
            { item: 'Extra work', price_pkr: 1234.56 },
          ],
        },
      },
    });
    return { id: invoice.id, number: String(invoice.attributes.invoice_number) };
  }

  it('downloads as an attachment named after the invoice number', async () => {
    const { id, number } = await createSampleInvoice();
    const { response, pdf } = await downloadPdf(suite.t, suite.staff, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Invoice-${number}.pdf"`,
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('shows every line, figure, placeholder and the footer', async () => {
    const { id, number } = await createSampleInvoice();
    const text = squeeze(pdfText((await downloadPdf(suite.t, suite.staff, id)).pdf));

    expect(text).toContain(EXAMPLE_COMPANY_SETTINGS.tradingName);
    expect(text).toContain('INVOICE');
    expect(text).toContain(number);
    expect(text).toContain('BILL TO Hamza Ahmed GmbH');
    expect(text).toContain('Invoice date: 02/06/2025 Due date: 09/06/2025');
    expect(text).toContain('# Date Item Remarks Price (PKR) Price (EUR)');
    // PKR / 300, rounded to the cent; a missing date or remarks prints as '-'.
    expect(text).toContain('1 01/05/2025 Office rent Gulberg May rent 90,000.00 300.00');
    expect(text).toContain('2 15/05/2025 Internet fibre - 8,000.25 26.67');
    expect(text).toContain('3 - Extra work - 1,234.56 4.12');
    // 99,234.81 + 0.25 % (248.087… → 248.09, shown whole) = 99,482.90 PKR = 331.61 EUR at 300.
    expect(text).toContain('Subtotal (PKR) 99,234.81');
    expect(text).toContain('Withholding tax (0.25%) (PKR) 248\n');
    expect(text).toContain('Total (PKR) 99,482.90');
    expect(text).toContain('Total (EUR) 331.61');
    expect(text).toContain('Exchange rate (PKR per EUR) 300.00');
    expect(text).toContain('Payment due date 09/06/2025');

    expect(text).toContain(
      `Please transfer the balance of EUR 331.61 without deduction by 09/06/2025 to the account below, stating invoice number ${number}.`,
    );
    expect(text).toContain(`IBAN: ${EXAMPLE_COMPANY_SETTINGS.bank.iban}`);
    expect(text).toContain(`BIC: ${EXAMPLE_COMPANY_SETTINGS.bank.bic}`);
    expect(text).toContain(EXAMPLE_COMPANY_SETTINGS.bank.bankName);
    expect(text).toContain(EXAMPLE_COMPANY_SETTINGS.email);
    expect(text).toContain(EXAMPLE_COMPANY_SETTINGS.phone);
    expect(text).toContain(EXAMPLE_BANK_DETAILS_MARKER);
    expect(text).toContain('Page 1 of 1');
    for (const figure of ['NaN', 'Infinity', 'undefined', 'null'])
      expect(text).not.toContain(figure);
  });

  it('keeps the rate of the first PDF, so a second download is byte-for-byte the same', async () => {
    const { id } = await createSampleInvoice();
    const first = (await downloadPdf(suite.t, suite.staff, id)).pdf;
    expect((await suite.invoiceAttributes(id)).eur_rate).toBe(300);

    suite.source.answer({ pkr: 400 });
    const hitsBefore = suite.source.hits();
    try {
      const second = (await downloadPdf(suite.t, suite.staff, id)).pdf;
      expect(second.equals(first)).toBe(true);
      expect(suite.source.hits()).toBe(hitsBefore);
    } finally {
      suite.source.answer({ pkr: 300 });
    }
  });

  it('uses a rate entered by hand on the invoice instead of the fetched one', async () => {
    const { id } = await createSampleInvoice();
    await suite.t.app.inject({
      method: 'PUT',
      url: `/api/invoices/${id}`,
      headers: suite.staff,
      payload: { data: { eur_rate: 250 } },
    });
    const text = squeeze(pdfText((await downloadPdf(suite.t, suite.staff, id)).pdf));
    expect(text).toContain('1 01/05/2025 Office rent Gulberg May rent 90,000.00 360.00');
    expect(text).toContain('Total (EUR) 397.93');
    expect(text).toContain('Exchange rate (PKR per EUR) 250.00');
    expect((await suite.invoiceAttributes(id)).eur_rate).toBe(250);
  });

  it('runs a 100-line invoice over several pages, repeating the table header and numbering every page', async () => {
    const serviceId = await createTestService(suite.t, suite.staff, {
      item: 'Consulting hour',
      price_pkr: 1500,
      remarks: undefined,
    });
    const invoice = await createTestInvoice(suite.t, suite.staff, {
      services: Array.from({ length: 100 }, () => ({ id: serviceId })),
    });
    const text = squeeze(pdfText((await downloadPdf(suite.t, suite.staff, invoice.id)).pdf));
    const pageCount = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pageCount).toBeGreaterThan(1);
    for (let page = 1; page <= pageCount; page += 1)
      expect(text).toContain(`Page ${page} of ${pageCount}`);
    expect(text.match(/# Date Item Remarks Price \(PKR\) Price \(EUR\)/g)).toHaveLength(pageCount);
    expect(text.match(/Please transfer the balance of EUR/g)).toHaveLength(pageCount);
    for (const row of [1, 50, 100])
      expect(text).toMatch(
        new RegExp(`^ ?${row} 01/06/2025 Consulting hour - 1,500\\.00 5\\.00$`, 'm'),
      );
    // 150,000.00 + 375.00 withholding tax = 150,375.00 PKR = 501.25 EUR.
    expect(text).toContain('Subtotal (PKR) 150,000.00');
    expect(text).toContain('Withholding tax (0.25%) (PKR) 375\n');
    expect(text).toContain('Total (EUR) 501.25');
  });

  it("prints the saved company settings: their bank, their payment term's due date, no example marker", async () => {
    const issuedBefore = await createSampleInvoice();
    const admin = (await loginAs(suite.t, 'Admin')).authorization;
    const settings: CompanySettingsInput = {
      ...EXAMPLE_COMPANY_SETTINGS,
      legalName: 'Ravi Labs GmbH',
      bank: {
        accountHolder: 'Ravi Labs GmbH',
        bankName: 'Deutsche Bank',
        iban: 'gb82west12345698765432',
        bic: 'DEUTDEFF',
      },
      paymentTermDays: 30,
    };
    const saved = await suite.t.app.inject({
      method: 'PUT',
      url: '/api/company/settings',
      headers: admin,
      payload: { data: settings },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // An invoice keeps the term it was issued with: its due date does not move.
    const before = squeeze(pdfText((await downloadPdf(suite.t, suite.staff, issuedBefore.id)).pdf));
    expect(before).toContain('Invoice date: 02/06/2025 Due date: 09/06/2025');
    expect(before).toContain('IBAN: GB82 WEST 1234 5698 7654 32');

    const { id, number } = await createSampleInvoice();
    const text = squeeze(pdfText((await downloadPdf(suite.t, suite.staff, id)).pdf));
    expect(text).toContain('Invoice date: 02/06/2025 Due date: 02/07/2025');
    expect(text).toContain('Payment due date 02/07/2025');
    expect(text).toContain(
      `Please transfer the balance of EUR 331.61 without deduction by 02/07/2025 to the account below, stating invoice number ${number}.`,
    );
    expect(text).toContain(
      'Bank: Deutsche Bank · Account holder: Ravi Labs GmbH · IBAN: GB82 WEST 1234 5698 7654 32 · BIC: DEUTDEFF',
    );
    expect(text).toContain('Ravi Labs GmbH · Amtsgericht Berlin-Charlottenburg, HRB 241873 B');
    expect(text).not.toContain(EXAMPLE_COMPANY_SETTINGS.bank.iban);
    expect(text).not.toContain(EXAMPLE_BANK_DETAILS_MARKER);
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/invoices/424242/pdf',
      headers: suite.staff,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.name).toBe('NotFoundError');
  });
});

describe('GET /api/invoices/:id/pdf without a live rate', () => {
  const suite = rateSourceSuite({ status: 500 });

  it('answers 503 with a clear message when no rate is known at all, and never a PDF with 0, NaN or Infinity', async () => {
    const serviceId = await createTestService(suite.t, suite.staff, { price_pkr: 1000 });
    const invoice = await createTestInvoice(suite.t, suite.staff, {
      services: [{ id: serviceId }],
    });
    const response = await suite.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: suite.staff,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: NO_EXCHANGE_RATE_MESSAGE,
        details: {},
      },
    });
    expect(NO_EXCHANGE_RATE_MESSAGE).toBe(
      'No EUR exchange rate is available. Enter the rate by hand on the invoice and try again.',
    );
    expect((await suite.invoiceAttributes(invoice.id)).eur_rate).toBeNull();

    await suite.t.app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}`,
      headers: suite.staff,
      payload: { data: { eur_rate: 312.345 } },
    });
    const manual = await suite.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: suite.staff,
    });
    expect(manual.statusCode).toBe(200);
    const text = squeeze(pdfText(manual.rawPayload));
    expect(text).toContain('Exchange rate (PKR per EUR) 312.35');
    // 1,000.00 + 2.50 = 1,002.50 PKR / 312.345 = 3.2096… EUR.
    expect(text).toContain('Total (EUR) 3.21');
  });

  it('uses the last good rate when the source fails', async () => {
    await suite.t.app.db
      .insertInto('settings')
      .values({
        key: LAST_GOOD_RATE_SETTING,
        value: JSON.stringify({ rate: 310.5, fetchedAt: '2025-06-01T06:00:00.000Z' }),
        updated_at: '2025-06-01T06:00:00.000Z',
      })
      .execute();
    const invoice = await createTestInvoice(suite.t, suite.staff, {
      services: [{ item: 'Audit', price_pkr: 3105 }],
    });
    const response = await suite.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: suite.staff,
    });
    expect(response.statusCode).toBe(200);
    const text = squeeze(pdfText(response.rawPayload));
    expect(text).toContain('1 - Audit - 3,105.00 10.00');
    expect(text).toContain('Exchange rate (PKR per EUR) 310.50');
    const rate = await suite.t.app.inject({
      method: 'GET',
      url: '/api/exchange-rate',
      headers: suite.staff,
    });
    expect(rate.json().data).toEqual({
      rate: 310.5,
      fetchedAt: '2025-06-01T06:00:00.000Z',
      source: 'cached',
    });
  });
});

describe('renderInvoicePdf', () => {
  it('renders a 100-line invoice well under 200 ms', async () => {
    const data = {
      invoiceNumber: '01-INV-02062025',
      customerName: 'Hamza Ahmed GmbH',
      invoiceDate: '2025-06-02',
      updatedAt: '2025-06-02T08:00:00.000Z',
      lines: Array.from({ length: 100 }, (_, index) => ({
        item: `Consulting for the billing module, sprint ${index + 1}`,
        pricePkrMinor: 150_000_00 + index,
        date: index % 3 === 0 ? null : '2025-05-20',
        remarks:
          index % 2 === 0
            ? null
            : 'Remote, two developers and one QA engineer for the whole sprint',
      })),
      eurRate: 311.27,
      paymentTermDays: EXAMPLE_COMPANY_SETTINGS.paymentTermDays,
      company: EXAMPLE_COMPANY_SETTINGS,
      logo: null,
      isExample: true,
    };
    await renderInvoicePdf(data);
    const timings: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await renderInvoicePdf(data);
      timings.push(performance.now() - started);
    }
    expect(Math.min(...timings)).toBeLessThan(200);
  });

  it('prints characters the standard fonts lack as ? instead of wrong glyphs', async () => {
    const pdf = await renderInvoicePdf({
      invoiceNumber: '02-INV-02062025',
      customerName: 'Müller & Söhne – Łódź',
      invoiceDate: '2025-06-02',
      updatedAt: '2025-06-02T08:00:00.000Z',
      lines: [{ item: 'Straße “quoted” €', pricePkrMinor: 100, date: null, remarks: 'لاہور' }],
      eurRate: 300,
      paymentTermDays: 7,
      company: EXAMPLE_COMPANY_SETTINGS,
      logo: null,
      isExample: true,
    });
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('Müller & Söhne – ?ód?');
    expect(text).toContain('1 - Straße “quoted” € ????? 1.00 0.00');
  });
});
