import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/test-app';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { withPreparedStatements } from '../db/prepared-statements';
import { INVOICES_LIST_SPEC, listInvoices } from '../modules/invoices/invoices.repository';
import { listServices, SERVICES_LIST_SPEC } from '../modules/services/services.repository';
import { parseListQuery } from './strapi-query';

/**
 * Which list pages PostgreSQL plans once and which it plans for each call's values (record 29):
 * a first page without a filter keeps its plan, a page under a filter gets one of its own. Both
 * carry their total (records 28 and 33). A substring search of a lowered copy is planned for its
 * text every time (records 34 and 37); any other keeps its plan (record 35).
 */

const INVOICES = 2_000;
/** The price list, a small list with no lowered copy of its text. */
const SERVICES = 300;
/** More than the five calls PostgreSQL plans for their values before it may keep a plan. */
const CALLS = 8;

describe.skipIf(!process.env.TEST_DATABASE_URL)('plans of list pages on PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Db;

  beforeAll(async () => {
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    // One connection, so that every call runs the statement that connection prepared.
    const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    await migrateToLatest(db);
    await sql`insert into invoices (sequence, invoice_number, customer_name, invoice_date, status,
        total_price, created_at, updated_at)
      select n, 'INV-' || lpad(n::text, 5, '0'), 'Customer ' || n, '2026-01-05',
        case when n % 2 = 0 then 'Sent' else 'Draft' end, 100000,
        '2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z'
      from generate_series(1, ${INVOICES}) as n`.execute(db);
    await sql`insert into services (item, type, rate, price_pkr, date, created_at, updated_at)
      select 'Service ' || n, 'Internet', 100000, 100000, '2026-01-05',
        '2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z'
      from generate_series(1, ${SERVICES}) as n`.execute(db);
    await sql`analyze invoices`.execute(db);
    await sql`analyze services`.execute(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await postgres?.drop();
  });

  /**
   * How often each statement the connection prepared was planned, and how (this one has no
   * parameters, so it is not prepared itself).
   */
  async function plans() {
    const { rows } = await sql<{ statement: string; generic: number; custom: number }>`
      select statement, generic_plans::int as generic, custom_plans::int as custom
      from pg_prepared_statements`.execute(db);
    return rows;
  }

  it('plans the first page of a list once and keeps that plan', async () => {
    for (let call = 0; call < CALLS; call += 1) {
      const page = await listInvoices(
        db,
        parseListQuery(
          { sort: 'createdAt:desc', 'pagination[pageSize]': '25' },
          INVOICES_LIST_SPEC,
        ),
      );
      expect(page.total).toBe(INVOICES);
      expect(page.rows).toHaveLength(25);
    }
    const pages = (await plans()).filter(({ statement }) => statement.includes('__list_total'));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.statement).toContain('limit 25');
    expect(pages[0]!.generic).toBeGreaterThan(0);
    expect(pages[0]!.custom).toBeLessThan(CALLS);
  });

  it('reads a first page under a filter and its total in one statement, planned for its own values every time', async () => {
    const before = (await plans()).map(({ statement }) => statement);
    for (let call = 0; call < CALLS; call += 1) {
      const page = await listInvoices(
        db,
        parseListQuery(
          { 'filters[status][$eq]': 'Draft', sort: 'createdAt:desc' },
          INVOICES_LIST_SPEC,
        ),
      );
      expect(page.total).toBe(INVOICES / 2);
      expect(page.rows).toHaveLength(25);
    }
    const added = (await plans()).filter(({ statement }) => !before.includes(statement));
    expect(added).toHaveLength(1);
    expect(added[0]!.statement).toMatch(/__list_total.* where "status" = \$\d+ .*limit \$\d+$/);
    expect(added[0]).toMatchObject({ generic: 0, custom: CALLS });
  });

  it('plans a search for its text at every call, a rare one after many common ones too', async () => {
    const search = (text: string) =>
      listInvoices(
        db,
        parseListQuery(
          { 'filters[customer_name][$containsi]': text, sort: 'createdAt:desc' },
          INVOICES_LIST_SPEC,
        ),
      );
    for (let call = 0; call < CALLS; call += 1)
      expect(await search('customer 1')).toMatchObject({ total: 200, totalIsLowerBound: true });
    const rare = await search('CUSTOMER 1999');
    expect(rare.total).toBe(1);
    expect(rare.rows.map((row) => row.customer_name)).toEqual(['Customer 1999']);
    // Parsed once and planned for each text: a plan for any text would be one chosen without
    // seeing it (records 34 and 37).
    expect(
      (await plans()).filter(({ statement }) => statement.includes('customer_name_lower" like')),
    ).toEqual([expect.objectContaining({ generic: 0, custom: CALLS + 1 })]);
  });

  it('keeps the plan of a search of a column without a lowered copy, which reads every row anyway', async () => {
    const search = (text: string) =>
      listServices(
        db,
        parseListQuery(
          { 'filters[item][$containsi]': text, sort: 'date:desc' },
          SERVICES_LIST_SPEC,
        ),
      );
    for (let call = 0; call < CALLS; call += 1)
      expect((await search('SERVICE 1')).total).toBe(1 + 10 + 100);
    const rare = await search('service 299');
    expect(rare.rows.map((row) => row.item)).toEqual(['Service 299']);
    const searches = (await plans()).filter(({ statement }) =>
      statement.includes('lower("item") like'),
    );
    expect(searches).toHaveLength(1);
    expect(searches[0]!.generic + searches[0]!.custom).toBe(CALLS + 1);
  });
});
