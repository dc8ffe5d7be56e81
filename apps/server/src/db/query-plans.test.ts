import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type KyselyPlugin, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseListQuery,
  type FilterOperator,
  type ListQuery,
  type ListSpec,
} from '../http/strapi-query';
import { listApplications } from '../modules/applications/applications.repository';
import { APPLICATIONS_LIST_SPEC } from '../modules/applications/applications.repository';
import { AUDIT_LIST_SPEC, listAuditEntries } from '../modules/audit/audit.repository';
import { listContacts } from '../modules/contacts/contacts.repository';
import { CONTACTS_LIST_SPEC } from '../modules/contacts/contacts.repository';
import { listEmployees } from '../modules/employees/employees.repository';
import { EMPLOYEES_LIST_SPEC } from '../modules/employees/employees.repository';
import { listEvents } from '../modules/events/events.repository';
import { EVENTS_LIST_SPEC } from '../modules/events/events.repository';
import { listInvoices } from '../modules/invoices/invoices.repository';
import { INVOICES_LIST_SPEC } from '../modules/invoices/invoices.repository';
import { listServices } from '../modules/services/services.repository';
import { SERVICES_LIST_SPEC } from '../modules/services/services.repository';
import { listUsers, USERS_LIST_SPEC } from '../modules/users/users.repository';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';

/**
 * Every filter and every sort a list offers is answered from an index, on SQLite: the plans of
 * the queries the real list functions run (the page and its count, for the first page and for a
 * page past the middle, which is read from the far end) never scan the whole table and never sort
 * a whole table for a sort the client asked for.
 *
 * The tables are empty: without statistics (no ANALYZE), SQLite plans as if every table were
 * large, which is what a production database gets too.
 *
 * Two kinds of filter cannot be answered from a b-tree index and are exempt:
 * - `$contains` / `$containsi` (substring): a value can hold the text anywhere, so a b-tree,
 *   ordered from the first character, cannot find it. A rare text is found through the list's
 *   trigram index (`http/substring-index.ts`); otherwise these filters scan the narrow index of
 *   their column (never the table), stopping at the first thousand matches, and a page in sort
 *   order stops as soon as it is full; see `fetchPage` in `http/list-page.ts`.
 * - `$ne`: "not equal" matches nearly every row; reading in page order and skipping the few
 *   equal rows is the cheapest plan there is.
 */

interface ListUnderTest {
  /** The API's name for the list. */
  name: string;
  table: string;
  spec: ListSpec;
  list: (db: Db, query: ListQuery) => Promise<unknown>;
}

const LISTS: ListUnderTest[] = [
  { name: 'contacts', table: 'contacts', spec: CONTACTS_LIST_SPEC, list: listContacts },
  { name: 'carrers', table: 'applications', spec: APPLICATIONS_LIST_SPEC, list: listApplications },
  { name: 'invoices', table: 'invoices', spec: INVOICES_LIST_SPEC, list: listInvoices },
  { name: 'services', table: 'services', spec: SERVICES_LIST_SPEC, list: listServices },
  { name: 'users', table: 'users', spec: USERS_LIST_SPEC, list: listUsers },
  { name: 'events', table: 'events', spec: EVENTS_LIST_SPEC, list: listEvents },
  { name: 'employees', table: 'employees', spec: EMPLOYEES_LIST_SPEC, list: listEmployees },
  { name: 'audit-log', table: 'audit_log', spec: AUDIT_LIST_SPEC, list: listAuditEntries },
];

const SUBSTRING_OPERATORS: readonly FilterOperator[] = ['$contains', '$containsi', '$ne'];

const SAMPLE_VALUES: Record<string, string> = {
  string: 'Business',
  number: '7',
  id: '7',
  boolean: 'true',
  date: '2025-06-02',
  timestamp: '2025-06-02T10:00:00.000Z',
};

/** Pretends every count is large, so that each page query runs, the far pages reversed. */
const MATCHING_ROWS = 100_000;
const pretendManyRows: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  transformResult: async ({ result }) => ({
    ...result,
    rows: result.rows.map((row) => ('total' in row ? { ...row, total: MATCHING_ROWS } : row)),
  }),
};

/** The pages asked for: the first, and one in the second half, read from the far end. */
const PAGES = [{}, { 'pagination[page]': String(MATCHING_ROWS / 25 - 10) }];

interface Plan {
  sql: string;
  steps: string[];
}

describe('query plans of every list filter and sort (SQLite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'query-plans-'));
  let sqlite: SQLite.Database;
  let captured: { sql: string; parameters: readonly unknown[] }[] = [];
  let db: Db;

  beforeAll(async () => {
    const migrated = openDatabase({ dataDir });
    await migrateToLatest(migrated.db);
    await migrated.db.destroy();
    sqlite = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
    db = new Kysely({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [pretendManyRows],
      log: (event: LogEvent) => {
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The plan of every query the list runs for `raw` (its count and its page). */
  async function plansOf(list: ListUnderTest, raw: Record<string, string>): Promise<Plan[]> {
    const plans: Plan[] = [];
    for (const page of PAGES) {
      captured = [];
      await list.list(db, parseListQuery({ ...raw, ...page }, list.spec));
      for (const { sql, parameters } of captured) {
        const steps = sqlite
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...parameters)
          .map((row) => (row as { detail: string }).detail);
        plans.push({ sql, steps });
      }
    }
    expect(plans.length, 'a count and a page, twice').toBe(4);
    return plans;
  }

  const fullTableScan = (table: string) => new RegExp(`^SCAN ${table}$`);
  const isPage = (plan: Plan) => !/count\(\*\)/i.test(plan.sql);

  for (const list of LISTS) {
    describe(list.name, () => {
      for (const [field, { type, operators }] of Object.entries(list.spec.filters)) {
        for (const operator of operators.filter((op) => !SUBSTRING_OPERATORS.includes(op))) {
          it(`filters[${field}][${operator}] reads an index, not the table`, async () => {
            const value =
              operator === '$in'
                ? `${SAMPLE_VALUES[type]},${SAMPLE_VALUES[type]}`
                : SAMPLE_VALUES[type]!;
            for (const plan of await plansOf(list, { [`filters[${field}][${operator}]`]: value })) {
              expect(
                plan.steps.filter((step) => fullTableScan(list.table).test(step)),
                plan.sql,
              ).toEqual([]);
              expect(
                plan.steps.some((step) =>
                  /USING (COVERING )?INDEX|USING (INTEGER )?PRIMARY KEY/.test(step),
                ),
                plan.sql,
              ).toBe(true);
            }
          });
        }
      }

      for (const [field, column] of Object.entries(list.spec.sortable)) {
        for (const direction of ['asc', 'desc']) {
          it(`sort=${field}:${direction} walks an index in order, with no sort step`, async () => {
            for (const plan of (await plansOf(list, { sort: `${field}:${direction}` })).filter(
              isPage,
            )) {
              expect(plan.steps.join(' | '), plan.sql).not.toMatch(/TEMP B-TREE/);
              // Ordering by the primary key reads the table's own b-tree in key order, a page's worth.
              if (column !== 'id')
                expect(plan.steps.join(' | '), plan.sql).toMatch(/USING (COVERING )?INDEX/);
            }
          });
        }
      }
    });
  }
});
