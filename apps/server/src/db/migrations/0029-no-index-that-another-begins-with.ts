import type { Kysely } from 'kysely';
import { SORTED_COLUMNS } from './0006-performance-indexes';
import { isSqlite } from './column-helpers';

/**
 * PostgreSQL drops the b-tree indexes that another index of the same table begins with. The first
 * migrations indexed each sorted column alone; 0006 then gave PostgreSQL (column, id) for the same
 * columns, as it needs the id spelled out for a page's tie-breaker, and left the first ones in
 * place. An index on (column) serves nothing that (column, id) or (column, created_at) does not:
 * the same rows in the same order, for one more narrow column in each entry. Every one of them
 * cost each insert and update a b-tree to write (seven of nineteen on a contact message, eleven of
 * thirty-one on an application) and each statement planned for its text (a search, record 35) a
 * path to weigh: the applicants' name search took 0.38 ms to plan with them and 0.31 without.
 * The events had (date, id) twice, from 0003 and from 0006.
 *
 * SQLite keeps them: its every index ends with the row id, so (column) is its (column, id), and
 * 0006 gave it no second one. `db/query-plans-postgres.test.ts` checks that no such pair returns.
 */

/**
 * The tables whose sorted columns (0006's list) 0002 and 0004 each indexed alone, as
 * `<table>_<column>_idx`, and 0001's index of the users' role.
 */
const INDEXED_ALONE = ['applications', 'contacts', 'invoices', 'services'];
const USERS_ROLE = { name: 'users_role_idx', table: 'users', columns: ['role'] };

/** 0006's copy of 0003's `events_date_idx`. */
const EVENTS_DATE_COPY = { name: 'events_date_id_idx', table: 'events', columns: ['date', 'id'] };

const coveredIndexes = () => [
  ...INDEXED_ALONE.flatMap((table) =>
    SORTED_COLUMNS[table]!.map((column) => ({
      name: `${table}_${column}_idx`,
      table,
      columns: [column],
    })),
  ),
  USERS_ROLE,
  EVENTS_DATE_COPY,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  for (const { name } of coveredIndexes()) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  for (const { name, table, columns } of coveredIndexes())
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}
