import { sql, type Kysely } from 'kysely';
import * as substringSearch from './0007-substring-search';
import * as valueCounts from './0009-value-counts';
import * as substringPositions from './0010-substring-positions';
import * as invoiceStatusCounts from './0024-invoice-status-counts';
import * as loweredSearchColumns from './0026-lowered-search-columns';
import * as invoiceLineItemTrigrams from './0027-invoice-line-item-trigrams';
import * as invoiceLineLoweredItem from './0028-invoice-line-lowered-item';
import { isSqlite } from './column-helpers';
import { dropFts5Index, type SearchedColumn } from './fts5-index';
import {
  dropPgCountFunction,
  stopCountingColumn,
  type CountedColumn,
} from './value-count-triggers';

/**
 * The lists read their tables with plain SQL (record 39): this drops what the mechanisms they no
 * longer use kept in the database, which every write paid for. Both databases: the `value_counts`
 * table and its triggers (0009, 0024). SQLite: the trigram FTS5 tables and their triggers (0007,
 * 0010) and the indexes of lowered text (0006), which no filter reads now that case is folded by
 * Unicode's rules. PostgreSQL: the lowered copies (0026, 0028) with their trigram indexes, the
 * newest-first indexes that carried the copies, made plain (created_at, id) again, and `pg_trgm`,
 * unless something else in the database uses it. The b-tree indexes the lists sort and filter by
 * stay.
 */

/** The columns 0009 and 0024 counted. */
const COUNTED_COLUMNS: readonly CountedColumn[] = [
  { table: 'applications', column: 'position' },
  { table: 'applications', column: 'application_status' },
  { table: 'contacts', column: 'topic' },
  { table: 'audit_log', column: 'entity_type' },
  { table: 'audit_log', column: 'action' },
  { table: 'invoices', column: 'status' },
];

/** The columns 0007 indexed by trigrams, and 0026 gave lowered copies on PostgreSQL. */
const SEARCHED_COLUMNS: readonly SearchedColumn[] = [
  { table: 'applications', column: 'first_name' },
  { table: 'applications', column: 'last_name' },
  { table: 'contacts', column: 'email' },
  { table: 'invoices', column: 'invoice_number' },
  { table: 'invoices', column: 'customer_name' },
];

/** PostgreSQL's lowered copies, each with a trigram index of its column's name (0026, 0028). */
const LOWERED_COPIES: readonly SearchedColumn[] = [
  ...SEARCHED_COLUMNS,
  { table: 'invoice_lines', column: 'item' },
];

/** 0006's indexes of lowered text on SQLite. */
const LOWERED_INDEXES = [
  {
    name: 'applications_names_lower_idx',
    table: 'applications',
    columns: ['first_name', 'last_name'],
  },
  { name: 'invoices_customer_name_lower_idx', table: 'invoices', columns: ['customer_name'] },
  { name: 'invoices_invoice_number_lower_idx', table: 'invoices', columns: ['invoice_number'] },
  { name: 'audit_log_username_lower_idx', table: 'audit_log', columns: ['username'] },
];

/** The migrations that made what `up` drops, in their order: `down` runs them again. */
const MADE_WHAT_IS_DROPPED = [
  substringSearch,
  valueCounts,
  substringPositions,
  invoiceStatusCounts,
  loweredSearchColumns,
  invoiceLineItemTrigrams,
  invoiceLineLoweredItem,
];

async function dropValueCounts(db: Kysely<unknown>) {
  for (const counted of COUNTED_COLUMNS) await stopCountingColumn(db, counted);
  if (!isSqlite(db)) await dropPgCountFunction(db);
  await sql`drop table value_counts`.execute(db);
}

async function dropSqliteSearchIndexes(db: Kysely<unknown>) {
  for (const definition of SEARCHED_COLUMNS) await dropFts5Index(db, definition);
  for (const { name } of LOWERED_INDEXES) await sql`drop index ${sql.ref(name)}`.execute(db);
}

async function dropPgLoweredCopies(db: Kysely<unknown>) {
  const tables = [...new Set(LOWERED_COPIES.map(({ table }) => table))];
  // 0026's newest-first indexes carry the copies (`include`): dropping a copy would drop them.
  const newestFirst = tables.filter((table) => table !== 'invoice_lines');
  for (const table of newestFirst)
    await sql`drop index ${sql.ref(`${table}_created_at_id_idx`)}`.execute(db);
  for (const { table, column } of LOWERED_COPIES)
    await sql`drop index if exists ${sql.ref(`${table}_${column}_trgm_idx`)}`.execute(db);
  for (const table of tables) {
    const copies = LOWERED_COPIES.filter((copy) => copy.table === table).map(
      ({ column }) => sql`drop column ${sql.ref(`${column}_lower`)}`,
    );
    await sql`alter table ${sql.table(table)} ${sql.join(copies)}`.execute(db);
  }
  for (const table of newestFirst)
    await sql`create index ${sql.ref(`${table}_created_at_id_idx`)} on ${sql.table(table)} (created_at, id)`.execute(
      db,
    );
}

/**
 * Drops `pg_trgm` when nothing in the database depends on it any more; an object of someone
 * else's that uses it keeps it, and so does a role not allowed to drop it. Migrations run in one
 * transaction, which a refused statement must not abort.
 */
async function dropPgTrgmIfUnused(db: Kysely<unknown>) {
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`drop extension if exists pg_trgm restrict`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropValueCounts(db);
  if (isSqlite(db)) return dropSqliteSearchIndexes(db);
  await dropPgLoweredCopies(db);
  await dropPgTrgmIfUnused(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const migration of MADE_WHAT_IS_DROPPED) await migration.up(db);
  if (!isSqlite(db)) return;
  for (const { name, table, columns } of LOWERED_INDEXES) {
    const lowered = columns.map((column) => sql`lower(${sql.ref(column)})`);
    await db.schema.createIndex(name).on(table).expression(sql.join(lowered)).execute();
  }
}
