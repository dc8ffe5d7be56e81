import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/shared/constants';
import { fetchPage } from './list-page';
import { parseListQuery, parsePopulate, QueryError, type ListSpec } from './strapi-query';

const SPEC: ListSpec = {
  filters: {
    name: { column: 'name', type: 'string', operators: ['$eq', '$containsi', '$contains', '$in'] },
    other: { column: 'other', type: 'string', operators: ['$containsi'] },
    amount: {
      column: 'amount',
      type: 'number',
      operators: ['$eq', '$gte', '$lte', '$gt', '$lt', '$ne'],
    },
    active: { column: 'active', type: 'boolean', operators: ['$eq'] },
    day: { column: 'day', type: 'date', operators: ['$eq', '$gte', '$lte'] },
    createdAt: { column: 'created_at', type: 'timestamp', operators: ['$gte', '$lte'] },
  },
  sortable: { name: 'name', amount: 'amount', id: 'id' },
  relations: ['files', 'owner'],
};

/** Parses and expects a refusal with this message (its route answers Strapi's 400 with it). */
function expectRefused(query: Record<string, string | string[]>, message: string | RegExp) {
  let caught: unknown;
  try {
    parseListQuery(query, SPEC);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(QueryError);
  expect((caught as QueryError).message).toMatch(message);
}

describe('parseListQuery', () => {
  it('defaults to the first page of 25 in id order, with nothing populated', () => {
    const query = parseListQuery({}, SPEC);
    expect(query).toEqual({
      where: [],
      sort: [],
      offset: 0,
      limit: DEFAULT_PAGE_SIZE,
      style: 'page',
      populate: new Set(),
      relationFields: new Map(),
    });
    expect(parseListQuery(undefined, SPEC).limit).toBe(DEFAULT_PAGE_SIZE);
  });

  it('reads filters into conditions that must all hold', () => {
    const query = parseListQuery(
      {
        'filters[name][$eq]': 'Ali',
        'filters[amount][$gte]': '10.5',
        'filters[active][$eq]': 'true',
        'filters[day][$lte]': '2025-06-30',
        'filters[createdAt][$gte]': '2025-06-01',
      },
      SPEC,
    );
    expect(query.where).toEqual([
      [{ column: 'name', operator: '$eq', value: 'Ali' }],
      [{ column: 'amount', operator: '$gte', value: 10.5 }],
      [{ column: 'active', operator: '$eq', value: 1 }],
      [{ column: 'day', operator: '$lte', value: '2025-06-30' }],
      [{ column: 'created_at', operator: '$gte', value: '2025-06-01T00:00:00.000Z' }],
    ]);
  });

  it('reads booleans as the stored 0/1 in every spelling', () => {
    for (const [text, value] of [
      ['true', 1],
      ['1', 1],
      ['false', 0],
      ['0', 0],
    ] as const) {
      expect(parseListQuery({ 'filters[active][$eq]': text }, SPEC).where).toEqual([
        [{ column: 'active', operator: '$eq', value }],
      ]);
    }
  });

  it('groups $or conditions so that one of them is enough', () => {
    const query = parseListQuery(
      {
        'filters[$or][0][name][$containsi]': 'ali',
        'filters[$or][1][other][$containsi]': 'ali',
        'filters[amount][$eq]': '3',
      },
      SPEC,
    );
    expect(query.where).toEqual([
      [{ column: 'amount', operator: '$eq', value: 3 }],
      [
        { column: 'name', operator: '$containsi', value: 'ali' },
        { column: 'other', operator: '$containsi', value: 'ali' },
      ],
    ]);
  });

  it('reads $in as a list, comma-separated or indexed', () => {
    expect(parseListQuery({ 'filters[name][$in]': 'a,b' }, SPEC).where).toEqual([
      [{ column: 'name', operator: '$in', value: ['a', 'b'] }],
    ]);
    expect(
      parseListQuery({ 'filters[name][$in][0]': 'a', 'filters[name][$in][1]': 'b,c' }, SPEC).where,
    ).toEqual([[{ column: 'name', operator: '$in', value: ['a', 'b,c'] }]]);
  });

  it('reads sort fields and directions, several at once', () => {
    expect(parseListQuery({ sort: 'name:desc,amount' }, SPEC).sort).toEqual([
      { column: 'name', direction: 'desc' },
      { column: 'amount', direction: 'asc' },
    ]);
    expect(parseListQuery({ 'sort[0]': 'amount:DESC' }, SPEC).sort).toEqual([
      { column: 'amount', direction: 'desc' },
    ]);
  });

  it('pages by page and pageSize, capping the size at 100', () => {
    expect(
      parseListQuery({ 'pagination[page]': '3', 'pagination[pageSize]': '10' }, SPEC),
    ).toMatchObject({ offset: 20, limit: 10, style: 'page' });
    expect(parseListQuery({ 'pagination[pageSize]': '500' }, SPEC).limit).toBe(MAX_PAGE_SIZE);
    expect(
      parseListQuery({ 'pagination[start]': '10', 'pagination[limit]': '5' }, SPEC),
    ).toMatchObject({ offset: 10, limit: 5, style: 'offset' });
  });

  it('populates named relations, or all of them for *', () => {
    expect(parseListQuery({ populate: '*' }, SPEC).populate).toEqual(new Set(['files', 'owner']));
    expect(parseListQuery({ populate: 'files' }, SPEC).populate).toEqual(new Set(['files']));
    expect(parseListQuery({ 'populate[owner]': 'true' }, SPEC).populate).toEqual(
      new Set(['owner']),
    );
    expect(parseListQuery({ 'populate[0]': 'owner' }, SPEC).populate).toEqual(new Set(['owner']));
  });

  describe('refuses hostile or malformed input with a 400', () => {
    it('unknown parameters, fields and relations', () => {
      expectRefused({ nosuchparam: '1' }, 'Invalid parameter nosuchparam');
      expectRefused({ 'filters[nosuchfield][$eq]': '1' }, 'Invalid parameter nosuchfield');
      expectRefused({ 'filters[name]': 'Ali' }, 'Invalid parameter filters[name]');
      expectRefused({ 'filters[name][$eq][x][y]': 'Ali' }, /Invalid parameter/);
      expectRefused({ populate: 'password' }, 'Invalid populate password');
      expectRefused({ 'populate[secrets]': 'true' }, 'Invalid populate secrets');
    });

    it('prototype keys as field, sort or relation names', () => {
      expectRefused({ 'filters[__proto__][$eq]': '1' }, 'Invalid parameter __proto__');
      expectRefused({ 'filters[constructor][$eq]': '1' }, 'Invalid parameter constructor');
      expectRefused({ 'filters[toString][$eq]': '1' }, 'Invalid parameter toString');
      expectRefused({ sort: '__proto__:asc' }, 'Invalid sort field __proto__');
      expectRefused({ sort: 'hasOwnProperty' }, 'Invalid sort field hasOwnProperty');
      expectRefused({ populate: '__proto__' }, 'Invalid populate __proto__');
    });

    it('operators the field does not allow, or that do not exist', () => {
      expectRefused({ 'filters[name][$gte]': 'a' }, 'Invalid operator $gte for name');
      expectRefused({ 'filters[name][$regex]': '.*' }, 'Invalid operator $regex for name');
      expectRefused({ 'filters[name][$EQ]': 'a' }, 'Invalid operator $EQ for name');
      expectRefused({ 'filters[name][$eq][0]': 'a' }, 'Invalid parameter filters[name][$eq][0]');
    });

    it('values of the wrong type', () => {
      expectRefused({ 'filters[amount][$eq]': 'ten' }, 'Filter on amount must be a number');
      expectRefused({ 'filters[amount][$eq]': '' }, 'Filter on amount must be a number');
      expectRefused({ 'filters[amount][$eq]': 'Infinity' }, 'Filter on amount must be a number');
      expectRefused({ 'filters[active][$eq]': 'yes' }, 'Filter on active must be true or false');
      expectRefused(
        { 'filters[day][$eq]': '01/06/2025' },
        'Filter on day must be a date (YYYY-MM-DD)',
      );
      expectRefused(
        { 'filters[createdAt][$gte]': 'yesterday' },
        'Filter on createdAt must be a date and time',
      );
    });

    it('over-long values, NUL characters and too many $in values', () => {
      expectRefused({ 'filters[name][$eq]': 'x'.repeat(501) }, /too long/);
      expectRefused({ 'filters[name][$in]': 'x'.repeat(501) }, /too long/);
      expectRefused(
        { 'filters[name][$containsi]': 'a\u0000b' },
        'Filter on name contains a NUL character',
      );
      expectRefused(
        { 'filters[name][$in]': Array.from({ length: 101 }, (_, i) => `v${i}`).join(',') },
        'Too many values for name',
      );
    });

    it('bad sort directions and pagination', () => {
      expectRefused({ sort: 'name:sideways' }, 'Invalid sort direction sideways');
      expectRefused({ sort: 'name;drop table items' }, /Invalid sort field/);
      for (const page of ['0', '-1', '1.5', 'abc', '', '1e3', '9999999999']) {
        expectRefused(
          { 'pagination[page]': page },
          'pagination[page] must be a whole number of 1 or more',
        );
      }
      expectRefused(
        { 'pagination[pageSize]': '0' },
        'pagination[pageSize] must be a whole number of 1 or more',
      );
      expectRefused(
        { 'pagination[start]': '-5' },
        'pagination[start] must be a whole number of 0 or more',
      );
    });
  });
});

describe('parsePopulate', () => {
  it('reads populate and refuses every other parameter', () => {
    expect(parsePopulate({ populate: '*' }, ['resume'])).toEqual(new Set(['resume']));
    expect(parsePopulate({}, ['resume'])).toEqual(new Set());
    expect(() => parsePopulate({ populate: 'secrets' }, ['resume'])).toThrow(
      'Invalid populate secrets',
    );
    expect(() => parsePopulate({ 'filters[name][$eq]': 'x' }, ['resume'])).toThrow(
      'Invalid parameter filters[name][$eq]',
    );
  });
});

interface ItemsTable {
  id: number;
  name: string;
  other: string;
  amount: number;
  active: number;
  day: string;
  created_at: string;
}

describe('filters, sort and pages on a real database', () => {
  let db: Kysely<{ items: ItemsTable }>;
  const rows: ItemsTable[] = [
    {
      id: 1,
      name: 'Ali Khan',
      other: 'x',
      amount: 5,
      active: 1,
      day: '2025-06-01',
      created_at: '2025-06-01T08:00:00.000Z',
    },
    {
      id: 2,
      name: '100% sure',
      other: 'y',
      amount: 10,
      active: 0,
      day: '2025-06-02',
      created_at: '2025-06-02T08:00:00.000Z',
    },
    {
      id: 3,
      name: 'snake_case',
      other: 'ali',
      amount: 10,
      active: 1,
      day: '2025-06-03',
      created_at: '2025-06-03T08:00:00.000Z',
    },
    {
      id: 4,
      name: "O'Brien",
      other: 'z',
      amount: 20,
      active: 0,
      day: '2025-06-04',
      created_at: '2025-06-04T08:00:00.000Z',
    },
  ];

  beforeAll(async () => {
    db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('name', 'text')
      .addColumn('other', 'text')
      .addColumn('amount', 'integer')
      .addColumn('active', 'integer')
      .addColumn('day', 'text')
      .addColumn('created_at', 'text')
      .execute();
    await db.insertInto('items').values(rows).execute();
  });
  afterAll(async () => {
    await db.destroy();
  });

  async function ids(raw: Record<string, string>): Promise<number[]> {
    const page = await fetchPage<ItemsTable>(db, 'items', parseListQuery(raw, SPEC));
    return page.rows.map((row) => row.id);
  }

  it('matches $containsi ignoring case, $contains minding case, and takes % and _ literally', async () => {
    expect(await ids({ 'filters[name][$containsi]': 'ALI' })).toEqual([1]);
    expect(await ids({ 'filters[name][$containsi]': '%' })).toEqual([2]);
    expect(await ids({ 'filters[name][$containsi]': '_' })).toEqual([3]);
    expect(await ids({ 'filters[name][$contains]': 'ali' })).toEqual([]);
    expect(await ids({ 'filters[name][$contains]': 'Ali' })).toEqual([1]);
    expect(await ids({ 'filters[name][$contains]': '' })).toEqual([1, 2, 3, 4]);
  });

  it('keeps SQL in values as plain text', async () => {
    expect(await ids({ 'filters[name][$eq]': "' OR 1=1 --" })).toEqual([]);
    expect(await ids({ 'filters[name][$eq]': "O'Brien" })).toEqual([4]);
  });

  it('applies comparison, boolean, date, timestamp, $in and $or filters', async () => {
    expect(await ids({ 'filters[amount][$gte]': '10', 'filters[amount][$lt]': '20' })).toEqual([
      2, 3,
    ]);
    expect(await ids({ 'filters[amount][$ne]': '10' })).toEqual([1, 4]);
    expect(await ids({ 'filters[active][$eq]': 'false' })).toEqual([2, 4]);
    expect(await ids({ 'filters[day][$eq]': '2025-06-03' })).toEqual([3]);
    expect(
      await ids({
        'filters[createdAt][$gte]': '2025-06-02',
        'filters[createdAt][$lte]': '2025-06-03T23:59:59Z',
      }),
    ).toEqual([2, 3]);
    expect(await ids({ 'filters[name][$in]': 'Ali Khan,snake_case' })).toEqual([1, 3]);
    expect(
      await ids({
        'filters[$or][0][name][$containsi]': 'ali',
        'filters[$or][1][other][$containsi]': 'ali',
      }),
    ).toEqual([1, 3]);
  });

  it('breaks ties by id in the sort direction and pages without overlap', async () => {
    expect(await ids({ sort: 'amount:asc' })).toEqual([1, 2, 3, 4]);
    expect(await ids({ sort: 'amount:desc' })).toEqual([4, 3, 2, 1]);
    expect(
      await ids({ sort: 'amount:desc', 'pagination[pageSize]': '2', 'pagination[page]': '2' }),
    ).toEqual([2, 1]);
    expect(await ids({ 'pagination[start]': '1', 'pagination[limit]': '2' })).toEqual([2, 3]);
  });
});
