import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/test-app';
import { parseListQuery } from '../http/strapi-query';
import { INVOICES_LIST_SPEC, listInvoices } from '../modules/invoices/invoices.repository';
import type { Db } from './database';
import type { Database } from './schema';
import { migrateToLatest } from './migrate';

/**
 * On PostgreSQL the substring searches of the large lists are answered by `pg_trgm` indexes on
 * the searched columns' lowered copies (migration 0026), which the planner picks by itself when
 * the search's condition is one they can answer. Checked on invoice numbers, searched
 * case-sensitively (`$contains`, the invoice tab's search) and not (`$containsi`): a rare number
 * among thousands is found through the index, by the statement that reads the list's page and
 * counts its matches. A search of the invoices through their lines' items (migration 0027) is
 * answered by the lines' own trigram index.
 */

const INVOICES = 20_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('substring searches on PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  let db: Db;
  let captured: { sql: string; parameters: readonly unknown[] }[] = [];

  beforeAll(async () => {
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
    db = new Kysely({
      dialect: new PostgresDialect({ pool }),
      log: (event: LogEvent) => {
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    await migrateToLatest(db);
    await sql`insert into invoices (sequence, invoice_number, customer_name, invoice_date, status,
        total_price, created_at, updated_at)
      select n, 'INV-' || lpad(n::text, 5, '0'), 'Customer ' || n, '2026-01-05', 'Draft', 100000,
        '2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z'
      from generate_series(1, ${INVOICES}) as n`.execute(db);
    await sql`insert into invoice_lines (invoice_id, position, item, price_pkr)
      select id, 1, 'Service ' || sequence, 100000 from invoices`.execute(db);
    // As autovacuum leaves a table in use: statistics gathered, the trigram index's pending
    // entries merged into it.
    await sql`vacuum analyze invoices, invoice_lines`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await postgres?.drop();
  });

  /** The plans of the queries of a list call that search the invoice numbers. */
  async function searchPlans(operator: '$contains' | '$containsi', text: string) {
    captured = [];
    const page = await listInvoices(
      db,
      parseListQuery(
        { [`filters[invoice_number][${operator}]`]: text, sort: 'createdAt:desc' },
        INVOICES_LIST_SPEC,
      ),
    );
    // The case-sensitive search reads the number, the other its lowered copy.
    const searches = captured.filter((query) => query.sql.includes('"invoice_number'));
    const plans: string[] = [];
    for (const { sql: text, parameters } of searches) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, [
        ...parameters,
      ]);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return { page, plans };
  }

  for (const [operator, text, total] of [
    ['$contains', 'INV-04711', 1],
    ['$contains', '4711', 2],
    ['$containsi', 'inv-04711', 1],
  ] as const) {
    it(`${operator} "${text}" counts and pages through the trigram index`, async () => {
      const { page, plans } = await searchPlans(operator, text);
      expect(page).toMatchObject({ total });
      expect(plans.length, 'the page and its count in one statement').toBe(1);
      for (const plan of plans) expect(plan).toContain('invoices_invoice_number_trgm_idx');
    });
  }

  it("reads a common text in one statement: its first matches in the list's order, the page cut from them", async () => {
    captured = [];
    const query = parseListQuery(
      {
        'filters[customer_name][$containsi]': 'CUSTOMER 1',
        sort: 'createdAt:desc',
        'pagination[page]': '2',
        'pagination[pageSize]': '10',
      },
      INVOICES_LIST_SPEC,
    );
    const page = await listInvoices(db, query);
    // Customers 1, 10–19, 100–199, … 10000–19999 match; every invoice has the same date, so the
    // list's order is by id, newest first: the second page holds 19989 down to 19980.
    expect(page).toMatchObject({ total: 200, totalIsLowerBound: true });
    expect(page.rows.map((row) => Number(row.sequence))).toEqual(
      Array.from({ length: 10 }, (_, index) => 19_989 - index),
    );
    expect(captured).toHaveLength(1);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${captured[0]!.sql}`, [
      ...captured[0]!.parameters,
    ]);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    // Walked in the list's order until 201 matches, not every row read and sorted; in the order's
    // index alone, which carries the lowered names, and only the page's rows read from the table.
    expect(plan).toMatch(/Index Only Scan Backward using invoices_created_at_id_idx/);
    // Each row's lowered copy compared, not its name lowered as it is read.
    expect(plan).toMatch(/Filter: \(customer_name_lower ~~/);
    expect(plan).not.toMatch(/lower\(/);
  });

  it("finds invoices by a rare text in their lines' items through the lines' trigram index", async () => {
    captured = [];
    const page = await listInvoices(
      db,
      parseListQuery(
        { 'filters[services][item][$containsi]': 'VICE 4711', sort: 'createdAt:desc' },
        INVOICES_LIST_SPEC,
      ),
    );
    expect(page).toMatchObject({ total: 1 });
    expect(page.rows.map((row) => Number(row.sequence))).toEqual([4_711]);
    const searches = captured.filter((query) => query.sql.includes('"invoice_lines"'));
    expect(searches.length).toBeGreaterThan(0);
    for (const { sql: text, parameters } of searches) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, [
        ...parameters,
      ]);
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
        'invoice_lines_item_trgm_idx',
      );
    }
  });

  it('$contains still tells case apart', async () => {
    const { page } = await searchPlans('$contains', 'inv-04711');
    expect(page).toMatchObject({ total: 0 });
  });
});

/**
 * A b-tree index that another of its table begins with (same leading columns, same directions)
 * serves nothing the longer one does not, and costs every write and every plan (migration 0029).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('indexes on PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Db;

  beforeAll(async () => {
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url }) }),
    });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await postgres?.drop();
  });

  it('has no b-tree index that another index of its table begins with', async () => {
    const { rows } = await sql<{ covered: string; by: string }>`
      with btree as (
        select i.indexrelid, i.indrelid, i.indnkeyatts as keys, i.indkey::int2[] as columns,
          i.indoption::int2[] as options, i.indisunique as is_unique
        from pg_index i
        join pg_class index_class on index_class.oid = i.indexrelid
        join pg_am am on am.oid = index_class.relam
        join pg_namespace n on n.oid = index_class.relnamespace
        where am.amname = 'btree' and n.nspname = current_schema()
          and i.indpred is null and i.indexprs is null
      )
      select covered.indexrelid::regclass::text as covered, longer.indexrelid::regclass::text as by
      from btree covered
      join btree longer on longer.indrelid = covered.indrelid
        and longer.indexrelid <> covered.indexrelid
        and longer.keys >= covered.keys
        and longer.columns[0:covered.keys - 1] = covered.columns[0:covered.keys - 1]
        and longer.options[0:covered.keys - 1] = covered.options[0:covered.keys - 1]
      where not covered.is_unique
      order by 1, 2`.execute(db);
    expect(rows).toEqual([]);
  });
});
