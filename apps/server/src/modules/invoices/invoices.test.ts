import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, testAppSuite } from '../../../test/test-suite';
import { createTestInvoice, createTestService } from '../../../test/support/invoice-test-helpers';

type Payload = InjectOptions['payload'];

/**
 * Attribute names of an invoice in strapi-examples/invoices-populate-services.GET.json, plus
 * `eur_rate` (the rate its PDF uses, DESIGN.md section 2), `customer_email` and `last_sent_at` (where
 * and when it was mailed), `dueDate` and the unlock (see invoice-lifecycle.test.ts) before the
 * timestamps.
 */
const INVOICE_ATTRIBUTES = [
  'invoice_number',
  'customer_name',
  'invoice_date',
  'status',
  'total_price',
  'eur_rate',
  'customer_email',
  'last_sent_at',
  'dueDate',
  'unlocked_at',
  'unlocked_by',
  'unlock_reason',
  'createdAt',
  'updatedAt',
];
const LINE_ATTRIBUTES = ['item', 'price_pkr', 'date', 'remarks', 'service'];
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('/api/invoices', () => {
  const suite = testAppSuite('Staff');

  const { send: request } = suite;

  describe('create', () => {
    it('numbers the invoice and computes its total on the server, ignoring the client’s number and total', async () => {
      const rent = await createTestService(suite.t, suite.auth, {
        item: 'Example rent',
        price_pkr: 2001,
        date: '2025-06-01',
        remarks: 'example',
      });
      const power = await createTestService(suite.t, suite.auth, {
        item: 'Electricity',
        price_pkr: 499.99,
        remarks: undefined,
        date: '2025-05-31',
      });
      const response = await request('POST', '/api/invoices', {
        data: {
          customer_name: 'Example GmbH',
          invoice_date: '2025-06-02',
          status: 'Draft',
          total_price: 1,
          invoice_number: '99-INV-02062025',
          services: [{ id: rent }, { id: power }],
        },
      });
      expect(response.statusCode).toBe(200);
      const json = response.json();
      expect(json.meta).toEqual({});
      // Like strapi-examples/invoices.POST.json: no services unless populated.
      expect(Object.keys(json.data.attributes)).toEqual(INVOICE_ATTRIBUTES);
      expect(json.data.attributes).toEqual({
        invoice_number: expect.stringMatching(/^\d{2,}-INV-02062025$/),
        customer_name: 'Example GmbH',
        invoice_date: '2025-06-02',
        status: 'Draft',
        total_price: 2500.99,
        eur_rate: null,
        customer_email: null,
        last_sent_at: null,
        dueDate: '2025-06-09',
        unlocked_at: null,
        unlocked_by: null,
        unlock_reason: null,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      });
      expect(json.data.attributes.invoice_number).not.toBe('99-INV-02062025');

      const populated = (
        await request('GET', `/api/invoices/${json.data.id}?populate=services`)
      ).json().data;
      expect(Object.keys(populated.attributes)).toEqual([...INVOICE_ATTRIBUTES, 'services']);
      expect(
        populated.attributes.services.data.map((line: { attributes: object }) =>
          Object.keys(line.attributes),
        ),
      ).toEqual([LINE_ATTRIBUTES, LINE_ATTRIBUTES]);
      expect(populated.attributes.services.data).toEqual([
        {
          id: expect.any(Number),
          attributes: {
            item: 'Example rent',
            price_pkr: 2001,
            date: '2025-06-01',
            remarks: 'example',
            service: rent,
          },
        },
        {
          id: expect.any(Number),
          attributes: {
            item: 'Electricity',
            price_pkr: 499.99,
            date: '2025-05-31',
            remarks: null,
            service: power,
          },
        },
      ]);
    });

    it('answers with the lines when asked to populate them, and accepts bare ids as the original client sent them', async () => {
      const id = await createTestService(suite.t, suite.auth, { price_pkr: 0.1 });
      const other = await createTestService(suite.t, suite.auth, { price_pkr: 0.2 });
      const created = await createTestInvoice(suite.t, suite.auth, { services: [id, other] });
      expect(created.attributes.total_price).toBe(0.3);
      expect((created.attributes.services as { data: unknown[] }).data).toHaveLength(2);
    });

    it('creates an invoice with no services at a total of 0', async () => {
      const created = await createTestInvoice(suite.t, suite.auth);
      expect(created.attributes).toMatchObject({ total_price: 0, services: { data: [] } });
    });

    it('refuses an unknown service without using up a number', async () => {
      const before = await createTestInvoice(suite.t, suite.auth);
      const response = await request('POST', '/api/invoices', {
        data: {
          customer_name: 'A',
          invoice_date: '2025-06-02',
          status: 'Draft',
          services: [{ id: 424242 }],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.errors).toEqual([
        {
          path: ['services', 0, 'id'],
          message: 'Service 424242 does not exist.',
          name: 'ValidationError',
        },
      ]);
      const after = await createTestInvoice(suite.t, suite.auth);
      const sequence = (invoice: { attributes: Record<string, unknown> }) =>
        Number(String(invoice.attributes.invoice_number).split('-')[0]);
      expect(sequence(after)).toBe(sequence(before) + 1);
    });
  });

  describe('validation messages', () => {
    const valid = {
      customer_name: 'Example GmbH',
      invoice_date: '2025-06-02',
      status: 'Draft',
      services: [],
    };
    const createCases: [string, Record<string, unknown>, (string | number)[], string][] = [
      [
        'customer name missing',
        { customer_name: undefined },
        ['customer_name'],
        'Customer name is required.',
      ],
      [
        'customer name blank',
        { customer_name: '  ' },
        ['customer_name'],
        'Customer name is required.',
      ],
      [
        'customer name too long',
        { customer_name: 'x'.repeat(201) },
        ['customer_name'],
        'Customer name must be at most 200 characters.',
      ],
      [
        'invoice date missing',
        { invoice_date: undefined },
        ['invoice_date'],
        'Invoice date is required.',
      ],
      ['invoice date empty', { invoice_date: '' }, ['invoice_date'], 'Invoice date is required.'],
      [
        'invoice date format',
        { invoice_date: '02.06.2025' },
        ['invoice_date'],
        'Invoice date must be a date (YYYY-MM-DD).',
      ],
      [
        'invoice date off the calendar',
        { invoice_date: '2025-06-31' },
        ['invoice_date'],
        'Invoice date must be a real calendar date.',
      ],
      ['status missing', { status: undefined }, ['status'], 'Status is required.'],
      ['status empty (Select Status)', { status: '' }, ['status'], 'Status is required.'],
      ['status other than Draft', { status: 'Paid' }, ['status'], 'Status must be one of: Draft.'],
      ['services not a list', { services: 'all' }, ['services'], 'Services must be a list.'],
      [
        'service neither id nor line',
        { services: ['rent'] },
        ['services', 0],
        'Each service must be a service id or an item with a price.',
      ],
      [
        'service id not a whole number',
        { services: [{ id: 1.5 }] },
        ['services', 0, 'id'],
        'Service id must be a whole number.',
      ],
      [
        'too many services',
        { services: Array.from({ length: 501 }, () => 1) },
        ['services'],
        'An invoice can hold at most 500 services.',
      ],
    ];

    it.each(createCases)('create: refuses %s', async (_name, change, path, message) => {
      const response = await request('POST', '/api/invoices', { data: { ...valid, ...change } });
      expectValidationError(response, path, message);
    });

    const updateCases: [string, Record<string, unknown>, (string | number)[], string][] = [
      [
        'a blank new service name',
        { services: [{ item: '   ', price_pkr: 10 }] },
        ['services', 0, 'item'],
        'Service name cannot be empty',
      ],
      [
        'a missing new service name',
        { services: [{ price_pkr: 10 }] },
        ['services', 0, 'item'],
        'Service name cannot be empty',
      ],
      [
        'a new service without a price',
        { services: [{ item: 'Extra' }] },
        ['services', 0, 'price_pkr'],
        'Price (PKR) is required.',
      ],
      [
        'a negative price',
        { services: [{ item: 'Extra', price_pkr: -1 }] },
        ['services', 0, 'price_pkr'],
        'Price (PKR) must be 0 or more.',
      ],
      [
        'a price with three decimals',
        { services: [{ item: 'Extra', price_pkr: 1.001 }] },
        ['services', 0, 'price_pkr'],
        'Price (PKR) must have at most 2 decimals.',
      ],
      [
        'a line date that is no date',
        { services: [{ item: 'Extra', price_pkr: 1, date: 'soon' }] },
        ['services', 0, 'date'],
        'Date must be a date (YYYY-MM-DD).',
      ],
      [
        'an unknown status',
        { status: 'Overdue' },
        ['status'],
        'Status must be one of: Paid, Draft, Cancelled, Sent.',
      ],
      ['a rate of 0', { eur_rate: 0 }, ['eur_rate'], 'EUR rate must be a number greater than 0.'],
      [
        'a negative rate',
        { eur_rate: -300 },
        ['eur_rate'],
        'EUR rate must be a number greater than 0.',
      ],
      [
        'a rate that is text',
        { eur_rate: '300' },
        ['eur_rate'],
        'EUR rate must be a number greater than 0.',
      ],
      [
        'a blank customer name',
        { customer_name: '' },
        ['customer_name'],
        'Customer name is required.',
      ],
    ];

    it.each(updateCases)('update: refuses %s', async (_name, change, path, message) => {
      const invoice = await createTestInvoice(suite.t, suite.auth);
      const response = await request('PUT', `/api/invoices/${invoice.id}`, { data: change });
      expectValidationError(response, path, message);
    });

    it('refuses a body without data and unknown fields', async () => {
      expect((await request('POST', '/api/invoices', valid)).json().error.message).toBe(
        'Missing "data" payload in the request body',
      );
      const unknown = await request('POST', '/api/invoices', { data: { ...valid, discount: 5 } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details.errors[0].message).toBe('Unknown field: discount');
    });
  });

  describe('lines are snapshots', () => {
    it('keeps item, price, date and remarks when the service is edited, and loses only the link when it is deleted', async () => {
      const serviceId = await createTestService(suite.t, suite.auth, {
        item: 'Security guard',
        price_pkr: 45000,
        date: '2025-05-01',
        remarks: 'Night shift',
      });
      const invoice = await createTestInvoice(suite.t, suite.auth, {
        services: [{ id: serviceId }],
      });
      const linesOf = async () =>
        (await request('GET', `/api/invoices/${invoice.id}?populate=services`)).json().data
          .attributes;

      await request('PUT', `/api/services/${serviceId}`, {
        data: {
          item: 'Security (new contract)',
          price_pkr: 60000,
          remarks: 'Day shift',
          date: '2025-07-01',
        },
      });
      const afterEdit = await linesOf();
      expect(afterEdit.total_price).toBe(45000);
      expect(afterEdit.services.data[0].attributes).toEqual({
        item: 'Security guard',
        price_pkr: 45000,
        date: '2025-05-01',
        remarks: 'Night shift',
        service: serviceId,
      });

      expect((await request('DELETE', `/api/services/${serviceId}`)).statusCode).toBe(200);
      const afterDelete = await linesOf();
      expect(afterDelete.total_price).toBe(45000);
      expect(afterDelete.services.data[0].attributes).toEqual({
        ...afterEdit.services.data[0].attributes,
        service: null,
      });
    });
  });

  describe('update', () => {
    it('replaces every line and computes the total again from them; the number stays', async () => {
      const a = await createTestService(suite.t, suite.auth, { item: 'A', price_pkr: 100 });
      const b = await createTestService(suite.t, suite.auth, {
        item: 'B',
        price_pkr: 250.5,
        remarks: 'kept',
        date: '2025-04-04',
      });
      const invoice = await createTestInvoice(suite.t, suite.auth, { services: [{ id: a }] });
      const response = await request('PUT', `/api/invoices/${invoice.id}?populate=services`, {
        data: {
          customer_name: 'Example GmbH & Co',
          invoice_date: '2025-06-03',
          total_price: 99999,
          // `service`, not `id`: in a PUT an id that is one of the invoice's lines names that line.
          services: [
            { service: b },
            { service: a, price_pkr: 90 },
            { item: 'Extra work', price_pkr: 10.25 },
            { item: 'Travel', price_pkr: 5, date: '2025-06-01', remarks: 'Train' },
          ],
        },
      });
      expect(response.statusCode).toBe(200);
      const attributes = response.json().data.attributes;
      expect(attributes).toMatchObject({
        invoice_number: invoice.attributes.invoice_number,
        customer_name: 'Example GmbH & Co',
        invoice_date: '2025-06-03',
        total_price: 355.75,
      });
      expect(
        attributes.services.data.map((line: { attributes: unknown }) => line.attributes),
      ).toEqual([
        { item: 'B', price_pkr: 250.5, date: '2025-04-04', remarks: 'kept', service: b },
        { item: 'A', price_pkr: 90, date: '2025-06-01', remarks: 'Monthly', service: a },
        { item: 'Extra work', price_pkr: 10.25, date: null, remarks: null, service: null },
        { item: 'Travel', price_pkr: 5, date: '2025-06-01', remarks: 'Train', service: null },
      ]);
      const stored = await suite.t.app.db
        .selectFrom('invoice_lines')
        .select('id')
        .where('invoice_id', '=', invoice.id)
        .execute();
      expect(stored).toHaveLength(4);
    });

    it('changes the status alone, as the list menu does, and moves updatedAt', async () => {
      const invoice = await createTestInvoice(suite.t, suite.auth);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await request('PUT', `/api/invoices/${invoice.id}`, {
        data: { status: 'Paid' },
      });
      expect(response.statusCode).toBe(200);
      const attributes = response.json().data.attributes;
      expect(attributes).toMatchObject({
        status: 'Paid',
        total_price: 0,
        invoice_number: invoice.attributes.invoice_number,
      });
      expect(attributes.updatedAt > String(invoice.attributes.updatedAt)).toBe(true);
    });

    it('changes nothing, not even updatedAt, when only the ignored number or total is sent', async () => {
      const invoice = await createTestInvoice(suite.t, suite.auth);
      const response = await request('PUT', `/api/invoices/${invoice.id}`, {
        data: { invoice_number: '99-INV-01012020', total_price: 5 },
      });
      expect(response.statusCode).toBe(200);
      const { services: _lines, ...before } = invoice.attributes;
      expect(response.json().data.attributes).toEqual(before);
    });

    it('keeps a manual EUR rate and clears it with null', async () => {
      const invoice = await createTestInvoice(suite.t, suite.auth);
      expect(
        (await request('PUT', `/api/invoices/${invoice.id}`, { data: { eur_rate: 305.5 } })).json()
          .data.attributes.eur_rate,
      ).toBe(305.5);
      expect(
        (await request('PUT', `/api/invoices/${invoice.id}`, { data: { eur_rate: null } })).json()
          .data.attributes.eur_rate,
      ).toBeNull();
    });

    it('answers 404 for an invoice that does not exist', async () => {
      expect(
        (await request('PUT', '/api/invoices/777777', { data: { status: 'Paid' } })).statusCode,
      ).toBe(404);
      expect((await request('GET', '/api/invoices/777777')).statusCode).toBe(404);
      expect((await request('DELETE', '/api/invoices/777777')).statusCode).toBe(404);
      expect((await request('GET', '/api/invoices/777777/pdf')).statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    it('answers the deleted invoice and removes its lines', async () => {
      const serviceId = await createTestService(suite.t, suite.auth);
      const invoice = await createTestInvoice(suite.t, suite.auth, {
        services: [{ id: serviceId }],
      });
      const response = await request('DELETE', `/api/invoices/${invoice.id}`);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().data.attributes)).toEqual(INVOICE_ATTRIBUTES);
      expect(response.json().data.id).toBe(invoice.id);
      expect((await request('GET', `/api/invoices/${invoice.id}`)).statusCode).toBe(404);
      const lines = await suite.t.app.db
        .selectFrom('invoice_lines')
        .select('id')
        .where('invoice_id', '=', invoice.id)
        .execute();
      expect(lines).toEqual([]);
      expect((await request('GET', `/api/services/${serviceId}`)).statusCode).toBe(200);
    });
  });

  describe('bulk actions', () => {
    it('sets one status on the selected invoices and answers how many changed', async () => {
      const [a, b, c] = [
        await createTestInvoice(suite.t, suite.auth),
        await createTestInvoice(suite.t, suite.auth),
        await createTestInvoice(suite.t, suite.auth),
      ];
      const response = await request('POST', '/api/invoices/bulk', {
        data: { ids: [a.id, b.id, 999999], action: 'status', status: 'Sent' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { count: 2 }, meta: {} });
      const status = async (id: number) =>
        (await request('GET', `/api/invoices/${id}`)).json().data.attributes.status;
      expect([await status(a.id), await status(b.id), await status(c.id)]).toEqual([
        'Sent',
        'Sent',
        'Draft',
      ]);
    });

    it('deletes the selected invoices', async () => {
      const [a, b] = [
        await createTestInvoice(suite.t, suite.auth),
        await createTestInvoice(suite.t, suite.auth),
      ];
      const response = await request('POST', '/api/invoices/bulk', {
        data: { ids: [a.id, b.id, a.id], action: 'delete' },
      });
      expect(response.json()).toEqual({ data: { count: 2 }, meta: {} });
      expect((await request('GET', `/api/invoices/${a.id}`)).statusCode).toBe(404);
      expect((await request('GET', `/api/invoices/${b.id}`)).statusCode).toBe(404);
    });

    it.each([
      ['no ids', { ids: [], action: 'delete' }, ['ids'], 'Select at least one invoice.'],
      [
        'an unknown action',
        { ids: [1], action: 'archive' },
        ['action'],
        'Action must be status, delete or send.',
      ],
      [
        'an unknown status',
        { ids: [1], action: 'status', status: 'Lost' },
        ['status'],
        'Status must be one of: Paid, Draft, Cancelled, Sent.',
      ],
      [
        'a status action without status',
        { ids: [1], action: 'status' },
        ['status'],
        'Status is required.',
      ],
      [
        'an id that is text',
        { ids: ['1'], action: 'delete' },
        ['ids', 0],
        'Invoice id must be a whole number.',
      ],
      [
        '1001 ids',
        { ids: Array.from({ length: 1001 }, (_, i) => i + 1), action: 'delete' },
        ['ids'],
        'Select at most 1000 invoices at once.',
      ],
    ])('refuses %s', async (_name, data, path, message) => {
      const response = await request('POST', '/api/invoices/bulk', { data });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.errors).toEqual([
        { path, message, name: 'ValidationError' },
      ]);
    });
  });

  describe('roles', () => {
    it('refuses anonymous visitors and Registered users (403) on every invoice route; Staff and Admin pass', async () => {
      const registered = (await loginAs(suite.t, 'Registered')).authorization;
      const admin = (await loginAs(suite.t, 'Admin')).authorization;
      const calls = (id: number): [Method, string, Payload?][] => [
        ['GET', '/api/invoices'],
        ['GET', `/api/invoices/${id}`],
        [
          'POST',
          '/api/invoices',
          { data: { customer_name: 'A', invoice_date: '2025-06-02', status: 'Draft' } },
        ],
        ['PUT', `/api/invoices/${id}`, { data: { status: 'Sent' } }],
        ['POST', '/api/invoices/bulk', { data: { ids: [id], action: 'status', status: 'Paid' } }],
        ['PUT', `/api/invoices/${id}`, { data: { eur_rate: 300 } }],
        ['GET', `/api/invoices/${id}/pdf`],
        ['DELETE', `/api/invoices/${id}`],
      ];
      const invoice = await createTestInvoice(suite.t, suite.auth);
      for (const [method, url, payload] of calls(invoice.id)) {
        const anonymous = await suite.t.app.inject({
          method,
          url,
          ...(payload ? { payload } : {}),
        });
        expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(403);
        expect(
          (await request(method, url, payload, registered)).statusCode,
          `${method} ${url} Registered`,
        ).toBe(403);
        expect(
          (await request(method, url, payload, { authorization: 'Bearer expired.or.forged' }))
            .statusCode,
        ).toBe(401);
      }
      for (const [method, url, payload] of calls(invoice.id)) {
        expect(
          (await request(method, url, payload, admin)).statusCode,
          `${method} ${url} Admin`,
        ).toBe(200);
      }
      const another = await createTestInvoice(suite.t, suite.auth);
      for (const [method, url, payload] of calls(another.id)) {
        expect(
          (await request(method, url, payload, suite.auth)).statusCode,
          `${method} ${url} Staff`,
        ).toBe(200);
      }
    });
  });
});

describe('GET /api/invoices: filters, sort, pagination and lines', () => {
  const suite = testAppSuite('Staff');
  const numbers: string[] = [];

  beforeAll(async () => {
    const cheap = await createTestService(suite.t, suite.auth, { item: 'Cheap', price_pkr: 100 });
    const dear = await createTestService(suite.t, suite.auth, { item: 'Dear', price_pkr: 90000 });
    const rows: [customer: string, date: string, status: string, services: number[]][] = [
      ['Hamza Ahmed GmbH', '2026-05-28', 'Sent', [dear, cheap]],
      ['Hira Butt GmbH', '2025-12-18', 'Draft', [cheap]],
      ['Müller & Partner', '2025-12-18', 'Paid', [dear]],
      ['hamza traders', '2024-01-05', 'Cancelled', []],
    ];
    for (const [customer_name, invoice_date, status, services] of rows) {
      const created = await createTestInvoice(suite.t, suite.auth, {
        customer_name,
        invoice_date,
        services,
      });
      numbers.push(String(created.attributes.invoice_number));
      if (status !== 'Draft')
        await suite.t.app.inject({
          method: 'PUT',
          url: `/api/invoices/${created.id}`,
          headers: suite.auth,
          payload: { data: { status } },
        });
    }
  });

  const customers = async (query: string) => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: `/api/invoices?${query}`,
      headers: suite.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .data.map(
        (entity: { attributes: { customer_name: string } }) => entity.attributes.customer_name,
      );
  };

  it('answers a page like strapi-examples/invoices.GET.json, and with lines like invoices-populate-services.GET.json', async () => {
    const plain = (
      await suite.t.app.inject({ method: 'GET', url: '/api/invoices', headers: suite.auth })
    ).json();
    expect(plain.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 4 } });
    expect(Object.keys(plain.data[0].attributes)).toEqual(INVOICE_ATTRIBUTES);

    const populated = (
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/invoices?populate=services',
        headers: suite.auth,
      })
    ).json();
    expect(
      populated.data[0].attributes.services.data.map(
        (line: { attributes: { item: string } }) => line.attributes.item,
      ),
    ).toEqual(['Dear', 'Cheap']);
    expect(populated.data[0].attributes.total_price).toBe(90100);
    expect(populated.data[3].attributes.services).toEqual({ data: [] });
    // Read in the page's statement, the lines are those the invoice's own route answers.
    const own = (
      await suite.t.app.inject({
        method: 'GET',
        url: `/api/invoices/${populated.data[0].id}?populate=services`,
        headers: suite.auth,
      })
    ).json();
    expect(populated.data[0].attributes.services).toEqual(own.data.attributes.services);
    const star = (
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/invoices?populate=*',
        headers: suite.auth,
      })
    ).json();
    expect(star).toEqual(populated);
  });

  it('answers only the line attributes populate[services][fields] chooses', async () => {
    const items = (
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/invoices?populate[services][fields][0]=item',
        headers: suite.auth,
      })
    ).json();
    expect(items.data[0].attributes.services.data).toEqual([
      { id: expect.any(Number), attributes: { item: 'Dear' } },
      { id: expect.any(Number), attributes: { item: 'Cheap' } },
    ]);
    expect(Object.keys(items.data[0].attributes)).toEqual([...INVOICE_ATTRIBUTES, 'services']);
    const two = (
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/invoices?populate[services][fields][0]=item&populate[services][fields][1]=price_pkr',
        headers: suite.auth,
      })
    ).json();
    expect(two.data[0].attributes.services.data[0].attributes).toEqual({
      item: 'Dear',
      price_pkr: 90000,
    });
    for (const query of [
      'populate[services][fields][0]=secret',
      'populate[customer][fields][0]=item',
    ]) {
      const response = await suite.t.app.inject({
        method: 'GET',
        url: `/api/invoices?${query}`,
        headers: suite.auth,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
    }
  });

  it('reads the lines of a whole page in one query', async () => {
    const selectFrom = vi.spyOn(suite.t.app.db, 'selectFrom');
    try {
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/invoices?populate=services',
        headers: suite.auth,
      });
      const lineQueries = selectFrom.mock.calls.filter(
        ([table]) => String(table) === 'invoice_lines',
      );
      expect(lineQueries).toHaveLength(1);
    } finally {
      selectFrom.mockRestore();
    }
  });

  it('reads the lines in the page statement, only the columns of the attributes asked for', async () => {
    const executeQuery = vi.spyOn(suite.t.app.db.getExecutor(), 'executeQuery');
    try {
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/invoices?populate[services][fields][0]=item',
        headers: suite.auth,
      });
      const lineQueries = executeQuery.mock.calls
        .map(([query]) => query.sql)
        .filter((text) => text.includes('from "invoice_lines"'));
      expect(lineQueries).toEqual([
        expect.stringMatching(
          /^select "invoices"\.\*, .*\(select "id", "item" from "invoice_lines" where "invoice_id" = "invoices"."id" order by "position"\).* from "invoices" /,
        ),
      ]);
    } finally {
      executeQuery.mockRestore();
    }
  });

  it('filters by invoice number (contains), invoice date (equals), status and customer name', async () => {
    expect(
      await customers(`filters[invoice_number][$contains]=${numbers[1]!.slice(0, 2)}-INV`),
    ).toEqual(['Hira Butt GmbH']);
    expect(await customers('filters[invoice_number][$containsi]=inv-1812')).toEqual([
      'Hira Butt GmbH',
      'Müller & Partner',
    ]);
    expect(await customers('filters[invoice_date][$eq]=2025-12-18')).toEqual([
      'Hira Butt GmbH',
      'Müller & Partner',
    ]);
    expect(await customers('filters[status][$eq]=Paid')).toEqual(['Müller & Partner']);
    expect(await customers('filters[status][$in][0]=Paid&filters[status][$in][1]=Sent')).toEqual([
      'Hamza Ahmed GmbH',
      'Müller & Partner',
    ]);
    expect(await customers('filters[customer_name][$containsi]=HAMZA')).toEqual([
      'Hamza Ahmed GmbH',
      'hamza traders',
    ]);
    expect(
      await customers('filters[invoice_date][$eq]=2025-12-18&filters[status][$eq]=Draft'),
    ).toEqual(['Hira Butt GmbH']);
    expect(await customers('filters[invoice_number][$contains]=nothing')).toEqual([]);
  });

  it.each([
    [
      'invoice_number:desc',
      ['hamza traders', 'Müller & Partner', 'Hira Butt GmbH', 'Hamza Ahmed GmbH'],
    ],
    [
      'invoice_date:asc',
      ['hamza traders', 'Hira Butt GmbH', 'Müller & Partner', 'Hamza Ahmed GmbH'],
    ],
    ['status:asc', ['hamza traders', 'Hira Butt GmbH', 'Müller & Partner', 'Hamza Ahmed GmbH']],
    [
      'total_price:desc',
      ['Hamza Ahmed GmbH', 'Müller & Partner', 'Hira Butt GmbH', 'hamza traders'],
    ],
    ['createdAt:desc', ['hamza traders', 'Müller & Partner', 'Hira Butt GmbH', 'Hamza Ahmed GmbH']],
    ['id:asc', ['Hamza Ahmed GmbH', 'Hira Butt GmbH', 'Müller & Partner', 'hamza traders']],
    [
      'invoice_date:desc,customer_name:asc',
      ['Hamza Ahmed GmbH', 'Hira Butt GmbH', 'Müller & Partner', 'hamza traders'],
    ],
  ])('sorts by %s', async (sort, expected) => {
    expect(await customers(`sort=${sort}`)).toEqual(expected);
  });

  it('sorts by customer name', async () => {
    const sorted = await customers('sort=customer_name:asc');
    expect(sorted).toHaveLength(4);
    expect(sorted.indexOf('Hamza Ahmed GmbH')).toBeLessThan(sorted.indexOf('Hira Butt GmbH'));
  });

  it('pages on the server', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/invoices?pagination[page]=2&pagination[pageSize]=3&sort=id:asc',
      headers: suite.auth,
    });
    expect(response.json().meta.pagination).toEqual({
      page: 2,
      pageSize: 3,
      pageCount: 2,
      total: 4,
    });
    expect(
      response
        .json()
        .data.map((e: { attributes: { customer_name: string } }) => e.attributes.customer_name),
    ).toEqual(['hamza traders']);
  });

  it('refuses filters, sorts and populates it does not know', async () => {
    for (const query of [
      'filters[total_price][$eq]=1.001',
      'filters[total_price][$containsi]=1',
      'filters[sequence][$eq]=1',
      'sort=sequence:asc',
      'populate=customer',
      'filters[services][service_id][$eq]=1',
      'filters[invoice_date][$eq]=yesterday',
    ]) {
      const response = await suite.t.app.inject({
        method: 'GET',
        url: `/api/invoices?${query}`,
        headers: suite.auth,
      });
      expect(response.statusCode, query).toBe(400);
    }
    expect(
      (
        await suite.t.app.inject({
          method: 'GET',
          url: '/api/invoices/1?populate=nope',
          headers: suite.auth,
        })
      ).statusCode,
    ).toBe(400);
  });
});
