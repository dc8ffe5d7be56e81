import { describe, expect, it } from 'vitest';
import {
  invoiceBulkActionSchema,
  invoiceCreateSchema,
  invoiceLineInputSchema,
  invoiceUpdateSchema,
} from './invoice';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('invoiceCreateSchema (Create Invoice form)', () => {
  it('needs customer name, date and status, and drops a number or total the client sends', () => {
    const parsed = invoiceCreateSchema.parse({
      customer_name: ' Example GmbH ',
      invoice_date: '2025-06-02',
      status: 'Draft',
      services: [{ id: 201 }],
      invoice_number: '01-INV-02062025',
      total_price: 2001,
    });
    expect(parsed).toEqual({
      customer_name: 'Example GmbH',
      invoice_date: '2025-06-02',
      status: 'Draft',
      services: [{ id: 201 }],
    });
    expect(
      messages(invoiceCreateSchema.safeParse({ customer_name: '', invoice_date: '', status: '' })),
    ).toEqual([
      ['customer_name', 'Customer name is required.'],
      ['invoice_date', 'Invoice date is required.'],
      ['status', 'Status is required.'],
    ]);
  });

  it('offers only Draft on creation', () => {
    expect(
      messages(
        invoiceCreateSchema.safeParse({
          customer_name: 'A',
          invoice_date: '2025-06-02',
          status: 'Paid',
        }),
      ),
    ).toEqual([['status', 'Status must be one of: Draft.']]);
  });
});

describe('invoiceLineInputSchema (Edit Invoice rows)', () => {
  it('takes a service id, a bare id, an id with a changed price, or a typed-in line', () => {
    expect(invoiceLineInputSchema.parse({ id: 5 })).toEqual({ id: 5 });
    expect(invoiceLineInputSchema.parse(5)).toEqual({ id: 5 });
    expect(invoiceLineInputSchema.parse({ id: 5, price_pkr: 10.5 })).toEqual({
      id: 5,
      price_pkr: 10.5,
    });
    expect(
      invoiceLineInputSchema.parse({ item: 'Extra', price_pkr: 3, date: '', remarks: '' }),
    ).toEqual({
      item: 'Extra',
      price_pkr: 3,
      date: null,
      remarks: null,
    });
  });

  it('takes a line as read back, with the service it came from, or a service to copy by itself', () => {
    const line = { id: 11, item: 'Rent', price_pkr: 90, date: '2025-05-01', remarks: null };
    expect(invoiceLineInputSchema.parse({ ...line, service: 124 })).toEqual({
      ...line,
      service: 124,
    });
    expect(invoiceLineInputSchema.parse({ ...line, service: null })).toEqual({
      ...line,
      service: null,
    });
    expect(invoiceLineInputSchema.parse({ service: 5 })).toEqual({ service: 5 });
    expect(messages(invoiceLineInputSchema.safeParse({ service: null }))).toEqual([
      ['item', 'Service name cannot be empty'],
      ['price_pkr', 'Price (PKR) is required.'],
    ]);
    expect(messages(invoiceLineInputSchema.safeParse({ service: 0 }))).toEqual([
      ['service', 'Service id must be a whole number.'],
    ]);
  });

  it('fails a blank or missing name with the spec’s message', () => {
    expect(messages(invoiceLineInputSchema.safeParse({ item: '  ', price_pkr: 1 }))).toEqual([
      ['item', 'Service name cannot be empty'],
    ]);
    expect(messages(invoiceLineInputSchema.safeParse({ price_pkr: 1 }))).toEqual([
      ['item', 'Service name cannot be empty'],
    ]);
    expect(messages(invoiceLineInputSchema.safeParse({ id: 5, item: '' }))).toEqual([
      ['item', 'Service name cannot be empty'],
    ]);
    expect(
      messages(
        invoiceUpdateSchema.safeParse({ services: [{ id: 1 }, { item: '', price_pkr: 0 }] }),
      ),
    ).toEqual([['services.1.item', 'Service name cannot be empty']]);
  });
});

describe('invoiceUpdateSchema', () => {
  it('takes any subset; a manual EUR rate must be above 0, and null clears it', () => {
    expect(invoiceUpdateSchema.parse({ status: 'Paid' })).toEqual({ status: 'Paid' });
    expect(invoiceUpdateSchema.parse({ eur_rate: 311.27 })).toEqual({ eur_rate: 311.27 });
    expect(invoiceUpdateSchema.parse({ eur_rate: null })).toEqual({ eur_rate: null });
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(messages(invoiceUpdateSchema.safeParse({ eur_rate: rate }))).toEqual([
        ['eur_rate', 'EUR rate must be a number greater than 0.'],
      ]);
    }
  });
});

describe('customer_email', () => {
  it('takes one address, trimmed; empty or null store no address', () => {
    expect(
      invoiceUpdateSchema.parse({ customer_email: ' billing@example.com ' }).customer_email,
    ).toBe('billing@example.com');
    expect(invoiceUpdateSchema.parse({ customer_email: '' })).toEqual({ customer_email: null });
    expect(invoiceUpdateSchema.parse({ customer_email: null })).toEqual({ customer_email: null });
    expect(invoiceUpdateSchema.parse({})).toEqual({});
    expect(
      invoiceCreateSchema.parse({
        customer_name: 'Example GmbH',
        invoice_date: '2025-06-02',
        status: 'Draft',
        customer_email: 'accounts@example.de',
      }).customer_email,
    ).toBe('accounts@example.de');
  });

  it('refuses what is not one mailbox: no address, a list, a name, a line break', () => {
    for (const email of [
      'not an address',
      'billing@example',
      'a@example.com,b@example.com',
      'a@example.com;b@example.com',
      '"Billing" <a@example.com>',
      'a@example.com\nBcc: b@example.com',
      42,
    ]) {
      expect(messages(invoiceUpdateSchema.safeParse({ customer_email: email }))).toEqual([
        ['customer_email', 'Please enter a valid email address.'],
      ]);
    }
  });
});

describe('invoiceBulkActionSchema', () => {
  it('sends at least one invoice', () => {
    expect(invoiceBulkActionSchema.parse({ action: 'send', ids: [4, 5] })).toEqual({
      action: 'send',
      ids: [4, 5],
    });
    expect(messages(invoiceBulkActionSchema.safeParse({ action: 'mail', ids: [4] }))).toEqual([
      ['action', 'Action must be status, delete or send.'],
    ]);
  });

  it('sets a status on, or deletes, at least one invoice', () => {
    expect(
      invoiceBulkActionSchema.parse({ action: 'status', ids: [1, 2], status: 'Sent' }),
    ).toEqual({ action: 'status', ids: [1, 2], status: 'Sent' });
    expect(invoiceBulkActionSchema.parse({ action: 'delete', ids: [3] })).toEqual({
      action: 'delete',
      ids: [3],
    });
    expect(messages(invoiceBulkActionSchema.safeParse({ action: 'delete', ids: [] }))).toEqual([
      ['ids', 'Select at least one invoice.'],
    ]);
  });
});
