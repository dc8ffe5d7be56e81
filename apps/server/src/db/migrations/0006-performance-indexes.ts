import { sql, type Kysely } from 'kysely';
import { isSqlite } from './column-helpers';

/**
 * Indexes that let every list filter and sort read a page straight from an index at 100,000
 * rows (`db/query-plans.test.ts` checks the plans on SQLite).
 *
 * A list sorts by the column asked for, then by id ascending, so that pages never overlap. An
 * index on (column, id) serves `column asc, id asc` and, read backwards, `column desc, id desc`;
 * but `column desc, id asc` (and its reverse, which far pages read) needs (column desc, id).
 * Without it the database sorts every row that shares a value: all the Paid invoices, say.
 * On SQLite every index ends with the row id already, so (column) is (column, id); PostgreSQL
 * needs the id spelled out. A unique column orders its rows alone and needs neither.
 *
 * The audit log breaks ties by id in the sort's own direction, so it needs the first kind only.
 *
 * The invoice list opens newest first; filtered by status or date it reads (column, created_at
 * desc, id) in page order, as contacts and applications already do with their own indexes.
 *
 * A substring filter (`lower(column) like '%text%'`) cannot seek in any b-tree, so it reads the
 * whole column; on SQLite an index of the lowered values makes that a scan of the narrow index,
 * with no lower() call per row (a third of the time for the name search at 100,000 rows).
 * PostgreSQL scans such filters in parallel workers and would not use these indexes.
 */

/** Sorted columns of lists whose tie-breaker is `id asc`, per table. */
export const SORTED_COLUMNS: Record<string, readonly string[]> = {
  contacts: ['first_name', 'last_name', 'email', 'phone', 'topic', 'subject', 'created_at'],
  applications: [
    'first_name',
    'last_name',
    'email',
    'phone',
    'position',
    'experience',
    'start_date',
    'salary_expect',
    'application_status',
    'interview_time',
    'created_at',
  ],
  invoices: ['customer_name', 'invoice_date', 'status', 'total_price', 'created_at'],
  services: ['date', 'item', 'type', 'tax', 'rate', 'price_pkr', 'created_at'],
  users: ['username', 'role', 'disabled', 'created_at', 'updated_at'],
  events: ['date', 'title', 'created_at'],
  employees: ['name', 'created_at'],
};

/** Equality filters of the invoice list, which opens sorted by `createdAt:desc`. */
export const INVOICE_FILTERS_NEWEST_FIRST = ['status', 'invoice_date'];

/** Sorted columns of the audit log (ties broken in the sort's direction). */
const AUDIT_SORTED_COLUMNS = ['username', 'entity_type', 'action'];

/** Filtered or sorted columns that have no index of their own on SQLite yet. */
const UNINDEXED_ON_SQLITE: Record<string, readonly string[]> = {
  users: ['username', 'disabled', 'created_at', 'updated_at'],
  events: ['title', 'created_at'],
  employees: ['name', 'created_at'],
  audit_log: AUDIT_SORTED_COLUMNS,
};

/** Lowered columns searched by substring on the large lists, per index (SQLite only). */
const LOWERED_FOR_SEARCH: { name: string; table: string; columns: string[] }[] = [
  // The name search looks in both at once (`$or`): one index holds both.
  {
    name: 'applications_names_lower_idx',
    table: 'applications',
    columns: ['first_name', 'last_name'],
  },
  { name: 'invoices_customer_name_lower_idx', table: 'invoices', columns: ['customer_name'] },
  { name: 'invoices_invoice_number_lower_idx', table: 'invoices', columns: ['invoice_number'] },
  { name: 'audit_log_username_lower_idx', table: 'audit_log', columns: ['username'] },
];

interface IndexDefinition {
  name: string;
  table: string;
  columns: string[];
}

function indexesFor(sqlite: boolean): IndexDefinition[] {
  const indexes: IndexDefinition[] = [];
  const ascending = (table: string, column: string) => {
    const needed = !sqlite || (UNINDEXED_ON_SQLITE[table] ?? []).includes(column);
    if (needed) indexes.push({ name: `${table}_${column}_id_idx`, table, columns: [column, 'id'] });
  };
  for (const [table, columns] of Object.entries(SORTED_COLUMNS)) {
    for (const column of columns) {
      ascending(table, column);
      indexes.push({
        name: `${table}_${column}_desc_id_idx`,
        table,
        columns: [`${column} desc`, 'id'],
      });
    }
  }
  for (const column of AUDIT_SORTED_COLUMNS) ascending('audit_log', column);
  for (const column of INVOICE_FILTERS_NEWEST_FIRST) {
    indexes.push({
      name: `invoices_${column}_newest_idx`,
      table: 'invoices',
      columns: [column, 'created_at desc', 'id'],
    });
  }
  return indexes;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of indexesFor(isSqlite(db))) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  if (!isSqlite(db)) return;
  for (const { name, table, columns } of LOWERED_FOR_SEARCH) {
    const lowered = columns.map((column) => sql`lower(${sql.ref(column)})`);
    await db.schema.createIndex(name).on(table).expression(sql.join(lowered)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const lowered = isSqlite(db) ? LOWERED_FOR_SEARCH : [];
  for (const { name } of [...indexesFor(isSqlite(db)), ...lowered]) {
    await db.schema.dropIndex(name).execute();
  }
}
