import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DatabaseKind } from '../db/database';
import { hasLoweredCopy, loweredColumnName } from './searched-columns';
import type { Condition, FilterNode, ListQuery, ValueType } from './strapi-query';

/**
 * The SQL of a parsed list query (`strapi-query.ts`): its filters as a WHERE, its sort made total
 * by the id, and its page window. Values are always bound parameters.
 */

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;

/**
 * The ends of the calendar, as the text dates and timestamps are stored in. A date range open on
 * one side is closed with the far end: then SQLite's planner reads the range from the column's
 * index, where for an open range it guesses a quarter of the table matches and walks the whole
 * table in page order instead (35 ms rather than 0.5 ms for "since last week" at 100,000 rows).
 */
const CALENDAR_ENDS: Partial<Record<ValueType, { first: string; last: string }>> = {
  date: { first: '0000-01-01', last: '9999-12-31' },
  timestamp: { first: '0000-01-01T00:00:00.000Z', last: '9999-12-31T23:59:59.999Z' },
};

function closedRange(
  eb: AnyBuilder,
  condition: Condition,
  open: Expression<SqlBool>,
  side: 'from' | 'until',
): Expression<SqlBool> {
  const ends = CALENDAR_ENDS[condition.type];
  if (!ends) return open;
  const ref = eb.ref(condition.column);
  return eb.and([open, side === 'from' ? eb(ref, '<=', ends.last) : eb(ref, '>=', ends.first)]);
}

const ALWAYS = sql<SqlBool>`1 = 1`;
const NEVER = sql<SqlBool>`1 = 0`;

/** The LIKE pattern of a text, with `%` where the text may go on. */
const likePattern = (text: string, { before, after }: { before: boolean; after: boolean }) =>
  `${before ? '%' : ''}${escapeLike(text)}${after ? '%' : ''}`;

/**
 * A column's text lower-cased, for matches that ignore case: on PostgreSQL the stored copies
 * (`hasLoweredCopy` in `http/searched-columns.ts`), which their trigram indexes hold and which cost
 * a row nothing to read where lowering its text costs more than the rest of the match.
 */
function loweredText(
  ref: Expression<unknown>,
  table: string,
  column: string,
  database: DatabaseKind,
): Expression<string> {
  // A relation's columns come qualified by its table (`invoice_lines.item`).
  const name = column.slice(column.lastIndexOf('.') + 1);
  return database === 'postgres' && hasLoweredCopy(table, name)
    ? sql.ref(loweredColumnName(column))
    : sql<string>`lower(${ref})`;
}

/**
 * A LIKE that ignores case, of the text lower-cased against `caseless`: the column's value on
 * SQLite, whose LIKE itself ignores the case of ASCII letters, the only ones its lower() changes
 * (lowering each row's value first, a new string a row, was a seventh of a name search's scan);
 * its lowered text on PostgreSQL.
 */
function likeIgnoringCase(
  caseless: Expression<unknown>,
  text: string,
  where: { before: boolean; after: boolean },
): Expression<SqlBool> {
  return sql<SqlBool>`${caseless} like ${likePattern(text.toLowerCase(), where)} escape '\\'`;
}

/**
 * Case-sensitive text matches on both databases: a LIKE that ignores case goes first as a cheap
 * filter, and an exact comparison follows on the few rows it lets through. The LIKE lowers both
 * sides in SQL, so that it finds every exact match whatever lower() does to other characters, and
 * so that PostgreSQL can answer it from a searched column's trigram index, as it does `$containsi`.
 */
function exactMatch(
  ref: Expression<unknown>,
  lowered: Expression<string>,
  text: string,
  where: 'inside' | 'start' | 'end',
): Expression<SqlBool> {
  if (text === '') return ALWAYS;
  const length = sql.lit([...text].length);
  const pattern = likePattern(text, { before: where !== 'start', after: where !== 'end' });
  const candidates = sql<SqlBool>`${lowered} like lower(${pattern}) escape '\\'`;
  switch (where) {
    case 'inside':
      // replace() never ignores case: a row whose value loses the text contains it.
      return sql<SqlBool>`(${candidates} and replace(${ref}, ${text}, '') <> ${ref})`;
    case 'start':
      return sql<SqlBool>`(${candidates} and substr(${ref}, 1, ${length}) = ${text})`;
    case 'end':
      return sql<SqlBool>`(${candidates} and substr(${ref}, length(${ref}) - ${length} + 1) = ${text})`;
  }
}

function conditionExpression(
  eb: AnyBuilder,
  condition: Condition,
  table: string,
  database: DatabaseKind,
): Expression<SqlBool> {
  const { column, operator, value } = condition;
  const ref = eb.ref(column);
  const lowered = loweredText(ref, table, column, database);
  const caseless = database === 'sqlite' ? ref : lowered;
  const list = value as (string | number)[];
  switch (operator) {
    case '$eq':
      return eb(ref, '=', value as string | number);
    case '$ne':
      return eb(ref, '<>', value as string | number);
    case '$eqi':
      return sql<SqlBool>`${lowered} = ${String(value).toLowerCase()}`;
    case '$nei':
      return sql<SqlBool>`${lowered} <> ${String(value).toLowerCase()}`;
    case '$in':
      return list.length === 0 ? NEVER : eb(ref, 'in', list);
    case '$notIn':
      return list.length === 0 ? ALWAYS : eb(ref, 'not in', list);
    case '$gte':
      return closedRange(eb, condition, eb(ref, '>=', value as string | number), 'from');
    case '$lte':
      return closedRange(eb, condition, eb(ref, '<=', value as string | number), 'until');
    case '$gt':
      return closedRange(eb, condition, eb(ref, '>', value as string | number), 'from');
    case '$lt':
      return closedRange(eb, condition, eb(ref, '<', value as string | number), 'until');
    case '$between':
      return eb.and([eb(ref, '>=', list[0]!), eb(ref, '<=', list[1]!)]);
    case '$null':
      return value ? eb(ref, 'is', null) : eb(ref, 'is not', null);
    case '$notNull':
      return value ? eb(ref, 'is not', null) : eb(ref, 'is', null);
    case '$contains':
      return exactMatch(ref, lowered, String(value), 'inside');
    case '$notContains':
      return eb.not(exactMatch(ref, lowered, String(value), 'inside'));
    case '$startsWith':
      return exactMatch(ref, lowered, String(value), 'start');
    case '$endsWith':
      return exactMatch(ref, lowered, String(value), 'end');
    case '$containsi':
      return likeIgnoringCase(caseless, String(value), { before: true, after: true });
    case '$notContainsi':
      return eb.not(likeIgnoringCase(caseless, String(value), { before: true, after: true }));
    case '$startsWithi':
      return likeIgnoringCase(caseless, String(value), { before: false, after: true });
    case '$endsWithi':
      return likeIgnoringCase(caseless, String(value), { before: true, after: false });
  }
}

/** The SQL of a filter on the rows of `table`; a relation's conditions become an EXISTS. */
export function filterExpression(
  eb: AnyBuilder,
  node: FilterNode,
  table: string,
  database: DatabaseKind,
): Expression<SqlBool> {
  const inner = (item: FilterNode) => filterExpression(eb, item, table, database);
  if ('and' in node) return eb.and(node.and.map(inner));
  if ('or' in node) return eb.or(node.or.map(inner));
  if ('not' in node) return eb.not(inner(node.not));
  if ('relation' in node) {
    const { relation, where } = node;
    let rows = eb
      .selectFrom(relation.table)
      .select(sql.lit(1).as('one'))
      .whereRef(`${relation.table}.${relation.ownerColumn}`, '=', `${table}.id`);
    for (const [column, value] of Object.entries(relation.scope ?? {}))
      rows = rows.where(`${relation.table}.${column}`, '=', value);
    return eb.exists(
      rows.where((related: AnyBuilder) =>
        filterExpression(related, where, relation.table, database),
      ),
    );
  }
  return conditionExpression(eb, node, table, database);
}

/** Adds a list query's filter to a select of `table`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function applyFilters<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  query: Pick<ListQuery, 'filter'>,
  table: string,
  database: DatabaseKind,
): QB {
  const { filter } = query;
  if (!filter) return qb;
  return qb.where((eb: AnyBuilder) => filterExpression(eb, filter, table, database)) as QB;
}

/**
 * The client's sort, then id in the direction of its first key (ascending without one), so that
 * the order is total and pages never overlap. Ties broken in the sort's own direction let one
 * index on the column serve both directions, read backwards for `desc` (migration 0008).
 */
export function totalOrder(query: ListQuery, idColumn: string): ListQuery['sort'] {
  if (query.sort.some((s) => s.column === idColumn)) return query.sort;
  return [...query.sort, { column: idColumn, direction: query.sort[0]?.direction ?? 'asc' }];
}

/**
 * Sorts by these keys and keeps `limit` rows from `offset` on. The limit is a parameter unless
 * given as a literal (see `firstPage` in `list-page.ts`); an offset of 0 is left out.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function orderAndWindow<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  sort: ListQuery['sort'],
  offset: number,
  limit: number | Expression<number>,
): QB {
  let sorted = qb;
  for (const { column, direction } of sort) sorted = sorted.orderBy(column, direction) as QB;
  const window = sorted.limit(limit) as QB;
  return offset === 0 ? window : (window.offset(offset) as QB);
}

/** Whether a condition looks for a text inside the column's values (`$containsi`, `$contains`). */
export const isSubstringCondition = ({ operator, value }: Condition) =>
  (operator === '$containsi' || operator === '$contains') && String(value) !== '';
