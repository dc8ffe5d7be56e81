import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type LogEvent, type SqlBool } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchPage, paginationMeta, SEARCH_COUNT_LIMIT, type SubstringIndex } from './list-page';
import { applyFilters } from './list-sql';
import { parseListQuery, type ListSpec } from './strapi-query';

/**
 * How `fetchPage` reads pages (from the far end, by id) and how date ranges are closed, and the
 * pagination `paginationMeta` reports.
 */

interface ItemsTable {
  id: number;
  name: string;
  amount: number;
  note: string | null;
  created_at: string;
}

const SPEC: ListSpec = {
  table: 'items',
  attributes: {
    id: { column: 'id', type: 'id' },
    name: { column: 'name', type: 'string' },
    amount: { column: 'amount', type: 'number' },
    note: { column: 'note', type: 'string' },
    createdAt: { column: 'created_at', type: 'timestamp' },
  },
  relations: {},
};

// 23 rows with ties on amount and on note, and notes missing, so that only the id breaks ties.
const ROWS: ItemsTable[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Item ${String.fromCharCode(65 + ((index * 7) % 26))}`,
  amount: (index * 5) % 4,
  note: index % 3 === 0 ? null : `note ${index % 2}`,
  created_at: new Date(Date.UTC(2025, 5, 1 + index)).toISOString(),
}));

/** An in-memory database with the items table, filled with `rows`, logging every query. */
async function itemsDatabase(rows: ItemsTable[], log: (event: LogEvent) => void) {
  const db = new Kysely<{ items: ItemsTable }>({
    dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    log,
  });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text')
    .addColumn('amount', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text')
    .execute();
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('items')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  return db;
}

describe('fetchPage and list filters on a real database', () => {
  let db: Kysely<{ items: ItemsTable }>;
  let statements: { sql: string; parameters: readonly unknown[] }[] = [];

  beforeAll(async () => {
    db = await itemsDatabase(ROWS, (event) => {
      statements.push({ sql: event.query.sql, parameters: event.query.parameters });
    });
  });
  afterAll(async () => {
    await db.destroy();
  });
  beforeEach(() => {
    statements = [];
  });

  async function page(raw: Record<string, string>) {
    const { rows, total } = await fetchPage<ItemsTable>(db, 'items', parseListQuery(raw, SPEC));
    return { ids: rows.map((row) => row.id), total };
  }

  /** Every id in the order the sort gives, ties broken by id in its first key's direction. */
  async function wholeList(sort: string | undefined): Promise<number[]> {
    let query = db.selectFrom('items').select('id');
    const entries = (sort ? sort.split(',') : []).map(
      (entry) => entry.split(':') as ['name' | 'amount' | 'note', 'asc' | 'desc'],
    );
    for (const [column, direction] of entries) query = query.orderBy(column, direction);
    return (await query.orderBy('id', entries[0]?.[1] ?? 'asc').execute()).map((row) => row.id);
  }

  it('gives every page of every order, the far half read backwards, without a gap or an overlap', async () => {
    for (const sort of [
      undefined,
      'amount:asc',
      'amount:desc',
      'note:asc',
      'note:desc',
      'amount:desc,name:asc',
      'id:desc',
    ]) {
      const expected = await wholeList(sort);
      const pages: number[] = [];
      for (let number = 1; number <= 5; number += 1) {
        const found = await page({
          ...(sort ? { sort } : {}),
          'pagination[page]': String(number),
          'pagination[pageSize]': '5',
        });
        expect(found.total).toBe(ROWS.length);
        pages.push(...found.ids);
      }
      expect(pages, sort).toEqual(expected);
      const { ids } = await page({
        ...(sort ? { sort } : {}),
        'pagination[start]': '17',
        'pagination[limit]': '4',
      });
      expect(ids, `${sort} from 17`).toEqual(expected.slice(17, 21));
    }
  });

  it('reads the last page from the end, in the reversed order and at the mirrored offset', async () => {
    await page({ sort: 'amount:asc', 'pagination[page]': '5', 'pagination[pageSize]': '5' });
    const pageQuery = statements.find((statement) => !statement.sql.includes('count('));
    // Rows 21 to 23 of 23: the first 3 in the reversed order (an offset of 0 is left out).
    expect(pageQuery?.sql).toMatch(/order by "amount" desc, "id" desc limit \?$/);
    expect(pageQuery?.parameters).toEqual([3]);
  });

  it('reads a filtered page with few matches by id, and sorts only those rows', async () => {
    const found = await page({ 'filters[name][$eq]': 'Item A', sort: 'amount:desc' });
    const pageQuery = statements.find((statement) => statement.sql.includes('order by'));
    expect(pageQuery?.sql).toMatch(/where "id" in \(select "id" from "items" where "name" = \?/);
    const matching = ROWS.filter((row) => row.name === 'Item A');
    const byAmount = matching.sort((a, b) => b.amount - a.amount || b.id - a.id);
    expect(found).toEqual({ ids: byAmount.map((row) => row.id), total: matching.length });
  });

  it('reads a first page without a filter and its total in one statement, rows without the total', async () => {
    const found = await fetchPage<ItemsTable>(
      db,
      'items',
      parseListQuery({ sort: 'amount:desc', 'pagination[pageSize]': '5' }, SPEC),
    );
    expect(statements).toHaveLength(1);
    expect(found.total).toBe(ROWS.length);
    expect(found.rows.map((row) => row.id)).toEqual((await wholeList('amount:desc')).slice(0, 5));
    expect(Object.keys(found.rows[0]!).sort()).toEqual(Object.keys(ROWS[0]!).sort());

    const empty = await itemsDatabase([], () => undefined);
    try {
      expect(await fetchPage(empty, 'items', parseListQuery({}, SPEC))).toEqual({
        rows: [],
        total: 0,
      });
    } finally {
      await empty.destroy();
    }
  });

  it('answers a page past the end from the count alone', async () => {
    expect(await page({ 'pagination[page]': '9', 'pagination[pageSize]': '5' })).toEqual({
      ids: [],
      total: ROWS.length,
    });
    expect(statements).toHaveLength(1);
  });

  it('reads the page alone, with no total, when the client asks for no count', async () => {
    const query = parseListQuery(
      { 'pagination[withCount]': 'false', sort: 'amount:desc', 'pagination[pageSize]': '5' },
      SPEC,
    );
    const found = await fetchPage<ItemsTable>(db, 'items', query);
    expect(found.total).toBeUndefined();
    expect(found.rows.map((row) => row.id)).toEqual((await wholeList('amount:desc')).slice(0, 5));
    expect(statements.filter((statement) => statement.sql.includes('count('))).toEqual([]);
  });

  it('closes a one-sided date range at the far end of the calendar, with the same rows', async () => {
    const since = ROWS[20]!.created_at;
    const query = parseListQuery({ 'filters[createdAt][$gte]': since }, SPEC);
    const compiled = applyFilters(
      db.selectFrom('items').select('id'),
      query,
      'items',
      'sqlite',
    ).compile();
    expect(compiled.sql).toContain('"created_at" >= ? and "created_at" <= ?');
    expect(compiled.parameters).toEqual([since, '9999-12-31T23:59:59.999Z']);
    expect((await db.executeQuery(compiled)).rows).toEqual([{ id: 21 }, { id: 22 }, { id: 23 }]);

    const until = parseListQuery({ 'filters[createdAt][$lte]': ROWS[1]!.created_at }, SPEC);
    const closedBelow = applyFilters(
      db.selectFrom('items').select('id'),
      until,
      'items',
      'sqlite',
    ).compile();
    expect(closedBelow.parameters).toEqual([ROWS[1]!.created_at, '0000-01-01T00:00:00.000Z']);
    expect((await db.executeQuery(closedBelow)).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('substring searches', () => {
  // More rows than a search counts: one in three is a "match", one in a hundred "rare".
  const COUNT = 3_300;
  const rows = Array.from({ length: COUNT }, (_, index) => ({
    id: index + 1,
    name: `${index % 3 === 0 ? 'Match' : 'Other'} ${index % 100 === 7 ? 'rare' : 'row'} ${index}`,
    amount: index % 10,
    note: null,
    created_at: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
  }));
  let db: Kysely<{ items: ItemsTable }>;
  let statements: string[] = [];

  beforeAll(async () => {
    db = await itemsDatabase(rows, (event) => void statements.push(event.query.sql));
  });
  afterAll(async () => {
    await db.destroy();
  });
  beforeEach(() => {
    statements = [];
  });

  async function search(raw: Record<string, string>, substringIndex?: SubstringIndex) {
    const query = parseListQuery(raw, SPEC);
    const found = await fetchPage<ItemsTable>(db, 'items', query, { substring: substringIndex });
    return { ...found, ids: found.rows.map((row) => row.id) };
  }

  const matching = (text: string) =>
    rows.filter((row) => row.name.toLowerCase().includes(text)).map((row) => row.id);

  it('counts a common text only up to the limit and says the total is a lower bound', async () => {
    expect(matching('match').length).toBeGreaterThan(SEARCH_COUNT_LIMIT);
    const found = await search({
      'filters[name][$containsi]': 'MATCH',
      'pagination[page]': '3',
      'pagination[pageSize]': '10',
    });
    expect(found.total).toBe(SEARCH_COUNT_LIMIT);
    expect(found.totalIsLowerBound).toBe(true);
    expect(found.ids).toEqual(matching('match').slice(20, 30));
  });

  it('counts on to the end of a page asked for beyond the limit', async () => {
    const found = await search({
      'filters[name][$containsi]': 'match',
      'pagination[start]': '1050',
      'pagination[limit]': '5',
    });
    expect(found).toMatchObject({ total: 1055, totalIsLowerBound: true });
    expect(found.ids).toEqual(matching('match').slice(1050, 1055));
  });

  it('gives the exact total of a search with fewer matches than the limit, in one statement', async () => {
    const expected = matching('rare');
    const found = await search({
      'filters[name][$containsi]': 'rare',
      sort: 'id:desc',
      'pagination[pageSize]': '5',
    });
    expect(found).toMatchObject({ total: expected.length, ids: expected.reverse().slice(0, 5) });
    expect(found.totalIsLowerBound).toBeUndefined();
    expect(Object.keys(found.rows[0]!).sort()).toEqual(Object.keys(rows[0]!).sort());
    expect(statements).toHaveLength(1);
  });

  it('reads a common text on SQLite in two statements: its first matches, then the page in order', async () => {
    await search({ 'filters[name][$containsi]': 'match', 'pagination[pageSize]': '5' });
    expect(statements).toHaveLength(2);
  });

  it("counts a search's matches when a page asked for lies past them", async () => {
    const found = await search({
      'filters[name][$containsi]': 'rare',
      'pagination[page]': '9',
      'pagination[pageSize]': '5',
    });
    expect(found).toMatchObject({ rows: [], total: matching('rare').length });
    expect(found.totalIsLowerBound).toBeUndefined();
  });

  it('keeps exact totals for lists without a substring filter', async () => {
    const found = await search({ 'pagination[pageSize]': '5' });
    expect(found.total).toBe(COUNT);
    expect(found.totalIsLowerBound).toBeUndefined();
  });

  it('narrows a search to the rows a substring index finds, and still applies the filter', async () => {
    const asked: number[] = [];
    // An index that finds a superset: every row holding "rare", and a few more.
    const index: SubstringIndex = {
      narrow: async (_query, limit) => {
        asked.push(limit);
        return {
          within: sql<SqlBool>`"id" in (select "id" from "items" where "name" like '%rare%' or "id" < 5)`,
        };
      },
    };
    const found = await search({ 'filters[name][$containsi]': 'rare' }, index);
    expect(asked).toEqual([SEARCH_COUNT_LIMIT]);
    expect(found.total).toBe(matching('rare').length);
    expect(found.ids).toEqual(matching('rare').slice(0, 25));
    expect(statements.every((statement) => statement.includes('"id" < 5'))).toBe(true);
  });

  it('takes the index at its word when it finds more matches than a search counts', async () => {
    const index: SubstringIndex = { narrow: async (_query, limit) => ({ moreThan: limit }) };
    const found = await search(
      { 'filters[name][$containsi]': 'match', 'pagination[pageSize]': '5' },
      index,
    );
    expect(found).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalIsLowerBound: true });
    expect(found.ids).toEqual(matching('match').slice(0, 5));
    expect(statements.some((statement) => statement.includes('count('))).toBe(false);
  });

  it('falls back to counting up to the limit when the index cannot tell', async () => {
    const index: SubstringIndex = { narrow: async () => undefined };
    const found = await search({ 'filters[name][$containsi]': 'match' }, index);
    expect(found).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalIsLowerBound: true });
  });
});

describe('paginationMeta', () => {
  it("answers Strapi's page, pageSize, pageCount and total", () => {
    const query = parseListQuery({ 'pagination[page]': '2', 'pagination[pageSize]': '10' }, SPEC);
    expect(paginationMeta(query, { total: 35 })).toEqual({
      page: 2,
      pageSize: 10,
      pageCount: 4,
      total: 35,
    });
    expect(paginationMeta(parseListQuery({}, SPEC), { total: 0 })).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: 0,
      total: 0,
    });
  });

  it('answers start and limit when the client paged that way', () => {
    const query = parseListQuery({ 'pagination[start]': '10', 'pagination[limit]': '5' }, SPEC);
    expect(paginationMeta(query, { total: 35 })).toEqual({ start: 10, limit: 5, total: 35 });
  });

  it('answers the window alone when the client asked for no count', () => {
    const byPage = parseListQuery(
      { 'pagination[page]': '3', 'pagination[pageSize]': '10', 'pagination[withCount]': 'false' },
      SPEC,
    );
    expect(byPage.withCount).toBe(false);
    expect(paginationMeta(byPage, {})).toEqual({ page: 3, pageSize: 10 });
    const byOffset = parseListQuery(
      { 'pagination[start]': '20', 'pagination[limit]': '10', 'pagination[withCount]': 'false' },
      SPEC,
    );
    expect(paginationMeta(byOffset, {})).toEqual({ start: 20, limit: 10 });
  });

  it('says when a search stopped counting', () => {
    const query = parseListQuery({ 'pagination[pageSize]': '25' }, SPEC);
    expect(paginationMeta(query, { total: 1000, totalIsLowerBound: true })).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: 40,
      total: 1000,
      totalIsLowerBound: true,
    });
  });
});
