import type Strapi from 'strapi-sdk-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceContent, type InvoiceEntity } from './support/invoice-test-helpers';
import { strapiSdkFor } from './strapi-sdk';
import { testServerSuite } from './test-suite';

/**
 * An original Strapi client, strapi-sdk-js, over real HTTP: it reads an invoice with its lines
 * and saves `services` back as it read them, the way its screens did.
 */
describe('invoices through strapi-sdk-js', () => {
  const suite = testServerSuite();
  let strapi: Strapi;

  beforeAll(async () => {
    strapi = await strapiSdkFor(suite.t);
  });

  const findInvoice = async (id: number) =>
    (await strapi.findOne('invoices', String(id), { populate: 'services' }))
      .data as unknown as InvoiceEntity;
  const updateServices = async (id: number, services: unknown[]) =>
    (await strapi.update('invoices', String(id), { services }, { populate: 'services' }))
      .data as unknown as InvoiceEntity;
  const createService = async (item: string, price_pkr: number) =>
    (
      await strapi.create('services', {
        item,
        type: 'Office rent',
        rate: price_pkr,
        price_pkr,
        date: '2025-06-01',
      })
    ).data.id as number;

  async function issuedInvoice() {
    const rent = await createService('Office rent', 90000);
    const internet = await createService('Internet fibre', 8000.25);
    const created = await strapi.create('invoices', {
      customer_name: 'Hamza Ahmed GmbH',
      invoice_date: '2025-06-02',
      status: 'Draft',
      services: [rent, internet],
    });
    return { rent, invoice: await findInvoice(created.data.id as number) };
  }

  it('leaves an invoice as it was when its services are saved back as read', async () => {
    const { invoice } = await issuedInvoice();
    expect(invoice.attributes.total_price).toBe(98000.25);
    const lines = invoice.attributes.services.data;
    for (const services of [
      lines.map(({ id, attributes }) => ({ id, ...attributes })),
      lines.map(({ id }) => id),
      lines.map(({ id }) => ({ id })),
    ]) {
      expect(invoiceContent(await updateServices(invoice.id, services))).toEqual(
        invoiceContent(invoice),
      );
      expect(invoiceContent(await findInvoice(invoice.id))).toEqual(invoiceContent(invoice));
    }
  });

  it('keeps the lines as issued after the price list changes', async () => {
    const { rent, invoice } = await issuedInvoice();
    await strapi.update('services', String(rent), { price_pkr: 95000, item: 'Office rent 2026' });
    const ids = invoice.attributes.services.data.map(({ id }) => id);
    expect(invoiceContent(await updateServices(invoice.id, ids))).toEqual(invoiceContent(invoice));
  });

  it('adds a copy of one more price-list service', async () => {
    const { invoice } = await issuedInvoice();
    const cleaning = await createService('Cleaning', 500.5);
    const lines = invoice.attributes.services.data;
    // An id of one of the invoice's lines would name that line, not the service.
    expect(lines.map(({ id }) => id)).not.toContain(cleaning);
    const saved = await updateServices(invoice.id, [...lines.map(({ id }) => id), cleaning]);
    expect(saved.attributes.total_price).toBe(98500.75);
    expect(saved.attributes.services.data.slice(0, 2)).toEqual(lines);
    expect(saved.attributes.services.data[2]).toEqual({
      id: expect.any(Number),
      attributes: {
        item: 'Cleaning',
        price_pkr: 500.5,
        date: '2025-06-01',
        remarks: null,
        service: cleaning,
      },
    });
  });
});
