import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type KyselyPlugin, type LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawQuery } from '@app/shared/contract';
import { parseListQuery, type ListQuery, type ListSpec } from '../http/strapi-query';
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
import { notifiedAddresses } from '../modules/mail/notifications';
import { INVOICES_LIST_SPEC } from '../modules/invoices/invoices.repository';
import { listServices } from '../modules/services/services.repository';
import { SERVICES_LIST_SPEC } from '../modules/services/services.repository';
import { listUsers, USERS_LIST_SPEC } from '../modules/users/users.repository';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';

/**
 * The filters and sorts the admin tabs and the public pages send are answered from an index, on
 * SQLite: the plans of the queries the real list functions run (the page and its count, for the
 * first page and for a page past the middle, which is read from the far end) never scan the whole
 * table and never sort a whole table for a sort the client asked for.
 *
 * Every attribute of a list may be filtered with every operator of its type and sorted by, but not
 * every one has an index, by design: each index costs every insert a b-tree update. What is
 * checked here is what the web app sends: the filters of its list queries (`get-*.ts` in
 * `apps/web/src/features/<feature>/api`), the columns its tables sort by, and each tab's default
 * sort, which comes with every filter. A filter or sort added there without an index fails here,
 * unless it is listed as unindexed (`unindexedSorts`), with a plan that says so.
 *
 * The tables are empty: without statistics (no ANALYZE), SQLite plans as if every table were
 * large, which is what a production database gets too.
 *
 * The substring searches (`$containsi` on a name, an e-mail, an invoice number, a title) cannot be
 * answered from a b-tree index and are not checked here: a value can hold the text anywhere, so a
 * b-tree, ordered from the first character, cannot find it. A rare text is found through the
 * list's trigram index (`http/substring-index.ts`); otherwise these filters scan the narrow index
 * of their column (never the table) and stop counting at a limit; see `fetchPage` in
 * `http/list-page.ts`.
 */

interface ListUnderTest {
  /** The API's name for the list. */
  name: string;
  table: string;
  spec: ListSpec;
  list: (db: Db, query: ListQuery) => Promise<unknown>;
  /** The sort the list opens with in the web app, sent with every filter; none for id order. */
  defaultSort?: string;
  /** The filters the web app sends, each as the query string of one filter of its tab. */
  filters: RawQuery[];
  /** The fields the web app's tables (and the public pages) sort the list by. */
  sorts: string[];
  /**
   * Fields the web app sorts by that no index serves: their plans sort the matching rows. Checked
   * as such, so that an index added for one shows here and the field moves to `sorts`.
   */
  unindexedSorts?: string[];
}

const LISTS: ListUnderTest[] = [
  {
    // Messages tab: a topic, a day of the viewer's time zone (from its first to its last ms),
    // handled or not (the tab opens on the unhandled ones).
    name: 'contacts',
    table: 'contacts',
    spec: CONTACTS_LIST_SPEC,
    list: listContacts,
    defaultSort: 'createdAt:desc',
    filters: [
      { 'filters[handledAt][$null]': 'true' },
      { 'filters[handledAt][$notNull]': 'true' },
      { 'filters[handledAt][$null]': 'true', 'filters[topic][$eq]': 'Business' },
      { 'filters[topic][$eq]': 'Business' },
      {
        'filters[createdAt][$gte]': '2025-06-01T19:00:00.000Z',
        'filters[createdAt][$lte]': '2025-06-02T18:59:59.999Z',
      },
    ],
    sorts: ['createdAt', 'firstName', 'email', 'phone', 'topic', 'subject'],
  },
  {
    // Applications tab: position, start date, status, and unchanged for more than N days.
    name: 'carrers',
    table: 'applications',
    spec: APPLICATIONS_LIST_SPEC,
    list: listApplications,
    defaultSort: 'createdAt:desc',
    filters: [
      { 'filters[position][$eq]': 'Frontend Developer' },
      { 'filters[startDate][$eq]': '2025-06-02' },
      { 'filters[applicationStatus][$eq]': 'Pending' },
      { 'filters[updatedAt][$lt]': '2025-06-01T19:00:00.000Z' },
    ],
    sorts: [
      'firstName',
      'position',
      'startDate',
      'salaryExpect',
      'applicationStatus',
      'interviewTime',
      'createdAt',
      'updatedAt',
    ],
  },
  {
    // Invoices tab: the invoice date, the status, the overdue ones (Sent, due before today).
    name: 'invoices',
    table: 'invoices',
    spec: INVOICES_LIST_SPEC,
    list: listInvoices,
    defaultSort: 'createdAt:desc',
    filters: [
      { 'filters[invoice_date][$eq]': '2025-06-02' },
      { 'filters[status][$eq]': 'Sent' },
      { 'filters[status][$eq]': 'Sent', 'filters[dueDate][$lt]': '2025-06-02' },
    ],
    sorts: [
      'invoice_number',
      'customer_name',
      'invoice_date',
      'dueDate',
      'status',
      'total_price',
      'createdAt',
    ],
  },
  {
    // Services tab: the type; every column of the price list sorts it.
    name: 'services',
    table: 'services',
    spec: SERVICES_LIST_SPEC,
    list: listServices,
    defaultSort: 'date:desc',
    filters: [{ 'filters[type][$eq]': 'Internet' }],
    sorts: ['date', 'item', 'type', 'tax', 'rate', 'price_pkr'],
    // The Remarks column (free text) sorts as every column of the table does; no index has it.
    unindexedSorts: ['remarks'],
  },
  {
    // Users tab: role and status, and both at once for the count of accounts awaiting approval.
    name: 'users',
    table: 'users',
    spec: USERS_LIST_SPEC,
    list: listUsers,
    defaultSort: 'createdAt:desc',
    filters: [
      { 'filters[role][$eq]': 'Staff' },
      { 'filters[disabled][$eq]': 'true' },
      { 'filters[role][$eq]': 'Registered', 'filters[disabled][$eq]': 'false' },
    ],
    sorts: ['username', 'email', 'role', 'disabled', 'createdAt'],
  },
  {
    // Events tab and the Culture page (newest first).
    name: 'events',
    table: 'events',
    spec: EVENTS_LIST_SPEC,
    list: listEvents,
    defaultSort: 'date:desc',
    filters: [],
    sorts: ['title', 'date', 'createdAt'],
  },
  {
    // Testimonials tab; the Culture page reads them in id order.
    name: 'employees',
    table: 'employees',
    spec: EMPLOYEES_LIST_SPEC,
    list: listEmployees,
    defaultSort: 'createdAt:desc',
    filters: [],
    sorts: ['name', 'createdAt'],
  },
  {
    // Audit log tab: entity type, action, and a range of local days (either end may be left open).
    name: 'audit-log',
    table: 'audit_log',
    spec: AUDIT_LIST_SPEC,
    list: listAuditEntries,
    defaultSort: 'createdAt:desc',
    filters: [
      { 'filters[entityType][$eq]': 'invoice' },
      { 'filters[action][$eq]': 'update' },
      {
        'filters[createdAt][$gte]': '2025-06-01T19:00:00.000Z',
        'filters[createdAt][$lte]': '2025-06-30T18:59:59.999Z',
      },
      { 'filters[createdAt][$gte]': '2025-06-01T19:00:00.000Z' },
      { 'filters[createdAt][$lte]': '2025-06-30T18:59:59.999Z' },
    ],
    sorts: ['createdAt', 'username', 'entityType', 'action'],
  },
];

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
const PAGES: RawQuery[] = [{}, { 'pagination[page]': String(MATCHING_ROWS / 25 - 10) }];

interface Plan {
  sql: string;
  steps: string[];
}

/**
 * A migrated, empty database, opened read-only for the tests of a `describe` block: `plansOf(run)`
 * answers the plan of every query `run` makes.
 */
function databaseToPlan(plugins: KyselyPlugin[] = []) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'query-plans-'));
  let sqlite: SQLite.Database;
  let db: Db;
  let captured: { sql: string; parameters: readonly unknown[] }[] = [];

  beforeAll(async () => {
    const migrated = openDatabase({ dataDir });
    await migrateToLatest(migrated.db);
    await migrated.db.destroy();
    sqlite = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
    db = new Kysely({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins,
      log: (event: LogEvent) => {
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return async function plansOf(run: (db: Db) => Promise<unknown>): Promise<Plan[]> {
    captured = [];
    await run(db);
    return captured.map(({ sql, parameters }) => ({
      sql,
      steps: sqlite
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...parameters)
        .map((row) => (row as { detail: string }).detail),
    }));
  };
}

describe("query plans of the web app's list filters and sorts (SQLite)", () => {
  const plansOfQueries = databaseToPlan([pretendManyRows]);

  /**
   * The plan of every query the list runs for `raw`: its first page, whose statement carries the
   * total when there is no filter (record 28), and a page further on, after its count.
   */
  async function plansOf(list: ListUnderTest, raw: RawQuery): Promise<Plan[]> {
    const plans: Plan[] = [];
    for (const page of PAGES) {
      plans.push(
        ...(await plansOfQueries((db) =>
          list.list(db, parseListQuery({ ...raw, ...page }, list.spec)),
        )),
      );
    }
    const filtered = Object.keys(raw).some((key) => key.startsWith('filters['));
    expect(plans.length, 'a count and a page, or a first page with its total').toBe(
      filtered ? 4 : 3,
    );
    return plans;
  }

  const fullTableScan = (table: string) => new RegExp(`^SCAN ${table}$`);
  // A total alone is counted (`count(*)`) or read from the kept counts, with no order.
  const isPage = (plan: Plan) => /\border by\b/i.test(plan.sql);

  const sortedColumn = (list: ListUnderTest, field: string) => {
    const attribute = list.spec.attributes[field]!;
    return attribute.sortColumn ?? attribute.column;
  };

  for (const list of LISTS) {
    describe(list.name, () => {
      for (const filter of list.filters) {
        const shown = Object.entries(filter)
          .map(([key, value]) => `${key}=${String(value)}`)
          .join('&');
        it(`${shown} reads an index, not the table`, async () => {
          const sort: RawQuery = list.defaultSort ? { sort: list.defaultSort } : {};
          for (const plan of await plansOf(list, { ...filter, ...sort })) {
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

      for (const field of list.sorts) {
        for (const direction of ['asc', 'desc']) {
          it(`sort=${field}:${direction} walks an index in order, with no sort step`, async () => {
            for (const plan of (await plansOf(list, { sort: `${field}:${direction}` })).filter(
              isPage,
            )) {
              expect(plan.steps.join(' | '), plan.sql).not.toMatch(/TEMP B-TREE/);
              // Ordering by the primary key reads the table's own b-tree in key order, a page's worth.
              if (sortedColumn(list, field) !== 'id')
                expect(plan.steps.join(' | '), plan.sql).toMatch(/USING (COVERING )?INDEX/);
            }
          });
        }
      }

      for (const field of list.unindexedSorts ?? []) {
        it(`sort=${field} has no index: its page sorts the rows`, async () => {
          for (const plan of (await plansOf(list, { sort: field })).filter(isPage)) {
            expect(plan.steps.join(' | '), plan.sql).toMatch(/TEMP B-TREE FOR ORDER BY/);
          }
        });
      }
    });
  }
});

describe('the staff a new message or application is told of (SQLite)', () => {
  const plansOf = databaseToPlan();

  it('are found through the role index, not by walking every active account', async () => {
    const plans = await plansOf((db) => notifiedAddresses(db, 'staff'));
    expect(plans).toHaveLength(1);
    expect(plans[0]!.steps.join(' | ')).toMatch(/USING INDEX users_role_idx/);
  });
});
