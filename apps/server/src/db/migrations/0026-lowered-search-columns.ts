import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isSqlite } from './column-helpers';
import type { SearchedColumn } from './fts5-index';

/**
 * PostgreSQL keeps each searched column lower-cased in a column of its own, `<column>_lower`,
 * computed by the database on every write (a stored generated column), and its `pg_trgm` index
 * (0007's, which held `lower(column)`) moves there. A search ignoring case then compares the
 * stored text: lowering every row it reads was half of a common text's search (a libc locale
 * lowers text through wide characters), which reads thousands of rows to find 200 matches.
 * `http/list-sql.ts` filters on these columns (`loweredColumnName` in `http/searched-columns.ts`
 * names them alike). SQLite has its FTS5 tables and does not lower values at all.
 *
 * The lists open newest first, and a common text's search walks that order (record 31): the
 * (created_at, id) index of migration 0006 now carries the lowered copies (`include`), so that
 * walk reads the index alone, not each row it passes (`firstMatchesInListOrder`).
 */

/** The columns, as `SEARCHED_COLUMNS` listed them when this migration was written (see 0007). */
const COLUMNS: readonly SearchedColumn[] = [
  { table: 'applications', column: 'first_name' },
  { table: 'applications', column: 'last_name' },
  { table: 'contacts', column: 'email' },
  { table: 'invoices', column: 'invoice_number' },
  { table: 'invoices', column: 'customer_name' },
];

const TABLES = [...new Set(COLUMNS.map(({ table }) => table))];

const loweredName = (column: string) => `${column}_lower`;
/** 0006's index of the newest-first order, which becomes one that carries the copies. */
const newestFirstIndexName = (table: string) => `${table}_created_at_id_idx`;

async function indexNewestFirst(db: Kysely<unknown>, table: string, carried: string[]) {
  const index = sql.ref(newestFirstIndexName(table));
  const include =
    carried.length > 0 ? sql` include (${sql.join(carried.map((c) => sql.ref(c)))})` : sql``;
  await sql`drop index ${index}`.execute(db);
  await sql`create index ${index} on ${sql.table(table)} (created_at, id)${include}`.execute(db);
}

/** 0007's name, kept by the index that replaces it. */
const trigramIndexName = ({ table, column }: SearchedColumn) => `${table}_${column}_trgm_idx`;

/** Whether 0007 could install `pg_trgm` here (it may not be installed or allowed). */
export async function hasPgTrgm(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  return rows.length > 0;
}

async function indexTrigrams(
  db: Kysely<unknown>,
  definition: SearchedColumn,
  indexed: RawBuilder<unknown>,
) {
  const index = sql.ref(trigramIndexName(definition));
  await sql`drop index if exists ${index}`.execute(db);
  await sql`create index ${index} on ${sql.table(definition.table)} using gin (${indexed} gin_trgm_ops)`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  // One statement a table: each rewrites the table once.
  for (const table of TABLES) {
    const lowered = COLUMNS.filter((c) => c.table === table).map(({ column }) => column);
    const added = lowered.map(
      (column) =>
        sql`add column ${sql.ref(loweredName(column))} text generated always as (lower(${sql.ref(column)})) stored`,
    );
    await sql`alter table ${sql.table(table)} ${sql.join(added)}`.execute(db);
    await indexNewestFirst(db, table, lowered.map(loweredName));
    // Statistics of the new columns: without them the planner guesses how common a searched text
    // is, and read a common one's every match through the trigram index to sort them.
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
  if (!(await hasPgTrgm(db))) return;
  for (const definition of COLUMNS)
    await indexTrigrams(db, definition, sql.ref(loweredName(definition.column)));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  for (const table of TABLES) await indexNewestFirst(db, table, []);
  const trigrams = await hasPgTrgm(db);
  for (const definition of COLUMNS) {
    await sql`alter table ${sql.table(definition.table)} drop column ${sql.ref(loweredName(definition.column))}`.execute(
      db,
    );
    if (trigrams) await indexTrigrams(db, definition, sql`lower(${sql.ref(definition.column)})`);
  }
}
