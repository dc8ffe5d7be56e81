import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DatabaseKind } from '../db/database';
import { FOLD_CASE_FUNCTION } from '../db/fold-case-function';
import type { Condition, FilterNode, ListQuery } from './list-query';

/**
 * The SQL of a list query (`list-query.ts`): its filter as a WHERE, its sort made total by the
 * id, and its page window, the same on SQLite and PostgreSQL but for the folding of case. Values
 * are always bound parameters.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;

const ALWAYS = sql<SqlBool>`1 = 1`;
const NEVER = sql<SqlBool>`1 = 0`;

/**
 * A text folded for a match that ignores case, as both sides of the match are: in Unicode's
 * composed form, upper-cased then lower-cased by Unicode's rules, so that `müller`, `MÜLLER` and
 * `üller` find `Müller`, `şahin` finds `Şahin` and `GROSS` finds `Groß`. SQLite's lower() folds
 * ASCII letters alone: it calls the function the server registers (`db/fold-case-function.ts`).
 * PostgreSQL changes case under ICU's root collation, which knows every letter whatever locale the
 * cluster was made with (under the C locale its upper() and lower() change ASCII letters alone).
 */
function foldedCase(text: Expression<unknown>, database: DatabaseKind): Expression<string> {
  return database === 'sqlite'
    ? sql<string>`${sql.raw(FOLD_CASE_FUNCTION)}(${text})`
    : sql<string>`lower(upper(normalize(${text}, NFC) collate "und-x-icu"))`;
}

/** The LIKE pattern of a text, `%`, `_` and `\` in it taken literally, with `%` where it may go on. */
function likePattern(text: string, { before, after }: { before: boolean; after: boolean }) {
  const literal = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${before ? '%' : ''}${literal}${after ? '%' : ''}`;
}

/** A LIKE of the column's value and the pattern of a text, both folded (see `foldedCase`). */
function likeIgnoringCase(
  ref: Expression<unknown>,
  text: string,
  where: { before: boolean; after: boolean },
  database: DatabaseKind,
): Expression<SqlBool> {
  const pattern = foldedCase(sql.val(likePattern(text, where)), database);
  return sql<SqlBool>`${foldedCase(ref, database)} like ${pattern} escape '\\'`;
}

/**
 * A match minding case: SQLite's LIKE ignores the case of ASCII letters, so the text is compared
 * as it is, on both databases.
 */
function exactMatch(
  ref: Expression<unknown>,
  text: string,
  where: 'inside' | 'start' | 'end',
): Expression<SqlBool> {
  if (text === '') return ALWAYS;
  const length = sql.lit([...text].length);
  switch (where) {
    case 'inside':
      // replace() never ignores case: a value that loses the text held it.
      return sql<SqlBool>`replace(${ref}, ${text}, '') <> ${ref}`;
    case 'start':
      return sql<SqlBool>`substr(${ref}, 1, ${length}) = ${text}`;
    case 'end':
      return sql<SqlBool>`substr(${ref}, length(${ref}) - ${length} + 1) = ${text}`;
  }
}

function conditionExpression(
  eb: AnyBuilder,
  { column, operator, value }: Condition,
  database: DatabaseKind,
): Expression<SqlBool> {
  const ref = eb.ref(column);
  const list = value as (string | number)[];
  const text = String(value);
  switch (operator) {
    case '$eq':
      return eb(ref, '=', value as string | number);
    case '$ne':
      return eb(ref, '<>', value as string | number);
    case '$eqi':
      return sql<SqlBool>`${foldedCase(ref, database)} = ${foldedCase(sql.val(text), database)}`;
    case '$nei':
      return sql<SqlBool>`${foldedCase(ref, database)} <> ${foldedCase(sql.val(text), database)}`;
    case '$in':
      return list.length === 0 ? NEVER : eb(ref, 'in', list);
    case '$notIn':
      return list.length === 0 ? ALWAYS : eb(ref, 'not in', list);
    case '$gte':
      return eb(ref, '>=', value as string | number);
    case '$lte':
      return eb(ref, '<=', value as string | number);
    case '$gt':
      return eb(ref, '>', value as string | number);
    case '$lt':
      return eb(ref, '<', value as string | number);
    case '$between':
      return eb.and([eb(ref, '>=', list[0]!), eb(ref, '<=', list[1]!)]);
    case '$null':
      return value ? eb(ref, 'is', null) : eb(ref, 'is not', null);
    case '$notNull':
      return value ? eb(ref, 'is not', null) : eb(ref, 'is', null);
    case '$contains':
      return exactMatch(ref, text, 'inside');
    case '$notContains':
      return eb.not(exactMatch(ref, text, 'inside'));
    case '$startsWith':
      return exactMatch(ref, text, 'start');
    case '$endsWith':
      return exactMatch(ref, text, 'end');
    case '$containsi':
      return likeIgnoringCase(ref, text, { before: true, after: true }, database);
    case '$notContainsi':
      return eb.not(likeIgnoringCase(ref, text, { before: true, after: true }, database));
    case '$startsWithi':
      return likeIgnoringCase(ref, text, { before: false, after: true }, database);
    case '$endsWithi':
      return likeIgnoringCase(ref, text, { before: true, after: false }, database);
  }
}

/** The SQL of a filter on the rows of `table`; a relation's conditions become an EXISTS. */
function filterExpression(
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
  return conditionExpression(eb, node, database);
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
 * The client's sort, then the id in the direction of its first key (ascending without one), so
 * that the order is total and pages never overlap.
 */
function totalOrder({ sort }: Pick<ListQuery, 'sort'>): ListQuery['sort'] {
  if (sort.some((key) => key.column === 'id')) return sort;
  return [...sort, { column: 'id', direction: sort[0]?.direction ?? 'asc' }];
}

/** Sorts a select by a list query's total order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function orderedBy<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  query: Pick<ListQuery, 'sort'>,
): QB {
  return totalOrder(query).reduce(
    (sorted, { column, direction }) => sorted.orderBy(column, direction) as QB,
    qb,
  );
}
