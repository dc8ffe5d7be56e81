import type { Kysely } from 'kysely';
import type { FilterTotals } from './list-page';
import type { Condition } from './strapi-query';

/**
 * Exact totals for the common filters of the large lists: how many rows hold each value of a few
 * low-cardinality columns (an application's position or status, a message's topic, an audit
 * entry's entity type or action, an invoice's status), kept in the `value_counts` table by
 * triggers on every insert, delete and change of the column (migrations 0009 and 0024), in the
 * same transaction as the change.
 *
 * Counting such a filter's matches otherwise reads every one of its index entries: 17,000 to
 * 25,000 at 100,000 rows, which cost a filtered page more than its rows. The counts answer with
 * one row per value asked for. A list without a filter gets its table's total from them too, the sum
 * of one column's counts: PostgreSQL counts a table's rows by reading every one of them (MVCC),
 * 100,000 for the first page of a large list.
 */

export interface CountedColumn {
  table: string;
  column: string;
}

/** Columns every row holds a value of (NOT NULL), so that one column's counts add up to its table's rows. */
export const COUNTED_COLUMNS: readonly CountedColumn[] = [
  { table: 'applications', column: 'position' },
  { table: 'applications', column: 'application_status' },
  { table: 'contacts', column: 'topic' },
  { table: 'audit_log', column: 'entity_type' },
  { table: 'audit_log', column: 'action' },
  { table: 'invoices', column: 'status' },
];

/** The values whose counts add up to a condition's matches, when it is an equality on text. */
function valuesOf({ operator, value }: Condition): string[] | undefined {
  const values = operator === '$eq' ? [value] : operator === '$in' ? value : undefined;
  if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return undefined;
  // `$in` may name a value twice; it matches each row once.
  return [...new Set(values as string[])];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The counts of a list's table, when it has counted columns: they answer for no filter at all (the
 * sum of the first column's counts) and for a filter that is one equality (`$eq`, or `$in` of
 * several values) on one of them, and for nothing else.
 */
export function valueCountsOf(db: AnyDb, table: string): FilterTotals | undefined {
  const columns = COUNTED_COLUMNS.filter((c) => c.table === table).map((c) => c.column);
  if (columns.length === 0) return undefined;
  const sumOfCounts = (column: string, values?: string[]) =>
    db
      .selectFrom('value_counts')
      .where('table_name', '=', table)
      .where('column_name', '=', column)
      .$if(values !== undefined, (select) =>
        // `$in` of no value matches no row.
        select.where((eb) => (values!.length === 0 ? eb.lit(false) : eb('value', 'in', values!))),
      )
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('row_count'), eb.lit(0)).as('total'));
  return {
    total({ where }) {
      if (where?.length === 0) return sumOfCounts(columns[0]!);
      const [group, ...others] = where ?? [];
      if (!group || group.length !== 1 || others.length > 0) return undefined;
      const condition = group[0]!;
      const values = columns.includes(condition.column) ? valuesOf(condition) : undefined;
      if (!values) return undefined;
      return sumOfCounts(condition.column, values);
    },
  };
}
