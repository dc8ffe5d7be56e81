import { beforeAll, describe, expect, it } from 'vitest';
import { createTestService, createTestInvoice } from './support/invoice-test-helpers';
import { applicationForm, insertUnclaimedResume } from './public-forms';
import { loginAs } from './test-app';
import { testAppSuite } from './test-suite';

/**
 * Strapi v4's query language, form by form (strapi-examples/queries/), against the database the
 * tests run on (SQLite, or PostgreSQL with TEST_DATABASE_URL): every filter operator, the
 * shorthand, `$or`/`$and`/`$not` nested, filters through relations, the sort, fields, populate and
 * pagination forms, and the refusals where Strapi answers wrongly.
 */

interface Service {
  item: string;
  type: string;
  price_pkr: number;
  remarks: string | null;
  date: string;
}

const SERVICES: Service[] = [
  {
    item: 'Office rent Gulberg',
    type: 'Office rent',
    price_pkr: 150000,
    remarks: 'Monthly',
    date: '2025-01-10',
  },
  {
    item: 'office rent DHA',
    type: 'Office rent',
    price_pkr: 120000.5,
    remarks: null,
    date: '2025-02-15',
  },
  {
    item: 'Internet fibre',
    type: 'Internet',
    price_pkr: 9999.99,
    remarks: 'Fast',
    date: '2025-03-20',
  },
  {
    item: 'Electricity bill',
    type: 'Electricity',
    price_pkr: 45000,
    remarks: 'monthly',
    date: '2025-04-05',
  },
  { item: 'Water supply', type: 'Water', price_pkr: 3000, remarks: null, date: '2025-06-30' },
  {
    item: 'Salaries June',
    type: 'Salaries',
    price_pkr: 900000,
    remarks: 'Staff of 12',
    date: '2025-06-30',
  },
];

describe('Strapi v4 query language', () => {
  const suite = testAppSuite('Staff');
  let admin: { authorization: string };
  const serviceIds = new Map<string, number>();
  const invoiceIds: number[] = [];
  const lineIds: number[] = [];
  const applicationIds = new Map<string, number>();

  beforeAll(async () => {
    admin = (await loginAs(suite.t, 'Admin')).authorization;
    for (const service of SERVICES) {
      // The types of the price list are checked by its own tests; these are among them.
      const fields = service as Parameters<typeof createTestService>[2];
      serviceIds.set(service.item, await createTestService(suite.t, suite.auth, fields));
    }
    const rent = serviceIds.get('Office rent Gulberg')!;
    const internet = serviceIds.get('Internet fibre')!;
    const water = serviceIds.get('Water supply')!;
    for (const [customer, lines] of [
      ['Rent only GmbH', [{ id: rent }]],
      ['Utilities GmbH', [{ id: internet }, { id: water }]],
      ['Mixed GmbH', [{ id: rent }, { id: water }]],
    ] as const) {
      const invoice = await createTestInvoice(suite.t, suite.auth, {
        customer_name: customer,
        services: [...lines],
      });
      invoiceIds.push(invoice.id);
      const services = invoice.attributes.services as { data: { id: number }[] };
      lineIds.push(...services.data.map((line) => line.id));
    }
    for (const [firstName, file] of <[string, string][]>[
      ['Ayesha', 'ayesha-cv.pdf'],
      ['Bilal', 'bilal-resume.pdf'],
    ]) {
      const resume = await insertUnclaimedResume(suite.t, { name: file });
      const response = await suite.t.app.inject({
        method: 'POST',
        url: '/api/carrers',
        payload: {
          data: applicationForm(resume, { firstName, email: `${firstName}@example.com` }),
        },
      });
      applicationIds.set(firstName, response.json().data.id);
    }
  });

  // Users are for Admins; every other list here is for Staff.
  const get = (url: string) =>
    suite.t.app.inject({
      method: 'GET',
      url,
      headers: url.startsWith('/api/users') ? admin : suite.auth,
    });
  /** The items of the services a query finds, in the order answered. */
  const items = async (query: string) => {
    const response = await get(`/api/services?${query}`);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return (response.json().data as { attributes: { item: string } }[]).map(
      (s) => s.attributes.item,
    );
  };
  const itemsWhere = (predicate: (s: Service) => boolean) =>
    SERVICES.filter(predicate).map((s) => s.item);
  const idOf = (item: string) => serviceIds.get(item)!;

  describe('filter operators on every attribute, id and timestamps included', () => {
    const cases: [string, () => string, (s: Service) => boolean][] = [
      ['$eq on text', () => 'filters[item][$eq]=Water supply', (s) => s.item === 'Water supply'],
      ['shorthand for $eq', () => 'filters[type]=Internet', (s) => s.type === 'Internet'],
      ['$eqi', () => 'filters[item][$eqi]=OFFICE RENT DHA', (s) => s.item === 'office rent DHA'],
      ['$ne', () => 'filters[type][$ne]=Office rent', (s) => s.type !== 'Office rent'],
      ['$nei', () => 'filters[type][$nei]=office RENT', (s) => s.type !== 'Office rent'],
      [
        '$contains is case-sensitive',
        () => 'filters[item][$contains]=rent',
        (s) => s.item.includes('rent'),
      ],
      ['$containsi', () => 'filters[item][$containsi]=RENT', (s) => /rent/i.test(s.item)],
      ['$notContains', () => 'filters[item][$notContains]=rent', (s) => !s.item.includes('rent')],
      ['$notContainsi', () => 'filters[item][$notContainsi]=RENT', (s) => !/rent/i.test(s.item)],
      [
        '$startsWith',
        () => 'filters[item][$startsWith]=Office',
        (s) => s.item.startsWith('Office'),
      ],
      ['$startsWithi', () => 'filters[item][$startsWithi]=office', (s) => /^office/i.test(s.item)],
      ['$endsWith', () => 'filters[item][$endsWith]=DHA', (s) => s.item.endsWith('DHA')],
      ['$endsWithi', () => 'filters[item][$endsWithi]=june', (s) => /june$/i.test(s.item)],
      ['$null', () => 'filters[remarks][$null]=true', (s) => s.remarks === null],
      ['$notNull', () => 'filters[remarks][$notNull]=true', (s) => s.remarks !== null],
      ['$lt on money', () => 'filters[price_pkr][$lt]=9999.99', (s) => s.price_pkr < 9999.99],
      [
        '$lte on money keeps decimals',
        () => 'filters[price_pkr][$lte]=9999.99',
        (s) => s.price_pkr <= 9999.99,
      ],
      ['$gt on money', () => 'filters[price_pkr][$gt]=120000.5', (s) => s.price_pkr > 120000.5],
      ['$gte on money', () => 'filters[price_pkr][$gte]=120000.5', (s) => s.price_pkr >= 120000.5],
      [
        '$between dates',
        () => 'filters[date][$between][0]=2025-02-01&filters[date][$between][1]=2025-04-05',
        (s) => s.date >= '2025-02-01' && s.date <= '2025-04-05',
      ],
      [
        '$in as a list',
        () => 'filters[type][$in][0]=Water&filters[type][$in][1]=Internet',
        (s) => ['Water', 'Internet'].includes(s.type),
      ],
      [
        '$notIn',
        () => 'filters[type][$notIn][0]=Water&filters[type][$notIn][1]=Office rent',
        (s) => !['Water', 'Office rent'].includes(s.type),
      ],
      [
        '$eq on id',
        () => `filters[id][$eq]=${idOf('Internet fibre')}`,
        (s) => s.item === 'Internet fibre',
      ],
      [
        'shorthand on id',
        () => `filters[id]=${idOf('Water supply')}`,
        (s) => s.item === 'Water supply',
      ],
      [
        '$in on id',
        () =>
          `filters[id][$in][0]=${idOf('Water supply')}&filters[id][$in][1]=${idOf('Salaries June')}`,
        (s) => ['Water supply', 'Salaries June'].includes(s.item),
      ],
      [
        '$lt and $gt on id',
        () =>
          `filters[id][$gt]=${idOf('office rent DHA')}&filters[id][$lt]=${idOf('Water supply')}`,
        (s) => ['Internet fibre', 'Electricity bill'].includes(s.item),
      ],
      ['$gte on createdAt', () => 'filters[createdAt][$gte]=2000-01-01T00:00:00.000Z', () => true],
      ['$lt on updatedAt', () => 'filters[updatedAt][$lt]=2000-01-01T00:00:00.000Z', () => false],
    ];
    it.each(cases)('%s', async (_, query, predicate) => {
      expect(await items(`${query()}&sort=id`)).toEqual(itemsWhere(predicate));
    });
  });

  describe('$or, $and and $not, nested', () => {
    const cases: [string, string, (s: Service) => boolean][] = [
      [
        '$or',
        'filters[$or][0][type][$eq]=Water&filters[$or][1][type][$eq]=Internet',
        (s) => ['Water', 'Internet'].includes(s.type),
      ],
      [
        '$and',
        'filters[$and][0][type][$eq]=Office rent&filters[$and][1][price_pkr][$lt]=130000',
        (s) => s.type === 'Office rent' && s.price_pkr < 130000,
      ],
      ['$not', 'filters[$not][type][$eq]=Office rent', (s) => s.type !== 'Office rent'],
      [
        '$not on an attribute',
        'filters[item][$not][$containsi]=rent',
        (s) => !/rent/i.test(s.item),
      ],
      [
        '$or of $and and $not',
        'filters[$or][0][$and][0][type][$eq]=Office rent&filters[$or][0][$and][1][remarks][$null]=true&filters[$or][1][$not][$or][0][date][$lt]=2025-06-01&filters[$or][1][$not][$or][1][type][$eq]=Water',
        (s) =>
          (s.type === 'Office rent' && s.remarks === null) ||
          !(s.date < '2025-06-01' || s.type === 'Water'),
      ],
      [
        'conditions beside $or all hold',
        'filters[date][$eq]=2025-06-30&filters[$or][0][type][$eq]=Water&filters[$or][1][type][$eq]=Internet',
        (s) => s.date === '2025-06-30' && ['Water', 'Internet'].includes(s.type),
      ],
    ];
    it.each(cases)('%s', async (_, query, predicate) => {
      expect(await items(`${query}&sort=id`)).toEqual(itemsWhere(predicate));
    });

    it('refuses nesting past the bound with a 400', async () => {
      const deep = `filters${'[$not]'.repeat(8)}[type][$eq]=Water`;
      const response = await get(`/api/services?${deep}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
    });
  });

  describe('filters through a relation', () => {
    const invoicesFound = async (query: string) => {
      const response = await get(`/api/invoices?${query}&sort=id`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: number }[]).map((invoice) => invoice.id);
    };
    it('finds invoices by the text of their lines', async () => {
      expect(await invoicesFound('filters[services][item][$containsi]=RENT')).toEqual([
        invoiceIds[0],
        invoiceIds[2],
      ]);
    });
    it('finds invoices by the id of a line', async () => {
      expect(await invoicesFound(`filters[services][id][$eq]=${lineIds[1]}`)).toEqual([
        invoiceIds[1],
      ]);
    });
    it('combines a relation filter with $not and $or', async () => {
      expect(await invoicesFound('filters[$not][services][item][$containsi]=water')).toEqual([
        invoiceIds[0],
      ]);
      expect(
        await invoicesFound(
          'filters[$or][0][services][item][$eq]=Internet fibre&filters[$or][1][customer_name][$startsWith]=Rent',
        ),
      ).toEqual([invoiceIds[0], invoiceIds[1]]);
    });
    it('finds applications by their resume file name', async () => {
      const response = await get('/api/carrers?filters[resume][name][$containsi]=CV');
      expect(response.json().data.map((a: { id: number }) => a.id)).toEqual([
        applicationIds.get('Ayesha'),
      ]);
    });
    it('refuses a private column of a relation', async () => {
      const response = await get('/api/carrers?filters[resume][storage_key][$eq]=x');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid parameter storage_key');
    });
  });

  describe('sort', () => {
    const byType = [...SERVICES].sort(
      (a, b) => a.type.localeCompare(b.type) || b.price_pkr - a.price_pkr,
    );
    it.each([
      ['comma list', 'sort=type,price_pkr:desc'],
      ['array', 'sort[0]=type:asc&sort[1]=price_pkr:desc'],
      ['object', 'sort[0][type]=asc&sort[1][price_pkr]=desc'],
    ])('as a %s', async (_, query) => {
      expect(await items(query)).toEqual(byType.map((s) => s.item));
    });
    it('by any attribute, as sort=a:asc', async () => {
      expect(await items('sort=price_pkr:asc')).toEqual(
        [...SERVICES].sort((a, b) => a.price_pkr - b.price_pkr).map((s) => s.item),
      );
    });
  });

  describe('fields', () => {
    it.each([
      ['fields[0]=item&fields[1]=price_pkr', ['item', 'price_pkr']],
      ['fields=item', ['item']],
      ['fields=item,date', ['item', 'date']],
    ])('%s on a list', async (query, names) => {
      const response = await get(`/api/services?${query}&pagination[pageSize]=2`);
      for (const entity of response.json().data) {
        expect(Object.keys(entity)).toEqual(['id', 'attributes']);
        expect(Object.keys(entity.attributes).sort()).toEqual([...names].sort());
      }
    });
    it('on a single entry', async () => {
      const response = await get(`/api/services/${idOf('Water supply')}?fields[0]=item`);
      expect(response.json()).toEqual({
        data: { id: idOf('Water supply'), attributes: { item: 'Water supply' } },
        meta: {},
      });
    });
  });

  describe('populate', () => {
    const linesOf = async (query: string) => {
      const response = await get(`/api/invoices/${invoiceIds[1]}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.attributes.services?.data as
        { id: number; attributes: Record<string, unknown> }[] | undefined;
    };
    it.each([
      'populate=*',
      'populate=services',
      'populate[0]=services',
      'populate[services]=*',
      'populate[services]=true',
    ])('%s includes every line', async (query) => {
      const lines = await linesOf(query);
      expect(lines?.map((line) => line.attributes.item)).toEqual([
        'Internet fibre',
        'Water supply',
      ]);
    });
    it('an object with fields', async () => {
      const lines = await linesOf('populate[services][fields][0]=item');
      expect(lines?.map((line) => line.attributes)).toEqual([
        { item: 'Internet fibre' },
        { item: 'Water supply' },
      ]);
    });
    it('an object with sort and filters', async () => {
      expect(
        (await linesOf('populate[services][sort]=item:desc'))?.map((l) => l.attributes.item),
      ).toEqual(['Water supply', 'Internet fibre']);
      expect(
        (await linesOf('populate[services][filters][item][$containsi]=water'))?.map(
          (l) => l.attributes.item,
        ),
      ).toEqual(['Water supply']);
    });
    it('nested populate of a relation without relations', async () => {
      expect(await linesOf('populate[services][populate]=*')).toHaveLength(2);
    });
    it('on a list, with fields', async () => {
      const response = await get(
        '/api/invoices?populate[services][fields][0]=price_pkr&fields=customer_name&sort=id',
      );
      expect(response.json().data[0].attributes).toEqual({
        customer_name: 'Rent only GmbH',
        services: { data: [{ id: lineIds[0], attributes: { price_pkr: 150000 } }] },
      });
    });
  });

  describe('pagination', () => {
    it('by start and limit, answered as start, limit and total', async () => {
      const response = await get('/api/services?pagination[start]=2&pagination[limit]=3&sort=id');
      expect(response.json().meta.pagination).toEqual({
        start: 2,
        limit: 3,
        total: SERVICES.length,
      });
      expect(response.json().data.map((s: { attributes: Service }) => s.attributes.item)).toEqual(
        SERVICES.slice(2, 5).map((s) => s.item),
      );
    });
    it('by page and pageSize', async () => {
      const response = await get('/api/services?pagination[page]=2&pagination[pageSize]=4');
      expect(response.json().meta.pagination).toEqual({
        page: 2,
        pageSize: 4,
        pageCount: 2,
        total: SERVICES.length,
      });
    });
    it('without a count when withCount=false', async () => {
      const paged = await get('/api/services?pagination[pageSize]=2&pagination[withCount]=false');
      expect(paged.json().meta.pagination).toEqual({ page: 1, pageSize: 2 });
      expect(paged.json().data).toHaveLength(2);
      const offset = await get(
        '/api/services?pagination[start]=1&pagination[limit]=2&pagination[withCount]=false',
      );
      expect(offset.json().meta.pagination).toEqual({ start: 1, limit: 2 });
    });
    it('limit=-1 answers as many as one answer holds', async () => {
      const response = await get('/api/services?pagination[limit]=-1');
      expect(response.json().data).toHaveLength(SERVICES.length);
    });
  });

  describe('refusals where Strapi answers wrongly (400 naming the mistake)', () => {
    it.each([
      [
        'unknown operator (Strapi ignores it)',
        '/api/services?filters[item][$like]=x',
        'Invalid operator $like',
      ],
      ['unknown field', '/api/services?filters[nosuch][$eq]=1', 'Invalid parameter nosuch'],
      ['unknown sort key', '/api/services?sort=nosuch:asc', 'Invalid parameter nosuch'],
      [
        'unknown populate (Strapi ignores it)',
        '/api/services?populate=nosuch',
        'Invalid populate nosuch',
      ],
      [
        'bad page (Strapi answers 500)',
        '/api/services?pagination[page]=abc',
        'pagination[page] must be a whole number of 1 or more',
      ],
      [
        'private field',
        '/api/users?filters[password_hash][$startsWith]=$2',
        'Invalid parameter password_hash',
      ],
      [
        'text operator on a number',
        '/api/services?filters[price_pkr][$containsi]=1',
        'Operator $containsi does not apply to price_pkr (money)',
      ],
      [
        'money with three decimals',
        '/api/services?filters[price_pkr][$eq]=1.005',
        'Filter on price_pkr must be an amount in PKR with at most 2 decimals',
      ],
      [
        '$between with one value',
        '/api/services?filters[date][$between][0]=2025-01-01',
        '$between on date takes two values: [$between][0] and [$between][1]',
      ],
      [
        'page and start together',
        '/api/services?pagination[page]=1&pagination[start]=0',
        'Pagination is by page and pageSize or by start and limit, not both',
      ],
      ['unknown field in fields', '/api/services?fields[0]=password', 'Invalid field password'],
      [
        'unknown top-level parameter',
        '/api/services?publicationState=live',
        'Invalid parameter publicationState',
      ],
    ])('%s', async (_, url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        error: { status: 400, name: 'ValidationError', message, details: {} },
      });
    });
  });
});
