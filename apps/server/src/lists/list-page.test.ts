import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawQuery } from '@app/shared/contract';
import { openDatabase } from '../db/database';
import { parseListQuery } from '../http/strapi-query';
import { createPostgresDatabase } from '../../test/test-app';
import { fetchPage, type RelatedRows } from './list-page';
import type { ListSpec } from './list-query';

/**
 * The list engine on the database the tests run on (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the rows each filter operator finds, the order made total by the id, pages
 * without a gap or an overlap, exact totals, no count when none is asked for, and the related rows
 * a page carries. Queries are written as clients send them and parsed by `http/strapi-query.ts`.
 */

interface ItemsTable {
  id: number;
  name: string;
  other: string | null;
  code: string;
  code_order: number;
  amount: number;
  active: number;
  day: string;
  created_at: string;
}

interface FilesTable {
  id: number;
  owner_type: string;
  owner_id: number;
  name: string;
  size: number;
}

interface NotesTable {
  id: number;
  item_id: number;
  text: string;
}

interface Tables {
  items: ItemsTable;
  files: FilesTable;
  notes: NotesTable;
}

const SPEC: ListSpec = {
  table: 'items',
  attributes: {
    id: { column: 'id', type: 'id' },
    name: { column: 'name', type: 'string' },
    other: { column: 'other', type: 'string' },
    // Sorted by a column of its own, as an invoice number sorts by its sequence.
    code: { column: 'code', type: 'string', sortColumn: 'code_order' },
    amount: { column: 'amount', type: 'number' },
    active: { column: 'active', type: 'boolean' },
    day: { column: 'day', type: 'date' },
    createdAt: { column: 'created_at', type: 'timestamp' },
  },
  relations: {
    files: {
      table: 'files',
      ownerColumn: 'owner_id',
      scope: { owner_type: 'item' },
      attributes: {
        id: { column: 'files.id', type: 'id' },
        name: { column: 'files.name', type: 'string' },
        size: { column: 'files.size', type: 'number' },
      },
    },
    notes: {
      table: 'notes',
      ownerColumn: 'item_id',
      attributes: {
        id: { column: 'notes.id', type: 'id' },
        text: { column: 'notes.text', type: 'string' },
      },
    },
  },
};

/** An empty database of the kind the tests run on, opened as the server opens it. */
async function emptyDatabase(): Promise<{ db: Kysely<Tables>; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const postgres = await createPostgresDatabase(adminUrl);
    const { db } = openDatabase({ dataDir: tmpdir(), databaseUrl: postgres.url });
    return {
      db: db as unknown as Kysely<Tables>,
      close: async () => {
        await db.destroy();
        await postgres.drop();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'list-page-'));
  const { db } = openDatabase({ dataDir });
  return {
    db: db as unknown as Kysely<Tables>,
    close: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createTables(db: Kysely<Tables>) {
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text')
    .addColumn('other', 'text')
    .addColumn('code', 'text')
    .addColumn('code_order', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('active', 'integer')
    .addColumn('day', 'text')
    .addColumn('created_at', 'text')
    .execute();
  await db.schema
    .createTable('files')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('owner_type', 'text')
    .addColumn('owner_id', 'integer')
    .addColumn('name', 'text')
    .addColumn('size', 'integer')
    .execute();
  await db.schema
    .createTable('notes')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('item_id', 'integer')
    .addColumn('text', 'text')
    .execute();
}

describe('list filters', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  const rows: ItemsTable[] = [
    {
      id: 1,
      name: 'Ali Khan',
      other: 'x',
      code: 'B-10',
      code_order: 10,
      amount: 5,
      active: 1,
      day: '2025-06-01',
      created_at: '2025-06-01T08:00:00.000Z',
    },
    {
      id: 2,
      name: '100% sure',
      other: null,
      code: 'B-9',
      code_order: 9,
      amount: 10,
      active: 0,
      day: '2025-06-02',
      created_at: '2025-06-02T08:00:00.000Z',
    },
    {
      id: 3,
      name: 'snake_case',
      other: 'ali',
      code: 'A-100',
      code_order: 100,
      amount: 10,
      active: 1,
      day: '2025-06-03',
      created_at: '2025-06-03T08:00:00.000Z',
    },
    {
      id: 4,
      name: "O'Brien",
      other: 'z',
      code: 'A-2',
      code_order: 2,
      amount: 20,
      active: 0,
      day: '2025-06-04',
      created_at: '2025-06-04T08:00:00.000Z',
    },
  ];
  const files: FilesTable[] = [
    { id: 1, owner_type: 'item', owner_id: 1, name: 'cv.pdf', size: 300 },
    { id: 2, owner_type: 'item', owner_id: 3, name: 'photo.png', size: 2000 },
    { id: 3, owner_type: 'item', owner_id: 3, name: 'Letter.PDF', size: 100 },
    // Another owner's file with an item's id: outside the relation's scope.
    { id: 4, owner_type: 'other', owner_id: 2, name: 'cv.pdf', size: 300 },
  ];

  beforeAll(async () => {
    database = await emptyDatabase();
    const { db } = database;
    await createTables(db);
    await db.insertInto('items').values(rows).execute();
    await db.insertInto('files').values(files).execute();
    await db
      .insertInto('notes')
      .values([
        { id: 1, item_id: 2, text: 'call back' },
        { id: 2, item_id: 4, text: 'paid' },
      ])
      .execute();
  });
  afterAll(async () => {
    await database?.close();
  });

  async function ids(raw: RawQuery, timeLimitMs?: number): Promise<number[]> {
    const query = { ...parseListQuery(raw, SPEC), timeLimitMs };
    const page = await fetchPage<ItemsTable>(database.db, 'items', query);
    return page.rows.map((row) => row.id);
  }

  it('matches $containsi ignoring case, $contains minding case, and takes % and _ literally', async () => {
    expect(await ids({ 'filters[name][$containsi]': 'ALI' })).toEqual([1]);
    expect(await ids({ 'filters[name][$containsi]': '%' })).toEqual([2]);
    expect(await ids({ 'filters[name][$containsi]': '_' })).toEqual([3]);
    expect(await ids({ 'filters[name][$contains]': 'ali' })).toEqual([]);
    expect(await ids({ 'filters[name][$contains]': 'Ali' })).toEqual([1]);
    expect(await ids({ 'filters[name][$contains]': '' })).toEqual([1, 2, 3, 4]);
    expect(await ids({ 'filters[name][$notContains]': 'K' })).toEqual([2, 3, 4]);
    expect(await ids({ 'filters[name][$notContainsi]': 'K' })).toEqual([2, 4]);
  });

  it('matches $startsWith and $endsWith minding case, their i forms ignoring it', async () => {
    expect(await ids({ 'filters[name][$startsWith]': 'ali' })).toEqual([]);
    expect(await ids({ 'filters[name][$startsWith]': 'Ali' })).toEqual([1]);
    expect(await ids({ 'filters[name][$startsWithi]': 'ali' })).toEqual([1]);
    expect(await ids({ 'filters[name][$endsWith]': 'CASE' })).toEqual([]);
    expect(await ids({ 'filters[name][$endsWith]': 'case' })).toEqual([3]);
    expect(await ids({ 'filters[name][$endsWithi]': 'CASE' })).toEqual([3]);
    expect(await ids({ 'filters[name][$startsWith]': '100%' })).toEqual([2]);
    expect(await ids({ 'filters[name][$startsWith]': '1%' })).toEqual([]);
    expect(await ids({ 'filters[name][$endsWith]': 'e_case' })).toEqual([3]);
    expect(await ids({ 'filters[name][$endsWith]': 'k_case' })).toEqual([]);
  });

  it('matches $eqi and $nei ignoring case', async () => {
    expect(await ids({ 'filters[name][$eqi]': "o'brien" })).toEqual([4]);
    expect(await ids({ 'filters[name][$nei]': 'ALI KHAN' })).toEqual([2, 3, 4]);
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
      await ids({ 'filters[amount][$notIn][0]': '5', 'filters[amount][$notIn][1]': '20' }),
    ).toEqual([2, 3]);
    expect(await ids({ 'filters[id][$in]': '4,2' })).toEqual([2, 4]);
    expect(
      await ids({
        'filters[$or][0][name][$containsi]': 'ali',
        'filters[$or][1][other][$containsi]': 'ali',
      }),
    ).toEqual([1, 3]);
  });

  it('finds empty values with $null and $notNull', async () => {
    expect(await ids({ 'filters[other][$null]': 'true' })).toEqual([2]);
    expect(await ids({ 'filters[other][$null]': 'false' })).toEqual([1, 3, 4]);
    expect(await ids({ 'filters[other][$notNull]': 'true' })).toEqual([1, 3, 4]);
    expect(await ids({ 'filters[other][$notNull]': 'false' })).toEqual([2]);
  });

  it('takes both ends of $between', async () => {
    expect(
      await ids({ 'filters[amount][$between][0]': '5', 'filters[amount][$between][1]': '10' }),
    ).toEqual([1, 2, 3]);
    expect(
      await ids({
        'filters[day][$between][0]': '2025-06-02',
        'filters[day][$between][1]': '2025-06-03',
      }),
    ).toEqual([2, 3]);
  });

  it('negates with $not, on a filter or on an attribute, and nests $and in $or', async () => {
    expect(await ids({ 'filters[$not][amount][$eq]': '10' })).toEqual([1, 4]);
    expect(await ids({ 'filters[name][$not][$containsi]': 'ali' })).toEqual([2, 3, 4]);
    expect(
      await ids({
        'filters[$not][$or][0][active][$eq]': 'true',
        'filters[$not][$or][1][amount][$gt]': '15',
      }),
    ).toEqual([2]);
    expect(
      await ids({
        'filters[$or][0][$and][0][amount][$gte]': '10',
        'filters[$or][0][$and][1][active][$eq]': 'true',
        'filters[$or][1][name][$eq]': 'Ali Khan',
      }),
    ).toEqual([1, 3]);
  });

  it("finds rows by their relation's rows (EXISTS), within the relation's scope", async () => {
    expect(await ids({ 'filters[files][name][$eq]': 'cv.pdf' })).toEqual([1]);
    expect(await ids({ 'filters[files][name][$endsWithi]': '.pdf' })).toEqual([1, 3]);
    expect(await ids({ 'filters[files][size][$gt]': '1000' })).toEqual([3]);
    expect(await ids({ 'filters[files][id][$notNull]': 'true' })).toEqual([1, 3]);
    expect(await ids({ 'filters[$not][files][id][$notNull]': 'true' })).toEqual([2, 4]);
    expect(await ids({ 'filters[notes][text][$containsi]': 'PAID' })).toEqual([4]);
    expect(
      await ids({
        'filters[$or][0][files][name][$eq]': 'photo.png',
        'filters[$or][1][notes][text][$eq]': 'call back',
      }),
    ).toEqual([2, 3]);
    // The same name as a relation column and a list column: each side reads its own table.
    expect(
      await ids({ 'filters[files][name][$eq]': 'cv.pdf', 'filters[name][$eq]': 'Ali Khan' }),
    ).toEqual([1]);
  });

  it('breaks ties by id in the sort direction and pages without overlap', async () => {
    expect(await ids({ sort: 'amount:asc' })).toEqual([1, 2, 3, 4]);
    expect(await ids({ sort: 'amount:desc' })).toEqual([4, 3, 2, 1]);
    expect(
      await ids({ sort: 'amount:desc', 'pagination[pageSize]': '2', 'pagination[page]': '2' }),
    ).toEqual([2, 1]);
    expect(await ids({ 'pagination[start]': '1', 'pagination[limit]': '2' })).toEqual([2, 3]);
    expect(await ids({ sort: 'code:asc' })).toEqual([4, 2, 1, 3]);
    expect(await ids({ 'sort[name]': 'desc' })).toEqual([3, 4, 1, 2]);
  });

  it('finds the same rows when a filter of an unusual form is read within the time limit', async () => {
    for (const raw of <RawQuery[]>[
      { 'filters[$not][amount][$eq]': '10' },
      { 'filters[files][name][$endsWithi]': '.pdf' },
      { 'filters[$or][0][$and][0][amount][$gte]': '10', 'filters[$or][1][name][$eq]': 'Ali Khan' },
    ])
      expect(await ids(raw, 60_000), JSON.stringify(raw)).toEqual(await ids(raw));
  });
});

describe('list pages', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  // 23 rows with ties on amount and on name, so that only the id breaks some ties.
  const rows: ItemsTable[] = Array.from({ length: 23 }, (_, index) => ({
    id: index + 1,
    name: `Item ${String.fromCharCode(65 + ((index * 7) % 26))}`,
    other: index % 3 === 0 ? null : `note ${index % 2}`,
    code: `C-${index}`,
    code_order: index,
    amount: (index * 5) % 4,
    active: index % 2,
    day: '2025-06-01',
    created_at: new Date(Date.UTC(2025, 5, 1 + index)).toISOString(),
  }));

  beforeAll(async () => {
    database = await emptyDatabase();
    await createTables(database.db);
    await database.db.insertInto('items').values(rows).execute();
    await database.db
      .insertInto('notes')
      .values([
        { id: 1, item_id: 2, text: 'second' },
        { id: 2, item_id: 1, text: 'first' },
        { id: 3, item_id: 2, text: 'third' },
      ])
      .execute();
  });
  afterAll(async () => {
    await database?.close();
  });

  const page = (raw: RawQuery, related?: RelatedRows) =>
    fetchPage<ItemsTable & { notes?: NotesTable[] }>(
      database.db,
      'items',
      parseListQuery(raw, SPEC),
      related,
    );

  /** Every id in the order a sort gives, ties broken by id in its first key's direction. */
  function wholeList(sort: string | undefined): number[] {
    const keys = (sort ? sort.split(',') : []).map(
      (entry) => entry.split(':') as ['amount' | 'name', 'asc' | 'desc'],
    );
    const compare = (a: string | number, b: string | number) => (a === b ? 0 : a < b ? -1 : 1);
    return [...rows]
      .sort((a, b) => {
        for (const [column, direction] of keys) {
          const order = compare(a[column], b[column]);
          if (order !== 0) return direction === 'asc' ? order : -order;
        }
        return (keys[0]?.[1] ?? 'asc') === 'asc' ? a.id - b.id : b.id - a.id;
      })
      .map((row) => row.id);
  }

  it('gives every page of every order, with its exact total, without a gap or an overlap', async () => {
    for (const sort of [
      undefined,
      'amount:asc',
      'amount:desc',
      'amount:desc,name:asc',
      'id:desc',
    ]) {
      const expected = wholeList(sort);
      const ids: number[] = [];
      for (let number = 1; number <= 5; number += 1) {
        const found = await page({
          ...(sort ? { sort } : {}),
          'pagination[page]': String(number),
          'pagination[pageSize]': '5',
        });
        expect(found.total).toBe(rows.length);
        ids.push(...found.rows.map((row) => row.id));
      }
      expect(ids, sort).toEqual(expected);
      const { rows: window } = await page({
        ...(sort ? { sort } : {}),
        'pagination[start]': '17',
        'pagination[limit]': '4',
      });
      expect(
        window.map((row) => row.id),
        `${sort} from 17`,
      ).toEqual(expected.slice(17, 21));
    }
  });

  it('counts the matches of a filter exactly, whatever page is asked for', async () => {
    const matching = rows.filter((row) => row.amount === 2).map((row) => row.id);
    for (const number of [1, 2, 9]) {
      const found = await page({
        'filters[amount][$eq]': '2',
        'pagination[page]': String(number),
        'pagination[pageSize]': '4',
      });
      expect(found.total).toBe(matching.length);
      expect(found.rows.map((row) => row.id)).toEqual(matching.slice((number - 1) * 4, number * 4));
    }
    expect(await page({ 'filters[name][$containsi]': 'no such item' })).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('reads the page alone, with no total, when the client asks for no count', async () => {
    const found = await page({
      'pagination[withCount]': 'false',
      sort: 'amount:desc',
      'pagination[pageSize]': '5',
    });
    expect(found.total).toBeUndefined();
    expect(found.rows.map((row) => row.id)).toEqual(wholeList('amount:desc').slice(0, 5));
  });

  it("carries each row's related rows as a list, in their own order", async () => {
    const notes = database.db
      .selectFrom('notes')
      .select(['notes.id', 'notes.item_id', 'notes.text'])
      .where('notes.item_id', '=', sql.ref<number>('items.id'))
      .orderBy('notes.text');
    const found = await page({ 'pagination[pageSize]': '3' }, { notes });
    expect(found.rows.map(({ id, notes }) => ({ id, notes }))).toEqual([
      { id: 1, notes: [{ id: 2, item_id: 1, text: 'first' }] },
      {
        id: 2,
        notes: [
          { id: 1, item_id: 2, text: 'second' },
          { id: 3, item_id: 2, text: 'third' },
        ],
      },
      { id: 3, notes: [] },
    ]);
  });
});
