import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import {
  databaseKindOf,
  isSqlite,
  STATEMENT_DEADLINE_FUNCTION,
  StatementTimeout,
} from '../db/database';
import type { FilterNode, ListQuery } from './list-query';
import { applyFilters, orderedBy } from './list-sql';

// The list's table is named at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** One page of a list and the number of rows that match its filter. */
export interface ListPage<Row> {
  rows: Row[];
  /** Undefined when the client asked for no count (`pagination[withCount]=false`). */
  total?: number;
}

/**
 * Rows of other tables that belong to each row of a page (a populated relation), by the name the
 * page's rows carry them under: a select of their columns, named one by one, that refers to the
 * page's row (`.whereRef('invoice_lines.invoice_id', '=', 'invoices.id')`) and orders them. Each
 * row of the page carries them as a JSON array, read in the page's own statement.
 */
export type RelatedRows = Readonly<Record<string, AnySelect>>;

/** A filter of an unusual form that ran past the query time limit; the client is told to narrow it. */
export class QueryTimeLimitExceeded extends Error {
  constructor(timeLimitMs: number) {
    super(
      `This filter takes longer than ${timeLimitMs} ms to answer: narrow it (an exact value, a range of dates or ids) or split it`,
    );
  }
}

/** PostgreSQL's error code for a statement stopped by `statement_timeout`. */
const PG_QUERY_CANCELED = '57014';

/**
 * Whether a filter has the form the admin screens send: conditions that must all hold, each on
 * its own or one of an `$or` of conditions. Any other form (`$not`, deeper nesting, a relation's
 * rows) may cost far more than a pass over the table, and is read within the query time limit.
 */
function hasAdminForm(filter: FilterNode): boolean {
  const isCondition = (node: FilterNode) => 'column' in node;
  if ('and' in filter) return filter.and.every(hasAdminForm);
  return isCondition(filter) || ('or' in filter && filter.or.every(isCondition));
}

/**
 * One page of a table's rows that match a list query (`WHERE`, `ORDER BY` the client's sort and
 * then the id, `LIMIT/OFFSET`), and how many match (`count(*)` under the same `WHERE`), unless
 * the client asked for no count. A filter of an unusual form is read within `query.timeLimitMs`:
 * on PostgreSQL under `statement_timeout`; on SQLite, which cannot be interrupted from outside,
 * through `statement_deadline(…)`, which every row read calls.
 */
export async function fetchPage<Row>(
  db: AnyDb,
  table: string,
  query: ListQuery,
  related: RelatedRows = {},
): Promise<ListPage<Row>> {
  const { filter, timeLimitMs } = query;
  if (timeLimitMs === undefined || filter === undefined || hasAdminForm(filter))
    return readPage(db, db.selectFrom(table), table, query, related);
  try {
    if (isSqlite(db)) {
      const deadline = Date.now() + timeLimitMs;
      const bounded = db
        .selectFrom(table)
        .where(
          sql<SqlBool>`${sql.raw(STATEMENT_DEADLINE_FUNCTION)}(${deadline}, ${sql.ref(`${table}.id`)})`,
        );
      return await readPage(db, bounded, table, query, related);
    }
    return await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(timeLimitMs)}`.execute(trx);
      return readPage(trx, trx.selectFrom(table), table, query, related);
    });
  } catch (error) {
    if (
      error instanceof StatementTimeout ||
      (error as { code?: string }).code === PG_QUERY_CANCELED
    )
      throw new QueryTimeLimitExceeded(timeLimitMs);
    throw error;
  }
}

async function readPage<Row>(
  db: AnyDb,
  from: AnySelect,
  table: string,
  query: ListQuery,
  related: RelatedRows,
): Promise<ListPage<Row>> {
  const kind = databaseKindOf(db);
  const filtered = applyFilters(from, query, table, kind);
  const jsonArrayFrom = kind === 'sqlite' ? sqliteJsonArrayFrom : postgresJsonArrayFrom;
  const relations = Object.entries(related);
  const page = relations.reduce(
    (select, [name, rows]) => select.select(jsonArrayFrom(rows).as(name)),
    filtered.selectAll(table),
  );
  const rows: Record<string, unknown>[] = await orderedBy(page, query)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  // PostgreSQL's driver parses a JSON value; SQLite's answers its text.
  if (kind === 'sqlite')
    for (const row of rows)
      for (const [name] of relations) row[name] = JSON.parse(row[name] as string);
  if (!query.withCount) return { rows: rows as Row[] };
  const { total } = await filtered
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows as Row[], total: Number(total) };
}
