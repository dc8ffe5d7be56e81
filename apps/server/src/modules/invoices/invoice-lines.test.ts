import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_INVOICE_LINES } from '@app/shared/invoice';
import { testAppSuite } from '../../../test/test-suite';
import {
  createTestInvoice,
  createTestService,
  invoiceContent,
  type InvoiceEntity,
  type InvoiceLineEntity,
} from '../../../test/support/invoice-test-helpers';

/**
 * `services` of `PUT /api/invoices/:id` saved back as it was read: the ids `services.data` answers
 * name the invoice's own lines, which keep their stored copies; other ids are price-list services.
 */
describe('invoice lines round-trip', () => {
  const suite = testAppSuite('Staff');

  beforeAll(async () => {
    // Line ids are never given out again: spending 500 of them keeps this file's lines apart from
    // its few services, so an id sent here as a service id names no line by chance.
    const spent = await createTestInvoice(suite.t, suite.auth, {
      services: Array.from({ length: MAX_INVOICE_LINES }, () => ({ item: 'Spent', price_pkr: 1 })),
    });
    await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${spent.id}`,
      headers: suite.auth,
    });
  });

  const read = async (id: number): Promise<InvoiceEntity> => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}?populate=services`,
      headers: suite.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const put = (id: number, services: unknown[]) =>
    suite.t.app.inject({
      method: 'PUT',
      url: `/api/invoices/${id}?populate=services`,
      headers: suite.auth,
      payload: { data: { services } },
    });
  const save = async (id: number, services: unknown[]): Promise<InvoiceEntity> => {
    const response = await put(id, services);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const storedLines = (invoiceId: number) =>
    suite.t.app.db
      .selectFrom('invoice_lines')
      .select(['id', 'position', 'service_id', 'item', 'price_pkr'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute();

  /** An invoice of two price-list services and a line of its own, as a client would read it. */
  async function issuedInvoice() {
    const rent = await createTestService(suite.t, suite.auth, {
      item: 'Office rent',
      price_pkr: 2001.5,
      date: '2025-06-01',
      remarks: 'June',
    });
    const guard = await createTestService(suite.t, suite.auth, {
      item: 'Security guard',
      price_pkr: 45000,
      date: '2025-05-01',
      remarks: undefined,
    });
    const { id } = await createTestInvoice(suite.t, suite.auth, {
      services: [rent, { id: guard }, { item: 'Travel', price_pkr: 99.99, date: '2025-06-03' }],
    });
    return { id, rent, guard, invoice: await read(id) };
  }

  const asFullObjects = (invoice: InvoiceEntity) =>
    invoice.attributes.services.data.map(({ id, attributes }) => ({ id, ...attributes }));
  const asFieldsBesideIds = (invoice: InvoiceEntity) =>
    invoice.attributes.services.data.map(({ id, attributes: { service: _origin, ...fields } }) => ({
      id,
      ...fields,
    }));
  const asIds = (invoice: InvoiceEntity) => invoice.attributes.services.data.map(({ id }) => id);
  const asIdObjects = (invoice: InvoiceEntity) =>
    invoice.attributes.services.data.map(({ id }) => ({ id }));

  it.each([
    ['full line objects, service included', asFullObjects],
    ['item, price, date and remarks beside each id', asFieldsBesideIds],
    ['ids alone', asIds],
    ['{id} objects', asIdObjects],
  ])(
    'leaves the invoice, its lines, their ids, prices and total as they were when saved back as %s',
    async (_shape, shape) => {
      const { id, invoice } = await issuedInvoice();
      const rowsBefore = await storedLines(id);
      expect(invoice.attributes.total_price).toBe(47101.49);

      const answered = await save(id, shape(invoice));
      expect(invoiceContent(answered)).toEqual(invoiceContent(invoice));
      expect(invoiceContent(await read(id))).toEqual(invoiceContent(invoice));
      expect(await storedLines(id)).toEqual(rowsBefore);
    },
  );

  it('keeps the lines as issued when the price list changed since, in every shape', async () => {
    const { id, rent, guard, invoice } = await issuedInvoice();
    for (const service of [rent, guard]) {
      const response = await suite.t.app.inject({
        method: 'PUT',
        url: `/api/services/${service}`,
        headers: suite.auth,
        payload: {
          data: { item: 'Renamed', price_pkr: 1, remarks: 'changed', date: '2026-01-01' },
        },
      });
      expect(response.statusCode).toBe(200);
    }
    for (const shape of [asFullObjects, asFieldsBesideIds, asIds, asIdObjects]) {
      expect(invoiceContent(await save(id, shape(invoice)))).toEqual(invoiceContent(invoice));
    }
  });

  it('adds a copy of a price-list service listed after the lines, and keeps the lines', async () => {
    const { id, invoice } = await issuedInvoice();
    const extra = await createTestService(suite.t, suite.auth, {
      item: 'Cleaning',
      price_pkr: 500.25,
      date: '2025-06-15',
      remarks: 'Weekly',
    });
    expect(asIds(invoice)).not.toContain(extra);
    for (const services of [
      [...asIds(invoice), extra],
      [...asFullObjects(invoice), { id: extra }],
    ]) {
      const saved = await save(id, services);
      expect(saved.attributes.total_price).toBe(47601.74);
      const lines = saved.attributes.services.data;
      expect(lines.slice(0, 3)).toEqual(invoice.attributes.services.data);
      expect(lines[3]).toEqual({
        id: expect.any(Number),
        attributes: {
          item: 'Cleaning',
          price_pkr: 500.25,
          date: '2025-06-15',
          remarks: 'Weekly',
          service: extra,
        },
      });
      expect(asIds(invoice)).not.toContain(lines[3]!.id);
      // The next save starts again from the invoice as first read: the added line goes.
      await save(id, asIds(invoice));
    }
  });

  it('deletes the lines left out and stores the rest in the order given', async () => {
    const { id, invoice } = await issuedInvoice();
    const other = await issuedInvoice();
    const [first, second, third] = invoice.attributes.services.data;

    const saved = await save(id, [third!.id, first!.id]);
    expect(saved.attributes.services.data).toEqual([third, first]);
    expect(saved.attributes.total_price).toBe(2101.49);
    expect((await storedLines(id)).map(({ id: lineId, position }) => [lineId, position])).toEqual([
      [third!.id, 0],
      [first!.id, 1],
    ]);
    const removed = await suite.t.app.db
      .selectFrom('invoice_lines')
      .select('id')
      .where('id', '=', second!.id)
      .execute();
    expect(removed).toEqual([]);
    expect(invoiceContent(await read(other.id))).toEqual(invoiceContent(other.invoice));
  });

  it('applies the fields sent beside a line’s id to that line, which keeps its id and origin', async () => {
    const { id, rent, invoice } = await issuedInvoice();
    const [first, ...rest] = invoice.attributes.services.data;
    const saved = await save(id, [
      { id: first!.id, price_pkr: 1800, remarks: '' },
      ...rest.map((line) => line.id),
    ]);
    expect(saved.attributes.services.data[0]).toEqual({
      id: first!.id,
      attributes: {
        item: 'Office rent',
        price_pkr: 1800,
        date: '2025-06-01',
        remarks: null,
        service: rent,
      },
    });
    expect(saved.attributes.total_price).toBe(46899.99);
  });

  it('reads a line of another invoice as a service id, or as a copy of its service when sent with it', async () => {
    const { id, invoice } = await issuedInvoice();
    const other = await issuedInvoice();
    const [borrowed] = asFullObjects(other.invoice);

    const copied = (await save(id, [...asIds(invoice), borrowed])).attributes.services.data;
    expect(copied.slice(0, 3)).toEqual(invoice.attributes.services.data);
    const { id: borrowedId, ...borrowedFields } = borrowed!;
    expect(copied[3]).toEqual({ id: expect.any(Number), attributes: borrowedFields });
    expect(copied[3]!.id).not.toBe(borrowedId);
    expect(invoiceContent(await read(other.id))).toEqual(invoiceContent(other.invoice));

    // Without `service` the id is a price-list service id, as the original API read it.
    const unknown = 2_000_000_000;
    const refused = await put(id, [...asIds(invoice), unknown]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.errors).toEqual([
      {
        path: ['services', 3, 'id'],
        message: `Service ${unknown} does not exist, and no line of this invoice has that id.`,
        name: 'ValidationError',
      },
    ]);
  });

  it('refuses an unknown service and a line of its own without item or price, changing nothing', async () => {
    const { id, invoice } = await issuedInvoice();
    const refused = await put(id, [
      { service: 2_000_000_000 },
      { id: 2_000_000_001, service: null },
      ...asIds(invoice),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.errors).toEqual([
      {
        path: ['services', 0, 'service'],
        message: 'Service 2000000000 does not exist.',
        name: 'ValidationError',
      },
      {
        path: ['services', 1, 'item'],
        message: 'Service name cannot be empty',
        name: 'ValidationError',
      },
      {
        path: ['services', 1, 'price_pkr'],
        message: 'Price (PKR) is required.',
        name: 'ValidationError',
      },
    ]);
    // Only the first entry naming a line keeps it: a second is a service id.
    const [lineId] = asIds(invoice);
    const twice = await put(id, [...asIds(invoice), lineId]);
    expect(twice.json().error.details.errors).toEqual([
      {
        path: ['services', 3, 'id'],
        message: `Service ${lineId} does not exist, and line ${lineId} is kept by an earlier entry.`,
        name: 'ValidationError',
      },
    ]);
    expect(await read(id)).toEqual(invoice);
  });

  it('reads every id of a new invoice as a price-list service id, a line’s id included', async () => {
    const { rent, invoice } = await issuedInvoice();
    const [lineId] = asIds(invoice);
    const create = (services: unknown[]) =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/invoices?populate=services',
        headers: suite.auth,
        payload: {
          data: {
            customer_name: 'Example GmbH',
            invoice_date: '2025-06-02',
            status: 'Draft',
            services,
          },
        },
      });
    const refused = await create([lineId]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.errors).toEqual([
      {
        path: ['services', 0, 'id'],
        message: `Service ${lineId} does not exist.`,
        name: 'ValidationError',
      },
    ]);
    // A line as read from another invoice: its service is copied.
    const [line] = asFullObjects(invoice);
    const created = await create([line]);
    expect(created.statusCode).toBe(200);
    expect(created.json().data.attributes.services.data).toEqual([
      {
        id: expect.any(Number),
        attributes: { ...invoice.attributes.services.data[0]!.attributes, service: rent },
      },
    ]);
  });
});

describe('a service id equal to the id of one of the invoice’s lines', () => {
  const suite = testAppSuite('Staff', { lifetime: 'test' });

  // A new database for each test: its first service and its first line both have id 1.

  /**
   * The first service and the invoice whose first line copies it, both of id 1; the service's price
   * changes after, so a kept line and a new copy differ in price.
   */
  async function collision() {
    const serviceId = await createTestService(suite.t, suite.auth, {
      item: 'Origin',
      price_pkr: 10,
    });
    const created = await createTestInvoice(suite.t, suite.auth, { services: [serviceId] });
    const [line] = (created.attributes.services as { data: { id: number }[] }).data;
    expect(line!.id).toBe(serviceId);
    await suite.t.app.inject({
      method: 'PUT',
      url: `/api/services/${serviceId}`,
      headers: suite.auth,
      payload: { data: { price_pkr: 12 } },
    });
    const read = async () =>
      (
        await suite.t.app.inject({
          method: 'GET',
          url: `/api/invoices/${created.id}?populate=services`,
          headers: suite.auth,
        })
      ).json().data;
    const save = async (services: unknown[]) => {
      const response = await suite.t.app.inject({
        method: 'PUT',
        url: `/api/invoices/${created.id}?populate=services`,
        headers: suite.auth,
        payload: { data: { services } },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.attributes.services.data as InvoiceLineEntity[];
    };
    return { id: serviceId, read, save };
  }

  it('reads it as the line: the line is kept as issued, the service is not copied', async () => {
    const { id, read, save } = await collision();
    const before = await read();
    expect(await save([id])).toEqual(before.attributes.services.data);
    expect((await read()).attributes.total_price).toBe(10);
  });

  it('copies the service when it is sent as service, or repeated after the line', async () => {
    const { id, read, save } = await collision();
    const [line] = (await read()).attributes.services.data;
    const copy = {
      id: expect.any(Number),
      attributes: { ...line.attributes, price_pkr: 12 },
    };
    for (const [services, expected] of [
      [
        [id, id],
        [line, copy],
      ],
      [
        [id, { service: id }],
        [line, copy],
      ],
      [[{ service: id }], [copy]],
    ] as const) {
      await save([id]);
      const lines = await save([...services]);
      expect(lines).toEqual(expected);
      expect(lines.at(-1)!.id).not.toBe(id);
    }
  });
});
