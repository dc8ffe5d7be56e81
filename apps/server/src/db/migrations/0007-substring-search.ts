import { sql, type Kysely } from 'kysely';
import { isSqlite } from './column-helpers';
import { createFts5Index, dropFts5Index, type SearchedColumn } from './fts5-index';

/**
 * Trigram indexes for substring searches (see `http/substring-index.ts`).
 *
 * SQLite: an FTS5 table per searched column, reading its text from the list's table (external
 * content), kept in step by triggers on insert, delete and update of the column, and filled from
 * the rows already there. `detail=none`: which rows hold each trigram, not where (migration 0010
 * changes that). One table per column, as such an index cannot tell its columns apart.
 *
 * PostgreSQL: `pg_trgm` GIN indexes on the lowered columns, which the planner uses for
 * `lower(column) like '%text%'` by itself. The extension ships with PostgreSQL but may not be
 * installed or allowed; then the searches scan as before, and this step is skipped.
 */

/**
 * The columns indexed, as `SEARCHED_COLUMNS` (`http/searched-columns.ts`) listed them when this
 * migration was written: a copy, so that adding a column to the live list later changes no
 * migration already run. A new searched column needs a migration of its own, which indexes the
 * rows already there.
 */
export const SEARCHED_COLUMNS: readonly SearchedColumn[] = [
  { table: 'applications', column: 'first_name' },
  { table: 'applications', column: 'last_name' },
  { table: 'contacts', column: 'email' },
  { table: 'invoices', column: 'invoice_number' },
  { table: 'invoices', column: 'customer_name' },
];

const pgIndexName = ({ table, column }: SearchedColumn) => `${table}_${column}_trgm_idx`;

/** Creates the pg_trgm indexes, or nothing when the extension cannot be created here. */
async function createPgTrgmIndexes(db: Kysely<unknown>) {
  // Migrations run in one transaction: a refused CREATE EXTENSION must not abort it.
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    return;
  }
  await sql`release savepoint pg_trgm`.execute(db);
  for (const definition of SEARCHED_COLUMNS) {
    const { table, column } = definition;
    await sql`create index ${sql.ref(pgIndexName(definition))} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return createPgTrgmIndexes(db);
  for (const definition of SEARCHED_COLUMNS) await createFts5Index(db, definition, 'none');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) {
    for (const definition of SEARCHED_COLUMNS)
      await sql`drop index if exists ${sql.ref(pgIndexName(definition))}`.execute(db);
    return;
  }
  for (const definition of SEARCHED_COLUMNS) await dropFts5Index(db, definition);
}
