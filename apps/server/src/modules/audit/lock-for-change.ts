import { SqliteAdapter, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { TableWithId } from './audited-writes';

/**
 * Reads rows that the same transaction is about to change, locked until it commits on
 * PostgreSQL, so the old values an audit entry records are the ones the change replaced.
 * SQLite runs one write transaction at a time, so it needs (and has) no row locks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lockForChange<QB extends SelectQueryBuilder<any, any, any>>(
  trx: Db,
  query: QB,
): QB {
  return trx.getExecutor().adapter instanceof SqliteAdapter ? query : (query.forUpdate() as QB);
}

/** The row of `table` with this id, locked for the change that follows (undefined when none). */
export function lockRowForChange<T extends TableWithId>(
  trx: Db,
  table: T,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  // Kysely cannot type a query on a table named by a type parameter; every such table has an `id`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const byId = (trx as Kysely<any>)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id);
  return lockForChange(trx, byId).executeTakeFirst() as Promise<
    Selectable<Database[T]> | undefined
  >;
}
