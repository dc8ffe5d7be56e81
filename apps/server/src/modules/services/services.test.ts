import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, testAppSuite } from '../../../test/test-suite';
import { createTestService } from '../../../test/support/invoice-test-helpers';

type Payload = InjectOptions['payload'];

/** Attribute names of a service in strapi-examples/services.GET.json and services.POST.json. */
const STRAPI_SERVICE_ATTRIBUTES = [
  'item',
  'type',
  'tax',
  'rate',
  'price_pkr',
  'remarks',
  'date',
  'createdAt',
  'updatedAt',
];
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('/api/services', () => {
  const suite = testAppSuite();

  const request = suite.send;

  describe('create and read', () => {
    it('answers the created service like strapi-examples/services.POST.json', async () => {
      const body = {
        item: 'Example rent',
        type: 'Office rent',
        tax: 'GST',
        rate: 1000.5,
        price_pkr: 2001,
        remarks: 'example',
        date: '2025-06-01',
      };
      const response = await request('POST', '/api/services', { data: body });
      expect(response.statusCode).toBe(200);
      const json = response.json();
      expect(Object.keys(json)).toEqual(['data', 'meta']);
      expect(json.meta).toEqual({});
      expect(Object.keys(json.data.attributes)).toEqual(STRAPI_SERVICE_ATTRIBUTES);
      expect(json.data).toEqual({
        id: expect.any(Number),
        attributes: {
          ...body,
          createdAt: expect.stringMatching(ISO_TIMESTAMP),
          updatedAt: expect.stringMatching(ISO_TIMESTAMP),
        },
      });

      const read = await request('GET', `/api/services/${json.data.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(json);
    });

    it('stores money exactly: 0.1 + 0.2 stays 0.3 after the round trip', async () => {
      const id = await createTestService(suite.t, suite.auth, {
        rate: 0.1,
        price_pkr: 9_999_999_999.99,
      });
      const read = (await request('GET', `/api/services/${id}`)).json().data.attributes;
      expect(read.rate).toBe(0.1);
      expect(read.price_pkr).toBe(9_999_999_999.99);
    });

    it('leaves tax and remarks empty (null) when they are not given', async () => {
      const response = await request('POST', '/api/services', {
        data: { item: 'Water bill', type: 'Water', rate: 10, price_pkr: 10, date: '2025-06-01' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({ tax: null, remarks: null });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const url of [
        '/api/services/999999',
        '/api/services/abc',
        '/api/services/0',
        '/api/services/99999999999',
      ]) {
        const response = await request('GET', url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          data: null,
          error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
        });
      }
    });
  });

  describe('validation', () => {
    const valid = {
      item: 'Rent',
      type: 'Office rent',
      tax: 'GST',
      rate: 1,
      price_pkr: 1,
      remarks: '',
      date: '2025-06-01',
    };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['item missing', { item: undefined }, 'item', 'Item is required.'],
      ['item blank', { item: '   ' }, 'item', 'Item is required.'],
      ['item too long', { item: 'x'.repeat(201) }, 'item', 'Item must be at most 200 characters.'],
      ['type missing', { type: undefined }, 'type', 'Type is required.'],
      ['type empty', { type: '' }, 'type', 'Type is required.'],
      [
        'type unknown',
        { type: 'Rent' },
        'type',
        'Type must be one of: Office rent, Salaries, Electricity, Internet, Water, Maintenance, Cleaning, Security, Stationery, Miscellaneous.',
      ],
      [
        'tax unknown',
        { tax: 'VAT' },
        'tax',
        'Tax must be one of: GST, Income Tax, Sales Tax, Withholding Tax, None.',
      ],
      ['rate missing', { rate: undefined }, 'rate', 'Rate is required.'],
      ['rate text', { rate: '12' }, 'rate', 'Rate must be a number.'],
      ['rate negative', { rate: -1 }, 'rate', 'Rate must be 0 or more.'],
      ['rate three decimals', { rate: 1.005 }, 'rate', 'Rate must have at most 2 decimals.'],
      ['price missing', { price_pkr: undefined }, 'price_pkr', 'Price (PKR) is required.'],
      ['price null', { price_pkr: null }, 'price_pkr', 'Price (PKR) is required.'],
      [
        'price too large',
        { price_pkr: 10_000_000_001 },
        'price_pkr',
        'Price (PKR) must be at most 10,000,000,000.',
      ],
      ['remarks not text', { remarks: 5 }, 'remarks', 'Remarks must be text.'],
      [
        'remarks too long',
        { remarks: 'x'.repeat(2001) },
        'remarks',
        'Remarks must be at most 2000 characters.',
      ],
      ['date missing', { date: undefined }, 'date', 'Date is required.'],
      ['date empty', { date: '' }, 'date', 'Date is required.'],
      ['date format', { date: '01/06/2025' }, 'date', 'Date must be a date (YYYY-MM-DD).'],
      [
        'date not on the calendar',
        { date: '2025-02-29' },
        'date',
        'Date must be a real calendar date.',
      ],
    ];

    it.each(cases)('refuses %s with its message', async (_name, change, path, message) => {
      const response = await request('POST', '/api/services', { data: { ...valid, ...change } });
      expectValidationError(response, [path], message);
    });

    it('names every failing field at once', async () => {
      const response = await request('POST', '/api/services', { data: {} });
      expect(response.statusCode).toBe(400);
      const paths = response.json().error.details.errors.map((e: { path: string[] }) => e.path[0]);
      expect(paths).toEqual(['item', 'type', 'rate', 'price_pkr', 'date']);
    });

    it('refuses a body without data, unknown fields, and broken JSON', async () => {
      expect((await request('POST', '/api/services', { item: 'x' })).json().error.message).toBe(
        'Missing "data" payload in the request body',
      );
      const unknown = await request('POST', '/api/services', { data: { ...valid, colour: 'red' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details.errors[0].message).toBe('Unknown field: colour');
      const broken = await suite.t.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: { ...suite.auth, 'content-type': 'application/json' },
        payload: '{"data":',
      });
      expect(broken.statusCode).toBe(400);
    });
  });

  describe('update and delete', () => {
    it('changes only the fields sent, as the inline editor sends them', async () => {
      const id = await createTestService(suite.t, suite.auth, { item: 'Before', price_pkr: 100 });
      const before = (await request('GET', `/api/services/${id}`)).json().data.attributes;
      const response = await request('PUT', `/api/services/${id}`, {
        data: { price_pkr: 2500.25 },
      });
      expect(response.statusCode).toBe(200);
      const after = response.json().data.attributes;
      expect(after).toEqual({
        ...before,
        price_pkr: 2500.25,
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      });

      const cleared = await request('PUT', `/api/services/${id}`, {
        data: { remarks: '', tax: null },
      });
      expect(cleared.json().data.attributes).toMatchObject({
        remarks: null,
        tax: null,
        item: 'Before',
      });
    });

    it('validates an update like a create, field by field', async () => {
      const id = await createTestService(suite.t, suite.auth);
      const response = await request('PUT', `/api/services/${id}`, {
        data: { item: ' ', rate: -2 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.errors).toEqual([
        { path: ['item'], message: 'Item is required.', name: 'ValidationError' },
        { path: ['rate'], message: 'Rate must be 0 or more.', name: 'ValidationError' },
      ]);
    });

    it('answers 404 when updating or deleting a service that does not exist', async () => {
      expect(
        (await request('PUT', '/api/services/987654', { data: { item: 'x' } })).statusCode,
      ).toBe(404);
      expect((await request('DELETE', '/api/services/987654')).statusCode).toBe(404);
    });

    it('answers the deleted service, which is then gone', async () => {
      const id = await createTestService(suite.t, suite.auth, { item: 'To delete' });
      const response = await request('DELETE', `/api/services/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id, attributes: { item: 'To delete' } });
      expect((await request('GET', `/api/services/${id}`)).statusCode).toBe(404);
    });
  });

  describe('roles', () => {
    it('refuses anonymous visitors and Registered users (403), lets Staff and Admin in', async () => {
      const registered = (await loginAs(suite.t, 'Registered')).authorization;
      const admin = (await loginAs(suite.t, 'Admin')).authorization;
      const id = await createTestService(suite.t, suite.auth);
      const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Payload][] = [
        ['GET', '/api/services'],
        ['GET', `/api/services/${id}`],
        [
          'POST',
          '/api/services',
          { data: { item: 'x', type: 'Water', rate: 1, price_pkr: 1, date: '2025-06-01' } },
        ],
        ['PUT', `/api/services/${id}`, { data: { item: 'Renamed' } }],
        ['DELETE', `/api/services/${id}`],
      ];
      for (const [method, url, payload] of calls) {
        const anonymous = await suite.t.app.inject({
          method,
          url,
          ...(payload ? { payload } : {}),
        });
        expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(403);
        expect(anonymous.json().error.name).toBe('ForbiddenError');
        expect(
          (await request(method, url, payload, registered)).statusCode,
          `${method} ${url} Registered`,
        ).toBe(403);
        expect(
          (await request(method, url, payload, { authorization: 'Bearer not-a-token' })).statusCode,
        ).toBe(401);
      }
      for (const [method, url, payload] of calls) {
        expect(
          (await request(method, url, payload, admin)).statusCode,
          `${method} ${url} Admin`,
        ).toBe(200);
      }
    });
  });
});

describe('GET /api/services: filters, sort and pagination', () => {
  const suite = testAppSuite('Staff');

  beforeAll(async () => {
    const rows: [
      item: string,
      type: string,
      tax: string | null,
      rate: number,
      price: number,
      date: string,
    ][] = [
      ['Office rent Gulberg', 'Office rent', 'GST', 300, 90000, '2025-01-10'],
      ['Salaries June', 'Salaries', 'Income Tax', 100, 500000.5, '2025-06-30'],
      ['Electricity LESCO', 'Electricity', null, 50, 12000, '2025-03-05'],
      ['Internet fibre', 'Internet', 'Sales Tax', 20, 8000.25, '2025-03-05'],
      ['office RENT annex', 'Office rent', 'None', 200, 45000, '2024-12-01'],
      ['100%_discount item', 'Miscellaneous', 'Withholding Tax', 10, 1, '2025-02-01'],
    ];
    for (const [item, type, tax, rate, price_pkr, date] of rows) {
      await createTestService(suite.t, suite.auth, {
        item,
        type: type as never,
        tax: tax as never,
        rate,
        price_pkr,
        date,
      });
    }
  });

  const items = async (query: string) => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: `/api/services?${query}`,
      headers: suite.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .data.map((entity: { attributes: { item: string } }) => entity.attributes.item);
  };

  it('answers a page like strapi-examples/services.GET.json, ordered by id', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/services',
      headers: suite.auth,
    });
    const json = response.json();
    expect(json.meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 6 } });
    expect(Object.keys(json.data[0].attributes)).toEqual(STRAPI_SERVICE_ATTRIBUTES);
    expect(json.data.map((e: { id: number }) => e.id)).toEqual(
      [...json.data.map((e: { id: number }) => e.id)].sort((a, b) => a - b),
    );
  });

  it('filters item by case-insensitive substring, with % and _ taken literally', async () => {
    expect(await items('filters[item][$containsi]=office rent')).toEqual([
      'Office rent Gulberg',
      'office RENT annex',
    ]);
    expect(await items('filters[item][$containsi]=100%_')).toEqual(['100%_discount item']);
    expect(await items('filters[item][$containsi]=%')).toEqual(['100%_discount item']);
  });

  it('filters by type and by date', async () => {
    expect(await items('filters[type][$eq]=Office rent')).toEqual([
      'Office rent Gulberg',
      'office RENT annex',
    ]);
    expect(await items('filters[date][$eq]=2025-03-05')).toEqual([
      'Electricity LESCO',
      'Internet fibre',
    ]);
    expect(await items('filters[type][$eq]=Water')).toEqual([]);
    expect(await items('filters[type][$eq]=Office rent&filters[item][$containsi]=annex')).toEqual([
      'office RENT annex',
    ]);
  });

  it.each([
    [
      'date:asc',
      [
        'office RENT annex',
        'Office rent Gulberg',
        '100%_discount item',
        'Electricity LESCO',
        'Internet fibre',
        'Salaries June',
      ],
    ],
    [
      'price_pkr:desc',
      [
        'Salaries June',
        'Office rent Gulberg',
        'office RENT annex',
        'Electricity LESCO',
        'Internet fibre',
        '100%_discount item',
      ],
    ],
    [
      'rate:asc',
      [
        '100%_discount item',
        'Internet fibre',
        'Electricity LESCO',
        'Salaries June',
        'office RENT annex',
        'Office rent Gulberg',
      ],
    ],
    [
      'type:asc',
      [
        'Electricity LESCO',
        'Internet fibre',
        '100%_discount item',
        'Office rent Gulberg',
        'office RENT annex',
        'Salaries June',
      ],
    ],
    [
      'id:desc',
      [
        '100%_discount item',
        'office RENT annex',
        'Internet fibre',
        'Electricity LESCO',
        'Salaries June',
        'Office rent Gulberg',
      ],
    ],
    [
      'createdAt:asc',
      [
        'Office rent Gulberg',
        'Salaries June',
        'Electricity LESCO',
        'Internet fibre',
        'office RENT annex',
        '100%_discount item',
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    expect(await items(`sort=${sort}`)).toEqual(expected);
  });

  it('sorts by item and by tax', async () => {
    const byItem = await items('sort=item:asc');
    expect(byItem[0]).toBe('100%_discount item');
    expect(byItem).toHaveLength(6);
    const byTax = await items('sort=tax:desc');
    expect(byTax).toHaveLength(6);
    expect(byTax.indexOf('Salaries June')).toBeLessThan(byTax.indexOf('Office rent Gulberg'));
  });

  it('pages with page and pageSize (capped at 100), and with start and limit', async () => {
    const page2 = await suite.t.app.inject({
      method: 'GET',
      url: '/api/services?pagination[page]=2&pagination[pageSize]=4',
      headers: suite.auth,
    });
    expect(page2.json().meta.pagination).toEqual({ page: 2, pageSize: 4, pageCount: 2, total: 6 });
    expect(page2.json().data).toHaveLength(2);
    const capped = await suite.t.app.inject({
      method: 'GET',
      url: '/api/services?pagination[pageSize]=500',
      headers: suite.auth,
    });
    expect(capped.json().meta.pagination).toEqual({
      page: 1,
      pageSize: 100,
      pageCount: 1,
      total: 6,
    });
    const offset = await suite.t.app.inject({
      method: 'GET',
      url: '/api/services?pagination[start]=1&pagination[limit]=2',
      headers: suite.auth,
    });
    expect(offset.json().meta.pagination).toEqual({ start: 1, limit: 2, total: 6 });
  });

  it('refuses a filter, operator or sort field it does not know with a 400', async () => {
    for (const query of [
      'filters[invoices][$eq]=x',
      'filters[type][$like]=x',
      'filters[price_pkr][$containsi]=1',
      'filters[price_pkr][$eq]=1.234',
      'sort=invoices:asc',
      'filters[date][$eq]=June',
      'populate=invoices',
    ]) {
      const response = await suite.t.app.inject({
        method: 'GET',
        url: `/api/services?${query}`,
        headers: suite.auth,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
    }
  });
});
