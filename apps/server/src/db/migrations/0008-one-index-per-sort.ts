import type { Kysely } from 'kysely';
import { isSqlite } from './column-helpers';
import { INVOICE_FILTERS_NEWEST_FIRST, SORTED_COLUMNS } from './0006-performance-indexes';

/**
 * One index per sorted column instead of two. Lists now break ties by id in the direction of the
 * sort (`totalOrder` in `http/list-sql.ts`), so `column desc` is `column desc, id desc`: the
 * column's ascending index read backwards. The (column desc, id) indexes of migration 0006 served
 * `column desc, id asc` only; each cost every insert a b-tree update (seven of sixteen on a
 * contact message).
 *
 * The invoice list filtered by status or date and opened newest first now reads
 * (column, created_at) backwards, in place of (column, created_at desc, id).
 */

const sortedDescending = () =>
  Object.entries(SORTED_COLUMNS).flatMap(([table, columns]) =>
    columns.map((column) => ({
      name: `${table}_${column}_desc_id_idx`,
      table,
      columns: [`${column} desc`, 'id'],
    })),
  );

const newestFirst = (sqlite: boolean, shape: 'old' | 'new') =>
  INVOICE_FILTERS_NEWEST_FIRST.map((column) => ({
    name: `invoices_${column}_newest_idx`,
    table: 'invoices',
    // On SQLite every index ends with the row id already; PostgreSQL needs it spelled out.
    columns:
      shape === 'old'
        ? [column, 'created_at desc', 'id']
        : sqlite
          ? [column, 'created_at']
          : [column, 'created_at', 'id'],
  }));

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name } of [...sortedDescending(), ...newestFirst(isSqlite(db), 'old')]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const { name, table, columns } of newestFirst(isSqlite(db), 'new')) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of newestFirst(isSqlite(db), 'new')) {
    await db.schema.dropIndex(name).execute();
  }
  for (const { name, table, columns } of [
    ...sortedDescending(),
    ...newestFirst(isSqlite(db), 'old'),
  ]) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}
