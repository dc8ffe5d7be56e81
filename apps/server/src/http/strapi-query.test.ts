import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/shared/constants';
import {
  MAX_FILTER_CONDITIONS,
  MAX_FILTER_DEPTH,
  type ListFields,
  type RawQuery,
} from '@app/shared/contract';
import type { Condition } from '../lists/list-query';
import {
  listSpec,
  parseEntryQuery,
  parseListQuery,
  parsePopulate,
  QueryError,
} from './strapi-query';

/**
 * The parser's own behaviour, on a small list: what a query reads as (typed values, sort columns,
 * the page window, populate and fields) and what it refuses. The rows its queries find are
 * `lists/list-page.test.ts`; the query language against the real lists is
 * `test/strapi-query-language.test.ts`.
 */

const FIELDS = {
  attributes: {
    id: 'id',
    name: 'string',
    other: 'string',
    code: 'string',
    amount: 'number',
    active: 'boolean',
    day: 'date',
    createdAt: 'timestamp',
  },
  relations: {
    files: { id: 'id', name: 'string', size: 'number' },
    notes: { id: 'id', text: 'string' },
  },
} as const satisfies ListFields;

const SPEC = listSpec(
  FIELDS,
  'items',
  {
    id: 'id',
    name: 'name',
    other: 'other',
    // Sorted by a column of its own, as an invoice number sorts by its sequence.
    code: { column: 'code', sort: 'code_order' },
    amount: 'amount',
    active: 'active',
    day: 'day',
    createdAt: 'created_at',
  },
  {
    files: {
      table: 'files',
      ownerColumn: 'owner_id',
      scope: { owner_type: 'item' },
      columns: { id: 'files.id', name: 'files.name', size: 'files.size' },
    },
    notes: {
      table: 'notes',
      ownerColumn: 'item_id',
      columns: { id: 'notes.id', text: 'notes.text' },
    },
  },
);

const condition = (
  column: string,
  type: Condition['type'],
  operator: Condition['operator'],
  value: Condition['value'],
): Condition => ({ column, type, operator, value });

/** Parses and expects a refusal with this message (its route answers Strapi's 400 with it). */
function expectRefused(query: RawQuery, message: string | RegExp) {
  let caught: unknown;
  try {
    parseListQuery(query, SPEC);
  } catch (error) {
    caught = error;
  }
  expect(caught, JSON.stringify(query)).toBeInstanceOf(QueryError);
  expect((caught as QueryError).message).toMatch(message);
}

describe('listSpec', () => {
  it('maps every attribute and relation to its columns and types', () => {
    expect(SPEC.table).toBe('items');
    expect(SPEC.attributes.createdAt).toEqual({ column: 'created_at', type: 'timestamp' });
    expect(SPEC.attributes.code).toEqual({
      column: 'code',
      type: 'string',
      sortColumn: 'code_order',
    });
    expect(SPEC.relations.files).toEqual({
      table: 'files',
      ownerColumn: 'owner_id',
      scope: { owner_type: 'item' },
      attributes: {
        id: { column: 'files.id', type: 'id' },
        name: { column: 'files.name', type: 'string' },
        size: { column: 'files.size', type: 'number' },
      },
    });
  });
});

describe('parseListQuery', () => {
  it('defaults to the first page of 25 in id order, counted, with nothing populated', () => {
    expect(parseListQuery({}, SPEC)).toEqual({
      sort: [],
      offset: 0,
      limit: DEFAULT_PAGE_SIZE,
      style: 'page',
      withCount: true,
      populate: new Map(),
    });
  });

  it('reads filters into typed conditions that must all hold', () => {
    const query = parseListQuery(
      {
        'filters[name][$eq]': 'Ali',
        'filters[amount][$gte]': '10.5',
        'filters[active][$eq]': 'true',
        'filters[day][$lte]': '2025-06-30',
        'filters[createdAt][$gte]': '2025-06-01',
        'filters[id][$ne]': '7',
      },
      SPEC,
    );
    const conditions = [
      condition('name', 'string', '$eq', 'Ali'),
      condition('amount', 'number', '$gte', 10.5),
      condition('active', 'boolean', '$eq', 1),
      condition('day', 'date', '$lte', '2025-06-30'),
      condition('created_at', 'timestamp', '$gte', '2025-06-01T00:00:00.000Z'),
      condition('id', 'id', '$ne', 7),
    ];
    expect(query.filter).toEqual({ and: conditions });
  });

  it('reads booleans as the stored 0/1 in every spelling', () => {
    for (const [text, value] of [
      ['true', 1],
      ['1', 1],
      ['false', 0],
      ['0', 0],
    ] as const) {
      expect(parseListQuery({ 'filters[active][$eq]': text }, SPEC).filter).toEqual(
        condition('active', 'boolean', '$eq', value),
      );
    }
  });

  it('reads filters[field]=value as $eq, and a list of values as $in', () => {
    expect(parseListQuery({ 'filters[name]': 'Ali' }, SPEC).filter).toEqual(
      condition('name', 'string', '$eq', 'Ali'),
    );
    expect(
      parseListQuery({ 'filters[amount][0]': '1', 'filters[amount][1]': '2' }, SPEC).filter,
    ).toEqual(condition('amount', 'number', '$in', [1, 2]));
  });

  it('reads $or as one of its conditions being enough, beside conditions that must all hold', () => {
    const query = parseListQuery(
      {
        'filters[$or][0][name][$containsi]': 'ali',
        'filters[$or][1][other][$containsi]': 'ali',
        'filters[amount][$eq]': '3',
      },
      SPEC,
    );
    expect(query.filter).toEqual({
      and: [
        {
          or: [
            condition('name', 'string', '$containsi', 'ali'),
            condition('other', 'string', '$containsi', 'ali'),
          ],
        },
        condition('amount', 'number', '$eq', 3),
      ],
    });
  });

  it('reads two conditions on one field, beside other filters, as all holding', () => {
    // The Messages tab: a topic and a range of days.
    const query = parseListQuery(
      {
        'filters[name][$eq]': 'Job',
        'filters[createdAt][$gte]': '2025-06-01T00:00:00.000Z',
        'filters[createdAt][$lte]': '2025-06-30T23:59:59.999Z',
      },
      SPEC,
    );
    expect(query.filter).toEqual({
      and: [
        condition('name', 'string', '$eq', 'Job'),
        {
          and: [
            condition('created_at', 'timestamp', '$gte', '2025-06-01T00:00:00.000Z'),
            condition('created_at', 'timestamp', '$lte', '2025-06-30T23:59:59.999Z'),
          ],
        },
      ],
    });
  });

  it('reads $in and $notIn as a list, comma-separated or indexed, of typed values', () => {
    expect(parseListQuery({ 'filters[name][$in]': 'a,b' }, SPEC).filter).toEqual(
      condition('name', 'string', '$in', ['a', 'b']),
    );
    expect(
      parseListQuery({ 'filters[name][$in][0]': 'a', 'filters[name][$in][1]': 'b,c' }, SPEC).filter,
    ).toEqual(condition('name', 'string', '$in', ['a', 'b,c']));
    expect(parseListQuery({ 'filters[amount][$notIn]': '1,2.5' }, SPEC).filter).toEqual(
      condition('amount', 'number', '$notIn', [1, 2.5]),
    );
  });

  it('reads $null and $notNull as true or false, and $between as two typed values', () => {
    expect(parseListQuery({ 'filters[other][$null]': 'true' }, SPEC).filter).toEqual(
      condition('other', 'string', '$null', true),
    );
    expect(parseListQuery({ 'filters[other][$notNull]': '0' }, SPEC).filter).toEqual(
      condition('other', 'string', '$notNull', false),
    );
    expect(
      parseListQuery(
        { 'filters[day][$between][0]': '2025-06-01', 'filters[day][$between][1]': '2025-06-30' },
        SPEC,
      ).filter,
    ).toEqual(condition('day', 'date', '$between', ['2025-06-01', '2025-06-30']));
  });

  it('reads $not, nesting and relations', () => {
    const not = parseListQuery({ 'filters[$not][amount][$eq]': '3' }, SPEC);
    expect(not.filter).toEqual({ not: condition('amount', 'number', '$eq', 3) });

    const attributeNot = parseListQuery({ 'filters[name][$not][$eq]': 'Ali' }, SPEC);
    expect(attributeNot.filter).toEqual({ not: condition('name', 'string', '$eq', 'Ali') });

    const nested = parseListQuery(
      {
        'filters[$or][0][$and][0][amount][$gte]': '10',
        'filters[$or][0][$and][1][active][$eq]': 'true',
        'filters[$or][1][name][$eq]': 'Ali',
      },
      SPEC,
    );
    expect(nested.filter).toEqual({
      or: [
        {
          and: [
            condition('amount', 'number', '$gte', 10),
            condition('active', 'boolean', '$eq', 1),
          ],
        },
        condition('name', 'string', '$eq', 'Ali'),
      ],
    });

    const relation = parseListQuery({ 'filters[files][name][$endsWith]': '.pdf' }, SPEC);
    expect(relation.filter).toEqual({
      relation: SPEC.relations.files,
      where: condition('files.name', 'string', '$endsWith', '.pdf'),
    });
  });

  it('reads the sort in every form: a,b:desc, indexed, and an object of directions', () => {
    expect(parseListQuery({ sort: 'name:desc,amount' }, SPEC).sort).toEqual([
      { column: 'name', direction: 'desc' },
      { column: 'amount', direction: 'asc' },
    ]);
    expect(parseListQuery({ 'sort[0]': 'amount:DESC', 'sort[1]': 'name' }, SPEC).sort).toEqual([
      { column: 'amount', direction: 'desc' },
      { column: 'name', direction: 'asc' },
    ]);
    expect(parseListQuery({ sort: ['amount:desc', 'name'] }, SPEC).sort).toEqual([
      { column: 'amount', direction: 'desc' },
      { column: 'name', direction: 'asc' },
    ]);
    expect(parseListQuery({ 'sort[day]': 'desc' }, SPEC).sort).toEqual([
      { column: 'day', direction: 'desc' },
    ]);
    expect(parseListQuery({ 'sort[0][createdAt]': 'asc' }, SPEC).sort).toEqual([
      { column: 'created_at', direction: 'asc' },
    ]);
  });

  it('sorts by the column an attribute sorts by, when it has one of its own', () => {
    expect(parseListQuery({ sort: 'code:desc' }, SPEC).sort).toEqual([
      { column: 'code_order', direction: 'desc' },
    ]);
    expect(parseListQuery({ 'filters[code][$eq]': 'A-1' }, SPEC).filter).toEqual(
      condition('code', 'string', '$eq', 'A-1'),
    );
  });

  it('pages by page and pageSize, capping the size at 100', () => {
    expect(
      parseListQuery({ 'pagination[page]': '3', 'pagination[pageSize]': '10' }, SPEC),
    ).toMatchObject({ offset: 20, limit: 10, style: 'page', withCount: true });
    expect(parseListQuery({ 'pagination[pageSize]': '500' }, SPEC).limit).toBe(MAX_PAGE_SIZE);
  });

  it('pages by start and limit, limit=-1 being as many as one answer holds', () => {
    expect(
      parseListQuery({ 'pagination[start]': '10', 'pagination[limit]': '5' }, SPEC),
    ).toMatchObject({ offset: 10, limit: 5, style: 'offset' });
    expect(parseListQuery({ 'pagination[limit]': '-1' }, SPEC)).toMatchObject({
      offset: 0,
      limit: MAX_PAGE_SIZE,
      style: 'offset',
    });
    expect(parseListQuery({ 'pagination[start]': '7' }, SPEC)).toMatchObject({
      offset: 7,
      limit: DEFAULT_PAGE_SIZE,
      style: 'offset',
    });
  });

  it('counts unless the client asks for no count', () => {
    expect(parseListQuery({ 'pagination[withCount]': 'false' }, SPEC).withCount).toBe(false);
    expect(
      parseListQuery({ 'pagination[withCount]': 'true', 'pagination[start]': '5' }, SPEC),
    ).toMatchObject({ withCount: true, offset: 5, style: 'offset' });
  });

  it('populates named relations, or all of them for *', () => {
    const all = { sort: [] };
    expect(parseListQuery({ populate: '*' }, SPEC).populate).toEqual(
      new Map([
        ['files', all],
        ['notes', all],
      ]),
    );
    expect(parseListQuery({ populate: 'files' }, SPEC).populate).toEqual(new Map([['files', all]]));
    expect(parseListQuery({ populate: 'files,notes' }, SPEC).populate).toEqual(
      new Map([
        ['files', all],
        ['notes', all],
      ]),
    );
    expect(parseListQuery({ 'populate[0]': 'notes' }, SPEC).populate).toEqual(
      new Map([['notes', all]]),
    );
    expect(parseListQuery({ 'populate[files]': 'true' }, SPEC).populate).toEqual(
      new Map([['files', all]]),
    );
    expect(
      parseListQuery({ 'populate[files]': '*', 'populate[notes]': 'false' }, SPEC).populate,
    ).toEqual(new Map([['files', all]]));
  });

  it("reads a relation's fields, sort and filters", () => {
    const populate = parseListQuery(
      {
        'populate[files][fields][0]': 'name',
        'populate[files][fields][1]': 'size',
        'populate[files][sort]': 'size:desc',
        'populate[files][filters][name][$containsi]': 'cv',
        'populate[files][populate]': '*',
      },
      SPEC,
    ).populate;
    expect(populate).toEqual(
      new Map([
        [
          'files',
          {
            fields: new Set(['name', 'size']),
            sort: [{ column: 'files.size', direction: 'desc' }],
            filter: condition('files.name', 'string', '$containsi', 'cv'),
          },
        ],
      ]),
    );
  });

  it('chooses fields, as a,b or indexed', () => {
    expect(parseListQuery({ fields: 'name,amount' }, SPEC).fields).toEqual(
      new Set(['name', 'amount']),
    );
    expect(parseListQuery({ 'fields[0]': 'day', 'fields[1]': 'id' }, SPEC).fields).toEqual(
      new Set(['day', 'id']),
    );
    expect(parseListQuery({}, SPEC).fields).toBeUndefined();
  });

  it(`nests $and, $or and $not ${MAX_FILTER_DEPTH} levels deep, the condition's included`, () => {
    const nots = (levels: number) => `filters${'[$not]'.repeat(levels)}[amount][$eq]`;
    let expected: unknown = condition('amount', 'number', '$eq', 3);
    for (let level = 1; level < MAX_FILTER_DEPTH; level += 1) expected = { not: expected };
    expect(parseListQuery({ [nots(MAX_FILTER_DEPTH - 1)]: '3' }, SPEC).filter).toEqual(expected);
    expectRefused(
      { [nots(MAX_FILTER_DEPTH)]: '3' },
      `Filters nest at most ${MAX_FILTER_DEPTH} levels deep`,
    );
    const ands = (levels: number) => `filters${'[$and][0]'.repeat(levels)}[name][$eq]`;
    expect(parseListQuery({ [ands(MAX_FILTER_DEPTH - 1)]: 'x' }, SPEC).filter).toEqual(
      condition('name', 'string', '$eq', 'x'),
    );
    expectRefused({ [ands(MAX_FILTER_DEPTH)]: 'x' }, /Filters nest at most/);
    // Past what the query string parser nests at all.
    expectRefused({ [ands(20)]: 'x' }, 'The query is nested too deeply');
  });

  it(`holds at most ${MAX_FILTER_CONDITIONS} conditions, across $or branches and relations`, () => {
    const branches = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`filters[$or][${i}][amount][$eq]`, String(i)]),
      );
    const filter = parseListQuery(branches(MAX_FILTER_CONDITIONS), SPEC).filter;
    expect(filter && 'or' in filter && filter.or).toHaveLength(MAX_FILTER_CONDITIONS);
    expectRefused(
      branches(MAX_FILTER_CONDITIONS + 1),
      `A query may hold at most ${MAX_FILTER_CONDITIONS} filter conditions`,
    );
    expectRefused(
      { ...branches(MAX_FILTER_CONDITIONS), 'filters[files][name][$eq]': 'cv.pdf' },
      `A query may hold at most ${MAX_FILTER_CONDITIONS} filter conditions`,
    );
  });

  describe('refuses hostile or malformed input with a 400', () => {
    it('unknown parameters, fields, operators and relations', () => {
      expectRefused({ nosuchparam: '1' }, 'Invalid parameter nosuchparam');
      expectRefused({ 'filters[nosuchfield][$eq]': '1' }, 'Invalid parameter nosuchfield');
      expectRefused({ 'filters[files][secret][$eq]': '1' }, 'Invalid parameter secret');
      expectRefused({ 'filters[files][notes][text][$eq]': '1' }, 'Invalid parameter notes');
      expectRefused({ 'filters[$regex]': '.*' }, 'Invalid operator $regex');
      expectRefused({ filters: 'name' }, 'Invalid parameter filters');
      expectRefused({ fields: 'secret' }, 'Invalid field secret');
      expectRefused({ populate: 'password' }, 'Invalid populate password');
      expectRefused({ 'populate[secrets]': 'true' }, 'Invalid populate secrets');
      expectRefused({ 'populate[files]': 'maybe' }, 'Invalid populate files: maybe');
      expectRefused({ 'populate[files][bogus]': 'x' }, 'Invalid parameter populate[files][bogus]');
      expectRefused({ 'populate[files][fields]': 'secret' }, 'Invalid field secret');
      expectRefused({ 'populate[files][populate]': 'owner' }, 'Invalid populate files.populate');
      expectRefused({ 'pagination[offset]': '1' }, 'Invalid parameter pagination[offset]');
    });

    it('prototype keys as field, sort or relation names', () => {
      expectRefused({ 'filters[constructor][$eq]': '1' }, 'Invalid parameter constructor');
      expectRefused({ 'filters[toString][$eq]': '1' }, 'Invalid parameter toString');
      expectRefused({ sort: '__proto__:asc' }, 'Invalid parameter __proto__');
      expectRefused({ sort: 'hasOwnProperty' }, 'Invalid parameter hasOwnProperty');
      expectRefused({ fields: 'constructor' }, 'Invalid field constructor');
      expectRefused({ populate: '__proto__' }, 'Invalid populate __proto__');
      expectRefused({ populate: 'toString' }, 'Invalid populate toString');
      expectRefused({ 'filters[name][__proto__]': '1' }, 'Invalid parameter name');
    });

    it('__proto__ as a bracketed key: the query string parser drops it, prototypes untouched', () => {
      const query = parseListQuery(
        {
          'filters[__proto__][$eq]': '1',
          'filters[$or][0][__proto__][polluted]': '1',
          'sort[__proto__]': 'asc',
          'populate[__proto__]': 'true',
        },
        SPEC,
      );
      expect(query).toMatchObject({ sort: [], populate: new Map() });
      expect(query.filter).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).$eq).toBeUndefined();
    });

    it('operators that do not exist, or do not apply to the type', () => {
      expectRefused({ 'filters[name][$regex]': '.*' }, 'Invalid operator $regex');
      expectRefused({ 'filters[name][$EQ]': 'a' }, 'Invalid operator $EQ');
      expectRefused(
        { 'filters[amount][$containsi]': '1' },
        'Operator $containsi does not apply to amount (number)',
      );
      expectRefused(
        { 'filters[day][$startsWith]': '2025' },
        'Operator $startsWith does not apply to day (date)',
      );
      expectRefused(
        { 'filters[active][$gt]': 'true' },
        'Operator $gt does not apply to active (boolean)',
      );
      expectRefused(
        { 'filters[files][size][$eqi]': '1' },
        'Operator $eqi does not apply to size (number)',
      );
    });

    it('operands of the wrong shape', () => {
      expectRefused({ 'filters[name][$eq][0]': 'a' }, '$eq on name takes one value');
      expectRefused({ 'filters[other][$null]': 'yes' }, '$null on other takes true or false');
      expectRefused(
        { 'filters[amount][$between]': '1,2' },
        '$between on amount takes two values: [$between][0] and [$between][1]',
      );
      expectRefused({ 'filters[amount][$between][0]': '1' }, '$between on amount takes two values');
    });

    it('values of the wrong type', () => {
      expectRefused({ 'filters[amount][$eq]': 'ten' }, 'Filter on amount must be a number');
      expectRefused({ 'filters[amount][$eq]': '' }, 'Filter on amount must be a number');
      expectRefused({ 'filters[amount][$eq]': 'Infinity' }, 'Filter on amount must be a number');
      expectRefused({ 'filters[amount][$in]': '1,x' }, 'Filter on amount must be a number');
      expectRefused({ 'filters[id][$eq]': '1.5' }, 'Filter on id must be a whole number');
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
      expectRefused({ 'filters[name][$eq]': 'x'.repeat(501) }, 'Parameter name is too long');
      expectRefused({ 'filters[name][$in]': 'x'.repeat(501) }, 'Parameter name is too long');
      expectRefused({ sort: `name:${'a'.repeat(500)}` }, 'Parameter sort is too long');
      expectRefused(
        { 'filters[name][$containsi]': 'a\u0000b' },
        'Filter on name contains a NUL character',
      );
      expectRefused(
        { 'filters[name][$in]': 'a,b\u0000' },
        'Filter on name contains a NUL character',
      );
      const values = Array.from({ length: 101 }, (_, i) => `v${i}`);
      expectRefused({ 'filters[name][$in]': values.join(',') }, 'Too many values for name');
      expectRefused(
        Object.fromEntries(values.map((value, i) => [`filters[name][$in][${i}]`, value])),
        'Too many values for name',
      );
    });

    it('bad sort directions and pagination', () => {
      expectRefused({ sort: 'name:sideways' }, 'Invalid sort direction sideways');
      expectRefused({ 'sort[name]': 'up' }, 'Invalid sort direction up');
      expectRefused({ sort: 'name;drop table items' }, 'Invalid parameter name;drop table items');
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
      expectRefused(
        { 'pagination[limit]': '0' },
        'pagination[limit] must be a whole number of 1 or more',
      );
      expectRefused(
        { 'pagination[withCount]': 'maybe' },
        'pagination[withCount] must be true or false',
      );
      expectRefused({ pagination: '1' }, 'Invalid parameter pagination');
    });

    it('page and pageSize together with start and limit', () => {
      expectRefused(
        { 'pagination[page]': '2', 'pagination[limit]': '5' },
        'Pagination is by page and pageSize or by start and limit, not both',
      );
      expectRefused(
        { 'pagination[pageSize]': '2', 'pagination[start]': '5' },
        'Pagination is by page and pageSize or by start and limit, not both',
      );
    });
  });
});

describe('parseEntryQuery', () => {
  it('reads fields and populate, and refuses every other parameter', () => {
    expect(parseEntryQuery({}, SPEC)).toEqual({ populate: new Map() });
    expect(parseEntryQuery({ fields: 'name', populate: 'files' }, SPEC)).toEqual({
      fields: new Set(['name']),
      populate: new Map([['files', { sort: [] }]]),
    });
    expect(() => parseEntryQuery({ sort: 'name' }, SPEC)).toThrow('Invalid parameter sort');
    expect(() => parseEntryQuery({ 'filters[name][$eq]': 'x' }, SPEC)).toThrow(
      'Invalid parameter filters',
    );
    expect(() => parseEntryQuery({ 'pagination[page]': '1' }, SPEC)).toThrow(
      'Invalid parameter pagination',
    );
  });
});

describe('parsePopulate', () => {
  it('reads populate and refuses every other parameter', () => {
    expect(parsePopulate({ populate: '*' }, ['resume'])).toEqual(new Set(['resume']));
    expect(parsePopulate({ 'populate[0]': 'resume' }, ['resume', 'role'])).toEqual(
      new Set(['resume']),
    );
    expect(parsePopulate({}, ['resume'])).toEqual(new Set());
    expect(() => parsePopulate({ populate: 'secrets' }, ['resume'])).toThrow(
      'Invalid populate secrets',
    );
    expect(() => parsePopulate({ 'filters[name][$eq]': 'x' }, ['resume'])).toThrow(
      'Invalid parameter filters',
    );
    expect(() => parsePopulate({ populate: 'resume' }, [])).toThrow('Invalid parameter populate');
  });
});
