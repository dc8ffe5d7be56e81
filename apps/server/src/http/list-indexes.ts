import type { Kysely } from 'kysely';
import type { ListIndexes } from './list-page';
import { substringIndexOf } from './substring-index';
import { valueCountsOf } from './value-counts';

/** Everything a list's table keeps beside its b-tree indexes: its text search and its counts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function listIndexesOf(db: Kysely<any>, table: string): ListIndexes {
  return { substring: substringIndexOf(db, table), totals: valueCountsOf(db, table) };
}
