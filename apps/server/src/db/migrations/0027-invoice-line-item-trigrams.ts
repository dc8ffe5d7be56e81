import { sql, type Kysely } from 'kysely';
import { hasPgTrgm } from './0026-lowered-search-columns';
import { isSqlite } from './column-helpers';

/**
 * PostgreSQL: a `pg_trgm` index on the invoice lines' lowered item, so that a search of the
 * invoices through their lines (`filters[services][item][$containsi]`, Strapi's filter through a
 * relation) reads the lines that hold the text instead of lowering and reading every line: 500,000
 * of them at 100,000 invoices, 230 ms a statement, which under load ran past the query time limit.
 * The filter compares `lower(item)` (`http/list-sql.ts`), the expression indexed here; no list
 * sorts or pages the lines themselves, so they need no lowered copy (as 0026's). 0028 gives them one
 * all the same, so that every trigram index is on a lowered copy (record 35). SQLite has no such
 * index, and the query time limit bounds the search there.
 */

const INDEX = 'invoice_lines_item_trgm_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db) || !(await hasPgTrgm(db))) return;
  await sql`create index ${sql.ref(INDEX)} on invoice_lines using gin (lower(item) gin_trgm_ops)`.execute(
    db,
  );
  await sql`analyze invoice_lines`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`drop index if exists ${sql.ref(INDEX)}`.execute(db);
}
