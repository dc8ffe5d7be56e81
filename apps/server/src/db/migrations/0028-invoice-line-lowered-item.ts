import { sql, type Kysely } from 'kysely';
import { hasPgTrgm } from './0026-lowered-search-columns';
import { isSqlite } from './column-helpers';

/**
 * PostgreSQL keeps the invoice lines' item lower-cased in a column of its own, `item_lower`, as
 * 0026 does for the large lists' searched columns, and 0027's trigram index moves there from
 * `lower(item)`. Every trigram index is then on a lowered copy, and a search on one is told from
 * any other LIKE by its column alone: it is the only kind whose plan depends on the text searched,
 * so it alone is planned for each text (`db/prepared-statements.ts`, record 35). Reading the stored
 * copy also spares lowering each line the search reads. SQLite has no such index.
 */

const INDEX = 'invoice_lines_item_trgm_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`alter table invoice_lines add column item_lower text generated always as (lower(item)) stored`.execute(
    db,
  );
  if (await hasPgTrgm(db)) {
    await sql`drop index if exists ${sql.ref(INDEX)}`.execute(db);
    await sql`create index ${sql.ref(INDEX)} on invoice_lines using gin (item_lower gin_trgm_ops)`.execute(
      db,
    );
  }
  await sql`analyze invoice_lines`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  // Dropping the column drops its index; 0027's comes back on the expression.
  await sql`alter table invoice_lines drop column item_lower`.execute(db);
  if (await hasPgTrgm(db))
    await sql`create index ${sql.ref(INDEX)} on invoice_lines using gin (lower(item) gin_trgm_ops)`.execute(
      db,
    );
}
