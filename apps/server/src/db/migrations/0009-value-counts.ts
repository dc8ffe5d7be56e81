import { sql, type Kysely } from 'kysely';
import { isSqlite } from './column-helpers';
import {
  countColumn,
  createPgCountFunction,
  dropPgCountFunction,
  stopCountingColumn,
  type CountedColumn,
} from './value-count-triggers';

/**
 * How many rows hold each value of the counted columns (see `http/value-counts.ts`), kept by
 * triggers (`value-count-triggers.ts`) and filled from the rows already there.
 */

/**
 * The columns counted, as `COUNTED_COLUMNS` listed them when this migration was written: a copy,
 * so that adding a column to the live list later changes no migration already run. A new counted
 * column needs a migration of its own, which adds its triggers and counts the rows already there.
 */
const FIRST_COUNTED_COLUMNS: readonly CountedColumn[] = [
  { table: 'applications', column: 'position' },
  { table: 'applications', column: 'application_status' },
  { table: 'contacts', column: 'topic' },
  { table: 'audit_log', column: 'entity_type' },
  { table: 'audit_log', column: 'action' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('value_counts')
    .addColumn('table_name', 'varchar(30)', (col) => col.notNull())
    .addColumn('column_name', 'varchar(30)', (col) => col.notNull())
    .addColumn('value', 'varchar(100)', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('value_counts_pkey', ['table_name', 'column_name', 'value'])
    // Looked up by its key only: on SQLite the key is then the table itself, not a second b-tree.
    .$call((table) => (sqlite ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  if (!sqlite) await createPgCountFunction(db);
  for (const counted of FIRST_COUNTED_COLUMNS) await countColumn(db, counted);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const counted of FIRST_COUNTED_COLUMNS) await stopCountingColumn(db, counted);
  if (!isSqlite(db)) await dropPgCountFunction(db);
  await db.schema.dropTable('value_counts').execute();
}
