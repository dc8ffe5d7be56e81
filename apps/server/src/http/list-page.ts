import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import {
  databaseKindOf,
  isSqlite,
  STATEMENT_DEADLINE_FUNCTION,
  StatementTimeout,
  type DatabaseKind,
} from '../db/database';
import { ApiError } from './errors';
import { applyFilters, isSubstringCondition, orderAndWindow, totalOrder } from './list-sql';
import type { PaginationMeta } from '@app/shared/contract';
import type { ListQuery } from './strapi-query';

/**
 * A page of a list and its total, read with the fewest rows the database can get away with, and
 * the pagination Strapi reports for it.
 */

/** A filtered list with at most this many rows has its page read by id; see `fetchPage`. */
const FEW_MATCHES = 1_000;

/** A substring search counts its matches up to this many (or to the end of the page asked for). */
export const SEARCH_COUNT_LIMIT = 200;

/** One page of a list and the number of rows that match its filters. */
export interface ListPage<Row> {
  rows: Row[];
  /** Undefined when the client asked for no count (`pagination[withCount]=false`). */
  total?: number;
  /** Set when a substring search stopped counting: at least `total` rows match. */
  totalIsLowerBound?: true;
}

/**
 * What an index of a table's text (see `http/substring-index.ts`) can tell about a query's substring
 * filters, given a number of rows: that every row that can match is `within` a condition on the
 * id that holds at most that many rows, or that `moreThan` that many rows match the whole query.
 */
export type SubstringNarrowing = { within: Expression<SqlBool> } | { moreThan: number };

export interface SubstringIndex {
  narrow(query: ListQuery, limit: number): Promise<SubstringNarrowing | undefined>;
}

/**
 * Exact totals a table keeps for some filters (see `http/value-counts.ts`): a select of one row
 * and one column, the total, which a page's own statement can hold; undefined for other filters.
 */
export interface FilterTotals {
  total(query: ListQuery): AnySelect | undefined;
}

/** What a table keeps beside its b-tree indexes to answer lists faster. */
export interface ListIndexes {
  substring?: SubstringIndex | undefined;
  totals?: FilterTotals | undefined;
}

/**
 * Rows of other tables that belong to each row of a page (a populated relation), by the name the
 * page's rows carry them under: a select of their columns, named one by one, that refers to the
 * page's row (`.whereRef('invoice_lines.invoice_id', '=', 'invoices.id')`) and orders them. They
 * are read in the page's own statement, as a JSON array for each row: one round trip for a page
 * and its relation instead of two, each of which costs the server more than the rows it brings.
 */
export type RelatedRows = Readonly<Record<string, AnySelect>>;

/** Operators whose matches no b-tree index finds: counting them reads every row's value. */
const SCANNING_OPERATORS = new Set<string>([
  '$notContains',
  '$notContainsi',
  '$endsWith',
  '$endsWithi',
  '$eqi',
  '$nei',
]);

/**
 * Whether counting a query's matches reads the whole table: a substring search, a match no index
 * serves, or a filter of another form than the admin's own (`$not`, nesting, relations).
 */
const countsByScan = ({ where }: ListQuery) =>
  where === undefined ||
  where.some((group) =>
    group.some((c) => isSubstringCondition(c) || SCANNING_OPERATORS.has(c.operator)),
  );

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * One page of a table's rows that match a list query, and how many match. Lists break ties by
 * the `id` column, so that pages never overlap.
 *
 * A substring search (`$containsi`, `$contains`) cannot be counted from a b-tree: an exact total
 * reads every value of the column, 5 ms at 100,000 rows. So it counts only up to
 * `SEARCH_COUNT_LIMIT` matches (or to the end of the page asked for) and then reports that many
 * as a lower bound, as search engines do ("more than 200"). The table's substring index, when
 * it has one, finds a rare text's few rows, which are then counted exactly, and tells at once
 * when a common text has more matches than will be counted. A filter whose total the table
 * keeps (`indexes.totals`) is not counted at all.
 */
export async function fetchPage<Row>(
  db: AnyDb,
  table: string,
  query: ListQuery,
  indexes: ListIndexes = {},
  related: RelatedRows = {},
): Promise<ListPage<Row>> {
  const rows = pageRows(table, related, databaseKindOf(db));
  // The admin's own filters (conditions, and `$or` groups of them) cost at most one pass over the
  // table per condition; any other form is read within the query time limit.
  if (query.where !== undefined || query.timeLimitMs === undefined) {
    return readPage(db, db.selectFrom(table), table, query, indexes, rows);
  }
  const { timeLimitMs } = query;
  try {
    if (isSqlite(db)) {
      const deadline = Date.now() + timeLimitMs;
      const bounded = db
        .selectFrom(table)
        .where(
          sql<SqlBool>`${sql.raw(STATEMENT_DEADLINE_FUNCTION)}(${deadline}, ${sql.ref(`${table}.id`)})`,
        );
      return await readPage(db, bounded, table, query, indexes, rows);
    }
    return await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(timeLimitMs)}`.execute(trx);
      return readPage(trx, trx.selectFrom(table), table, query, indexes, rows);
    });
  } catch (error) {
    if (
      error instanceof StatementTimeout ||
      (error as { code?: string }).code === PG_QUERY_CANCELED
    )
      throw new ApiError(
        400,
        `This filter takes longer than ${timeLimitMs} ms to answer: narrow it (an exact value, a range of dates or ids) or split it`,
        {},
        'ValidationError',
      );
    throw error;
  }
}

/** PostgreSQL's error code for a statement stopped by `statement_timeout`. */
const PG_QUERY_CANCELED = '57014';

/**
 * How a page's statement selects its rows (the list table's columns, from a select that may join
 * others), and reads them: with their related rows, if any.
 */
interface PageRows {
  select(from: AnySelect): AnySelect;
  read<Row>(statement: AnySelect): Promise<Row[]>;
}

function pageRows(table: string, related: RelatedRows, kind: DatabaseKind): PageRows {
  const relations = Object.entries(related);
  const jsonArrayFrom = kind === 'sqlite' ? sqliteJsonArrayFrom : postgresJsonArrayFrom;
  return {
    select: (from) =>
      relations.reduce(
        (page, [name, rows]) => page.select(jsonArrayFrom(rows).as(name)),
        from.selectAll(table),
      ),
    async read<Row>(statement: AnySelect) {
      const rows: Record<string, unknown>[] = await statement.execute();
      // PostgreSQL's driver parses a JSON value; SQLite's answers its text.
      if (kind === 'sqlite')
        for (const row of rows)
          for (const [name] of relations) row[name] = JSON.parse(row[name] as string);
      return rows as Row[];
    },
  };
}

async function readPage<Row>(
  db: AnyDb,
  from: AnySelect,
  table: string,
  query: ListQuery,
  indexes: ListIndexes,
  rows: PageRows,
): Promise<ListPage<Row>> {
  const filtered: AnySelect = applyFilters(from, query, table, databaseKindOf(db));
  const window = () =>
    orderAndWindow(rows.select(filtered), totalOrder(query, ID), query.offset, query.limit);
  if (!query.withCount) return { rows: await rows.read<Row>(window()) };
  if (!countsByScan(query)) {
    const kept = indexes.totals?.total(query);
    if (query.offset === 0 && (query.filter === undefined || !isSqlite(db)))
      return firstPage(filtered, query, kept ?? filtered.select(countAll), rows);
    const knownTotal = kept ? Number((await kept.executeTakeFirstOrThrow()).total) : undefined;
    return countedPage(filtered, query, rows, knownTotal);
  }
  const limit = Math.max(SEARCH_COUNT_LIMIT, query.offset + query.limit);
  const narrowing = await indexes.substring?.narrow(query, limit);
  if (narrowing && 'within' in narrowing) {
    return countedPage(
      filtered.where(() => narrowing.within),
      query,
      rows,
    );
  }
  if (narrowing === undefined) {
    const found = await firstMatches<Row>({ db, filtered, table, query, pageRows: rows, limit });
    if (found) return found;
  }
  return { rows: await rows.read<Row>(window()), total: limit, totalIsLowerBound: true };
}

const ID = 'id';

/** The number of rows of a filtered select, counting no further than `most`. */
async function countUpTo(db: AnyDb, filtered: AnySelect, most: number): Promise<number> {
  // No order: the database reads the matches in whatever order is cheapest and stops at `most`.
  const matches = filtered.select(sql.lit(1).as('one')).limit(most).as('matches');
  const { total } = await db
    .selectFrom(matches)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const countAll = (eb: ExpressionBuilder<any, any>) => eb.fn.countAll().as('total');

/** The column a first page's rows carry its total in (see `firstPage`). */
const TOTAL_COLUMN = '__list_total';

/**
 * Rows that carry their total (`TOTAL_COLUMN`) without it, and the total: 0 when there is no row.
 * The column is deleted from each row in place: it is the last one selected, and V8 takes the
 * last property off an object without leaving its fast layout, where a copy of each row without
 * it made 16 of the 270 KB of garbage a request for a page of 25 applications left behind.
 */
function takeTotal<Row>(rows: Record<string, unknown>[]): { rows: Row[]; total: number } {
  const total = rows.length === 0 ? 0 : Number(rows[0]![TOTAL_COLUMN]);
  for (const row of rows) delete row[TOTAL_COLUMN];
  return { rows: rows as Row[], total };
}

/**
 * A substring search's page and its count, in one statement: the search's first `limit + 1`
 * matches, counted, and the page cut from them (`limit` reaches past the page). At most `limit`
 * matches are every match, so the page and the count are exact, in one pass over the table
 * where a count and then the page took two. More, and the count is a lower bound.
 *
 * Which matches come first is the database's choice (record 31). PostgreSQL, which estimates
 * from its statistics how many rows a text matches, takes them in the list's order: a common
 * text by walking that order until it has enough, so that they hold the page; a rare one by
 * reading every row and sorting its few matches. SQLite cannot estimate a LIKE and would walk
 * the list's order for a rare text too, reaching each row through an index: it takes them in
 * whatever order is cheapest, and when more than `limit` match, the page is still to be read in
 * the list's order (undefined).
 */
async function firstMatches<Row>(search: Search): Promise<ListPage<Row> | undefined> {
  const { db, filtered, query, pageRows, limit } = search;
  const inListOrder = !isSqlite(db);
  const statement = inListOrder ? firstMatchesInListOrder(search) : firstMatchesInAnyOrder(search);
  const found = takeTotal<Row>(await pageRows.read<Record<string, unknown>>(statement));
  if (found.total > limit)
    return inListOrder ? { rows: found.rows, total: limit, totalIsLowerBound: true } : undefined;
  // No row past the first page: the matches end before it, and only a count can tell where.
  if (found.rows.length === 0 && query.offset > 0)
    return { rows: [], total: await countUpTo(db, filtered, limit) };
  return found;
}

/** A substring search of a list, and how many of its matches it counts. */
interface Search {
  db: AnyDb;
  filtered: AnySelect;
  table: string;
  query: ListQuery;
  pageRows: PageRows;
  limit: number;
}

/** The count of a statement's rows, on each of them. */
const rowCount = sql<number>`count(*) over ()`.as(TOTAL_COLUMN);

/** The page of a search's first `limit + 1` matches in no order, with their count (SQLite). */
function firstMatchesInAnyOrder({ db, filtered, table, query, pageRows, limit }: Search) {
  // Named as the table, so that the page's related rows refer to its rows as they do elsewhere.
  const matches = filtered
    .selectAll()
    .limit(sql.lit(limit + 1))
    .as(table);
  return orderAndWindow(
    pageRows.select(db.selectFrom(matches)).select(rowCount),
    totalOrder(query, ID),
    query.offset,
    query.limit,
  );
}

/**
 * The page of a search's first `limit + 1` matches in the list's order, with their count
 * (PostgreSQL). The matches are read as their sort keys alone, then the page's rows by id. In
 * the newest-first order the lists open with, the order's index holds the searched columns'
 * lowered copies (migration 0026): a common text's matches come from the index alone, and the
 * page's own rows are the only ones read from the table.
 */
function firstMatchesInListOrder({ db, filtered, table, query, pageRows, limit }: Search) {
  const sort = totalOrder(query, ID);
  const matches = orderAndWindow(
    filtered.select(sort.map(({ column }) => column)),
    sort,
    0,
    sql.lit(limit + 1),
  ).as('matches');
  const page = orderAndWindow(
    db.selectFrom(matches).selectAll().select(rowCount),
    sort,
    query.offset,
    query.limit,
  ).as('page');
  return sort.reduce(
    (statement, { column, direction }) => statement.orderBy(`${table}.${column}`, direction),
    pageRows
      .select(db.selectFrom(table).innerJoin(page, `page.${ID}`, `${table}.${ID}`))
      .select(`page.${TOTAL_COLUMN}`),
  );
}

/**
 * The first page of a list and the list's total, in one statement: each row carries the total,
 * a subquery the database evaluates once. Reading a first page needs no total beforehand (it is
 * read forward), so the two need not wait for each other; with the database over a network, that
 * is one round trip instead of two for the page every list opens on. No row means that no row
 * matches: the total is read with the rows. Under a filter this is PostgreSQL's way alone (record
 * 33): it plans the page for the filter's values, while SQLite, which cannot tell a rare value
 * from a common one, needs the total first to read a few matches by id (`countedPage`).
 *
 * Without a filter, the page size is written into the statement rather than sent as a parameter,
 * so that PostgreSQL plans it once per connection (record 29). A limit it cannot see it plans for
 * a tenth of the table, so a plan for any page size never looks as cheap as one for the size
 * sent, and every page was planned anew: 0.2 ms of its CPU, more than running it. A page under a
 * filter keeps its limit a parameter, and with it a plan for its own values: one kept for a
 * common value would walk the whole table for a rare one.
 */
async function firstPage<Row>(
  filtered: AnySelect,
  query: ListQuery,
  total: AnySelect,
  pageRows: PageRows,
): Promise<ListPage<Row>> {
  const rows = await pageRows.read<Record<string, unknown>>(
    orderAndWindow(
      pageRows.select(filtered).select(total.as(TOTAL_COLUMN)),
      totalOrder(query, ID),
      0,
      query.filter === undefined ? sql.lit(query.limit) : query.limit,
    ),
  );
  return takeTotal(rows);
}

/**
 * One page of a list whose total is known or cheap to count (it comes first, as it decides how
 * the page is read):
 * - A page in the second half of the list is read from the far end: in the reversed order
 *   (every direction flipped, the id tie-breaker too), at the mirrored offset, then turned round.
 *   A database skips rows one by one to reach an offset, so the last of 4,000 pages would
 *   otherwise cost 4,000 times the first; this way no page costs more than the middle one.
 * - When few rows match, the page is read by id: the ids come from the filter on its own (the
 *   same scan the count made, through the narrowest index), then only those rows are read and
 *   sorted. Otherwise a filter that matches a handful of rows through an index other than the
 *   sort's is found by walking the whole sort order, reading every row on the way.
 * - A page past the end is not queried at all.
 */
async function countedPage<Row>(
  filtered: AnySelect,
  query: ListQuery,
  rows: PageRows,
  knownTotal?: number,
): Promise<ListPage<Row>> {
  const total =
    knownTotal ?? Number((await filtered.select(countAll).executeTakeFirstOrThrow()).total);
  const end = Math.min(query.offset + query.limit, total);
  if (end <= query.offset) return { rows: [], total };
  const source =
    query.filter && total <= FEW_MATCHES
      ? filtered.clearWhere().where(ID, 'in', filtered.select(ID))
      : filtered;
  const sort = totalOrder(query, ID);
  const rowsAfterPage = total - end;
  if (rowsAfterPage >= query.offset) {
    return {
      rows: await rows.read<Row>(
        orderAndWindow(rows.select(source), sort, query.offset, query.limit),
      ),
      total,
    };
  }
  const reversed = sort.map(({ column, direction }) => ({
    column,
    direction: direction === 'asc' ? ('desc' as const) : ('asc' as const),
  }));
  const page = await rows.read<Row>(
    orderAndWindow(rows.select(source), reversed, rowsAfterPage, end - query.offset),
  );
  return { rows: page.reverse(), total };
}

export function paginationMeta(
  query: ListQuery,
  { total, totalIsLowerBound }: Pick<ListPage<unknown>, 'total' | 'totalIsLowerBound'>,
): PaginationMeta {
  const window =
    query.style === 'offset'
      ? { start: query.offset, limit: query.limit }
      : { page: Math.floor(query.offset / query.limit) + 1, pageSize: query.limit };
  if (total === undefined) return window;
  const bound = totalIsLowerBound ? { totalIsLowerBound } : {};
  if ('start' in window) return { ...window, total, ...bound };
  return { ...window, pageCount: Math.ceil(total / query.limit), total, ...bound };
}
