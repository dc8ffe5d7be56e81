import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_COMPANY_SETTINGS } from '@app/shared/company';
import { NO_CUSTOMER_EMAIL_MESSAGE, NO_EXCHANGE_RATE_MESSAGE } from '@app/shared/invoice';
import { countOutboxMails } from '../../../test/outbox-rows';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';
import type { TestApp } from '../../../test/test-app';
import { listAttribute } from '../../../test/test-suite';
import {
  createTestInvoice,
  createTestService,
  rateSourceSuite,
} from '../../../test/support/invoice-test-helpers';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const auditEntriesOf = (t: TestApp, invoiceId: number) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', 'invoice')
    .where('entity_id', '=', invoiceId)
    .orderBy('id')
    .execute();

describe('POST /api/invoices/:id/send, against a real SMTP server', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const suite = rateSourceSuite({ pkr: 300 }, () => ({ SMTP_URL: smtp.url }));

  const send = (id: number, payload?: unknown) =>
    suite.t.app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/send`,
      headers: suite.staff,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function invoiceWithLine(fields: { customer_name?: string; customer_email?: string }) {
    const service = await createTestService(suite.t, suite.staff, {
      item: 'Office rent',
      price_pkr: 90000,
    });
    return createTestInvoice(suite.t, suite.staff, {
      invoice_date: '2025-06-02',
      services: [{ id: service }],
      ...fields,
    });
  }

  it('mails the customer the PDF the download answers, marks the invoice Sent and records it', async () => {
    const invoice = await invoiceWithLine({
      customer_name: 'Hamza & Sons <GmbH>',
      customer_email: 'accounts@hamza.example',
    });
    const number = String(invoice.attributes.invoice_number);
    expect(invoice.attributes.customer_email).toBe('accounts@hamza.example');
    expect(invoice.attributes.last_sent_at).toBeNull();

    const response = await send(invoice.id);
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json().data.attributes;
    expect(answered.status).toBe('Sent');
    expect(answered.last_sent_at).toMatch(ISO_TIMESTAMP);
    expect(answered.eur_rate).toBe(300);

    const { mail, envelopeTo } = await smtp.waitFor((c) =>
      c.envelopeTo.includes('accounts@hamza.example'),
    );
    expect(envelopeTo).toEqual(['accounts@hamza.example']);
    expect(mail.subject).toBe(`Invoice ${number}`);
    expect(mail.replyTo?.text).toBe(EXAMPLE_COMPANY_SETTINGS.email);
    // 90,000 + 0.25 % withholding tax = 90,225.00 PKR = 300.75 EUR at 300; due 7 days after.
    expect(mail.text).toContain('Invoice date: 02/06/2025');
    expect(mail.text).toContain('Total: EUR 300.75 (PKR 90,225.00)');
    expect(mail.text).toContain('Due by: 09/06/2025');
    expect(mail.text).toContain('Dear Hamza & Sons <GmbH>,');
    expect(mail.html).toContain('Dear Hamza &amp; Sons &lt;GmbH&gt;,');
    expect(mail.html).not.toContain('<GmbH>');

    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`Invoice-${number}.pdf`);
    const download = await suite.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: suite.staff,
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(pdf!.content, download.rawPayload)).toBe(0);

    const stored = await suite.t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'accounts@hamza.example')
      .executeTakeFirstOrThrow();
    expect(stored.kind).toBe('invoice');
    expect(JSON.parse(stored.attachments)).toEqual([
      { kind: 'invoice-pdf', invoiceId: invoice.id, filename: `Invoice-${number}.pdf` },
    ]);

    const entries = await auditEntriesOf(suite.t, invoice.id);
    const sent = entries.at(-1)!;
    expect(sent.action).toBe('update');
    expect(JSON.parse(sent.details)).toEqual({ mailed_to: 'accounts@hamza.example' });
    expect(JSON.parse(sent.changes)).toMatchObject({
      status: { old: 'Draft', new: 'Sent' },
      last_sent_at: { old: null, new: answered.last_sent_at },
    });
  });

  it('takes no body or an empty data body, and sends again with a new time', async () => {
    const invoice = await invoiceWithLine({ customer_email: 'again@example.org' });
    const first = await send(invoice.id);
    expect(first.statusCode, first.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await send(invoice.id, { data: {} });
    expect(second.statusCode, second.body).toBe(200);
    expect(
      second.json().data.attributes.last_sent_at > first.json().data.attributes.last_sent_at,
    ).toBe(true);
    await expect
      .poll(() => smtp.received.filter((c) => c.envelopeTo.includes('again@example.org')).length)
      .toBe(2);
  });

  it('refuses an invoice without a customer e-mail with 400 and writes nothing', async () => {
    const invoice = await invoiceWithLine({});
    const mailsBefore = await countOutboxMails(suite.t.app.db);
    const auditBefore = (await auditEntriesOf(suite.t, invoice.id)).length;

    const response = await send(invoice.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ApplicationError',
        message: NO_CUSTOMER_EMAIL_MESSAGE,
        details: {},
      },
    });
    expect(NO_CUSTOMER_EMAIL_MESSAGE).toBe(
      'This invoice has no customer e-mail address: add one, then send it.',
    );
    const after = await suite.invoiceAttributes(invoice.id);
    expect(after).toMatchObject({ status: 'Draft', last_sent_at: null, eur_rate: null });
    expect(await countOutboxMails(suite.t.app.db)).toBe(mailsBefore);
    expect(await auditEntriesOf(suite.t, invoice.id)).toHaveLength(auditBefore);
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const response = await send(999_999);
    expect(response.statusCode).toBe(404);
  });

  it('sets, changes and clears the address through PUT, and lists, filters and sorts by it', async () => {
    const invoice = await invoiceWithLine({});
    const put = (customer_email: string | null) =>
      suite.t.app.inject({
        method: 'PUT',
        url: `/api/invoices/${invoice.id}`,
        headers: suite.staff,
        payload: { data: { customer_email } },
      });
    const set = await put(' Billing@Filter-Test.example ');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes.customer_email).toBe('Billing@Filter-Test.example');
    const refused = await put('billing@example.com, other@example.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.errors).toEqual([
      {
        path: ['customer_email'],
        message: 'Please enter a valid email address.',
        name: 'ValidationError',
      },
    ]);

    const found = await suite.t.app.inject({
      method: 'GET',
      url: '/api/invoices?filters[customer_email][$containsi]=filter-test',
      headers: suite.staff,
    });
    expect(listAttribute(found, 'customer_email')).toEqual(['Billing@Filter-Test.example']);
    const never = await suite.t.app.inject({
      method: 'GET',
      url: `/api/invoices?filters[id][$eq]=${invoice.id}&filters[last_sent_at][$null]=true`,
      headers: suite.staff,
    });
    expect(listAttribute(never, 'last_sent_at')).toEqual([null]);
    const sorted = await suite.t.app.inject({
      method: 'GET',
      url: '/api/invoices?sort=last_sent_at:desc&fields[0]=last_sent_at&filters[last_sent_at][$notNull]=true',
      headers: suite.staff,
    });
    const times = listAttribute(sorted, 'last_sent_at') as string[];
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual([...times].sort().reverse());

    const cleared = await put('');
    expect(cleared.json().data.attributes.customer_email).toBeNull();
    const audit = (await auditEntriesOf(suite.t, invoice.id)).at(-1)!;
    expect(JSON.parse(audit.changes)).toEqual({
      customer_email: { old: 'Billing@Filter-Test.example', new: null },
    });
  });

  it('bulk send mails the selected invoices with an address and answers the others as skipped', async () => {
    const withAddress = await invoiceWithLine({ customer_email: 'bulk-one@example.net' });
    const alsoWithAddress = await invoiceWithLine({ customer_email: 'bulk-two@example.net' });
    const without = await invoiceWithLine({});
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/invoices/bulk',
      headers: suite.staff,
      payload: {
        data: { action: 'send', ids: [withAddress.id, without.id, alsoWithAddress.id, 999_999] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { count: 2, skipped: [without.id] }, meta: {} });

    for (const to of ['bulk-one@example.net', 'bulk-two@example.net']) {
      const { mail } = await smtp.waitFor((c) => c.envelopeTo.includes(to));
      expect(mail.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
    }
    const statuses = await suite.t.app.db
      .selectFrom('invoices')
      .select(['id', 'status', 'last_sent_at'])
      .where('id', 'in', [withAddress.id, alsoWithAddress.id, without.id])
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => [row.id, row.status, row.last_sent_at !== null])).toEqual([
      [withAddress.id, 'Sent', true],
      [alsoWithAddress.id, 'Sent', true],
      [without.id, 'Draft', false],
    ]);
    const audit = (await auditEntriesOf(suite.t, withAddress.id)).at(-1)!;
    expect(JSON.parse(audit.details)).toEqual({ mailed_to: 'bulk-one@example.net', bulk: 3 });
  });
});

describe('POST /api/invoices/:id/send without any EUR rate', () => {
  const suite = rateSourceSuite({ status: 500 });

  it('answers 503 as the PDF does, and writes nothing', async () => {
    const invoice = await createTestInvoice(suite.t, suite.staff, {
      customer_email: 'norate@example.com',
    });
    for (const request of [
      { url: `/api/invoices/${invoice.id}/send` },
      { url: '/api/invoices/bulk', payload: { data: { action: 'send', ids: [invoice.id] } } },
    ]) {
      const response = await suite.t.app.inject({
        method: 'POST',
        headers: suite.staff,
        ...request,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(NO_EXCHANGE_RATE_MESSAGE);
    }
    expect(await countOutboxMails(suite.t.app.db)).toBe(0);
    const after = await suite.invoiceAttributes(invoice.id);
    expect(after).toMatchObject({ status: 'Draft', last_sent_at: null });
  });
});
