import { testAppSuite } from '../../../test/test-suite';
import { describe, expect, it } from 'vitest';
import { INVOICE_SEQUENCE_COUNTER } from './next-invoice-sequence';
import { createTestInvoice, createTestService } from '../../../test/support/invoice-test-helpers';

describe('invoice numbers', () => {
  const suite = testAppSuite('Staff', { lifetime: 'test' });

  const numberOf = async (fields: { invoice_date?: string } = {}) =>
    String((await createTestInvoice(suite.t, suite.auth, fields)).attributes.invoice_number);

  it('start at 01 and follow the format NN-INV-DDMMYYYY of each invoice’s date', async () => {
    expect(await numberOf({ invoice_date: '2025-06-02' })).toBe('01-INV-02062025');
    expect(await numberOf({ invoice_date: '2024-12-31' })).toBe('02-INV-31122024');
    expect(await numberOf({ invoice_date: '2026-01-09' })).toBe('03-INV-09012026');
  });

  it('never repeat after a delete, not even of the newest invoice', async () => {
    const first = await createTestInvoice(suite.t, suite.auth);
    const second = await createTestInvoice(suite.t, suite.auth);
    expect(second.attributes.invoice_number).toBe('02-INV-02062025');
    await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${second.id}`,
      headers: suite.auth,
    });
    await suite.t.app.inject({
      method: 'POST',
      url: '/api/invoices/bulk',
      headers: suite.auth,
      payload: { data: { ids: [first.id], action: 'delete' } },
    });
    expect(await numberOf()).toBe('03-INV-02062025');
    const list = await suite.t.app.inject({
      method: 'GET',
      url: '/api/invoices',
      headers: suite.auth,
    });
    expect(list.json().meta.pagination.total).toBe(1);
  });

  it('stay unique and gapless under 50 concurrent creates', async () => {
    const serviceId = await createTestService(suite.t, suite.auth, { price_pkr: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        suite.t.app.inject({
          method: 'POST',
          url: '/api/invoices',
          headers: suite.auth,
          payload: {
            data: {
              customer_name: `Customer ${index}`,
              invoice_date: '2025-06-02',
              status: 'Draft',
              services: [{ id: serviceId }],
            },
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(
      Array.from({ length: 50 }, () => 200),
    );
    const numbers = responses.map(
      (response) => response.json().data.attributes.invoice_number as string,
    );
    expect(new Set(numbers).size).toBe(50);
    const sequences = numbers.map((number) => Number(number.split('-')[0])).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    const totals = responses.map((response) => response.json().data.attributes.total_price);
    expect(new Set(totals)).toEqual(new Set([10]));
  });

  it('grow past two digits', async () => {
    await suite.t.app.db
      .updateTable('counters')
      .set({ value: 98 })
      .where('name', '=', INVOICE_SEQUENCE_COUNTER)
      .execute();
    expect(await numberOf()).toBe('99-INV-02062025');
    expect(await numberOf()).toBe('100-INV-02062025');
    const sorted = await suite.t.app.inject({
      method: 'GET',
      url: '/api/invoices?sort=invoice_number:desc',
      headers: suite.auth,
    });
    expect(
      sorted
        .json()
        .data.map(
          (entity: { attributes: { invoice_number: string } }) => entity.attributes.invoice_number,
        ),
    ).toEqual(['100-INV-02062025', '99-INV-02062025']);
  });
});
