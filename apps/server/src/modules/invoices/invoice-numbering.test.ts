import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { INVOICE_SEQUENCE_COUNTER } from './next-invoice-sequence';
import { createTestInvoice, createTestService } from './invoice-test-helpers';

describe('invoice numbers', () => {
  let t: TestApp;
  let staff: { authorization: string };

  beforeEach(async () => {
    t = await createTestApp();
    staff = (await loginAs(t, 'Staff')).authorization;
  });
  afterEach(async () => {
    await t.close();
  });

  const numberOf = async (fields: { invoice_date?: string } = {}) =>
    String((await createTestInvoice(t, staff, fields)).attributes.invoice_number);

  it('start at 01 and follow the format NN-INV-DDMMYYYY of each invoice’s date', async () => {
    expect(await numberOf({ invoice_date: '2025-06-02' })).toBe('01-INV-02062025');
    expect(await numberOf({ invoice_date: '2024-12-31' })).toBe('02-INV-31122024');
    expect(await numberOf({ invoice_date: '2026-01-09' })).toBe('03-INV-09012026');
  });

  it('never repeat after a delete, not even of the newest invoice', async () => {
    const first = await createTestInvoice(t, staff);
    const second = await createTestInvoice(t, staff);
    expect(second.attributes.invoice_number).toBe('02-INV-02062025');
    await t.app.inject({ method: 'DELETE', url: `/api/invoices/${second.id}`, headers: staff });
    await t.app.inject({
      method: 'POST',
      url: '/api/invoices/bulk',
      headers: staff,
      payload: { data: { ids: [first.id], action: 'delete' } },
    });
    expect(await numberOf()).toBe('03-INV-02062025');
    const list = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: staff });
    expect(list.json().meta.pagination.total).toBe(1);
  });

  it('stay unique and gapless under 50 concurrent creates', async () => {
    const serviceId = await createTestService(t, staff, { price_pkr: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/invoices',
          headers: staff,
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
    await t.app.db
      .updateTable('counters')
      .set({ value: 98 })
      .where('name', '=', INVOICE_SEQUENCE_COUNTER)
      .execute();
    expect(await numberOf()).toBe('99-INV-02062025');
    expect(await numberOf()).toBe('100-INV-02062025');
    const sorted = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?sort=invoice_number:desc',
      headers: staff,
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
