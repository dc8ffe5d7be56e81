import { SqliteAdapter, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';

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
