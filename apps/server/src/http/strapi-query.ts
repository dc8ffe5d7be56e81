import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/shared/constants';
import { ISO_DATE_PATTERN } from '@app/shared/fields';
import { ApiError } from './errors';

/**
 * Strapi v4 list parameters (`filters`, `sort`, `pagination`, `populate`), parsed against a
 * whitelist per resource and turned into SQL. Anything not whitelisted is a 400, never a query.
 */

export const FILTER_OPERATORS = [
  '$eq',
  '$ne',
  '$in',
  '$containsi',
  '$contains',
  '$gte',
  '$lte',
  '$gt',
  '$lt',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
/**
 * `boolean` accepts true/false/1/0 and compares with the 0/1 integers the tables store; `id` is a
 * whole number an `integer` column can hold (PostgreSQL refuses anything else with an error).
 */
type ValueType = 'string' | 'number' | 'id' | 'boolean' | 'date' | 'timestamp';

const MAX_ID = 2_147_483_647;

export interface FilterableField {
  column: string;
  type: ValueType;
  operators: readonly FilterOperator[];
}

export interface ListSpec {
  filters: Record<string, FilterableField>;
  /** API field name → column. */
  sortable: Record<string, string>;
  /** Relations that `populate` may name. */
  relations?: readonly string[];
  /** Per relation, the attributes `populate[relation][fields]` may choose (Strapi's field selection). */
  relationFields?: Record<string, readonly string[]>;
}

interface Condition {
  column: string;
  operator: FilterOperator;
  value: string | number | (string | number)[];
}

/**
 * The value type of each parsed condition, kept beside the query rather than in it, so that a
 * parsed query stays the plain data clients of this module compare and copy.
 */
const conditionTypes = new WeakMap<Condition, ValueType>();

function typedCondition(
  field: FilterableField,
  operator: FilterOperator,
  value: Condition['value'],
): Condition {
  const condition = { column: field.column, operator, value };
  conditionTypes.set(condition, field.type);
  return condition;
}

export interface ListQuery {
  /** Every group must hold; within a group (from `$or`) one condition is enough. */
  where: Condition[][];
  sort: { column: string; direction: 'asc' | 'desc' }[];
  offset: number;
  limit: number;
  /** Whether the client asked for page/pageSize (Strapi's default) or start/limit. */
  style: 'page' | 'offset';
  populate: Set<string>;
  /** The attributes asked for of a populated relation; a relation not here gets all of them. */
  relationFields: Map<string, Set<string>>;
}

export interface PaginationMeta {
  page?: number;
  pageSize?: number;
  pageCount?: number;
  start?: number;
  limit?: number;
  total: number;
  /** See `ListPage`. */
  totalIsLowerBound?: true;
}

const invalid = (message: string) => new ApiError(400, message, {}, 'ValidationError');
const MAX_QUERY_VALUE_LENGTH = 500;
const MAX_IN_VALUES = 100;

type RawQuery = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined, key: string): string {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  if (text === undefined) throw invalid(`Invalid parameter ${key}`);
  if (text.length > MAX_QUERY_VALUE_LENGTH) throw invalid(`Parameter ${key} is too long`);
  return text;
}

// PostgreSQL refuses a NUL character in text with an error; refuse it here as the client's mistake.
const NUL_CHARACTER = '\u0000';

function positiveInteger(text: string, key: string, min: number): number {
  if (!/^\d{1,9}$/.test(text)) throw invalid(`${key} must be a whole number of ${min} or more`);
  const value = Number(text);
  if (value < min) throw invalid(`${key} must be a whole number of ${min} or more`);
  return value;
}

function convert(field: FilterableField, name: string, text: string): string | number {
  if (text.length > MAX_QUERY_VALUE_LENGTH) throw invalid(`Filter on ${name} is too long`);
  if (text.includes(NUL_CHARACTER)) throw invalid(`Filter on ${name} contains a NUL character`);
  switch (field.type) {
    case 'number': {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value))
        throw invalid(`Filter on ${name} must be a number`);
      return value;
    }
    case 'id': {
      const value = /^-?\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
      if (!(Math.abs(value) <= MAX_ID)) throw invalid(`Filter on ${name} must be a whole number`);
      return value;
    }
    case 'boolean':
      if (!BOOLEAN_TEXTS.has(text)) throw invalid(`Filter on ${name} must be true or false`);
      return BOOLEAN_TEXTS.get(text)!;
    case 'date':
      if (!ISO_DATE_PATTERN.test(text))
        throw invalid(`Filter on ${name} must be a date (YYYY-MM-DD)`);
      return text;
    case 'timestamp':
      if (Number.isNaN(Date.parse(text)))
        throw invalid(`Filter on ${name} must be a date and time`);
      return new Date(text).toISOString();
    default:
      return text;
  }
}

const BOOLEAN_TEXTS = new Map([
  ['true', 1],
  ['1', 1],
  ['false', 0],
  ['0', 0],
]);

const FILTER_KEY =
  /^filters(?:\[\$or\]\[(\d{1,2})\])?\[([A-Za-z_][A-Za-z0-9_]{0,40})\]\[(\$[a-z]+)\](?:\[(\d{1,3})\])?$/i;

export function parseListQuery(query: unknown, spec: ListSpec): ListQuery {
  const raw = (query && typeof query === 'object' ? query : {}) as RawQuery;
  const and: Condition[][] = [];
  const orGroup: Condition[] = [];
  const inValues = new Map<
    string,
    { field: FilterableField; name: string; values: (string | number)[]; or: boolean }
  >();
  let page = 1;
  let pageSize = DEFAULT_PAGE_SIZE;
  let start: number | null = null;
  let limit: number | null = null;
  const sort: ListQuery['sort'] = [];
  const populate = new Set<string>();
  const relationFields = new Map<string, Set<string>>();

  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('filters')) {
      const match = FILTER_KEY.exec(key);
      if (!match) throw invalid(`Invalid parameter ${key}`);
      const [, orIndex, name, operatorText, arrayIndex] = match as unknown as [
        string,
        string | undefined,
        string,
        string,
        string | undefined,
      ];
      const field = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
      if (!field) throw invalid(`Invalid parameter ${name}`);
      const operator =
        operatorText.toLowerCase() === '$containsi'
          ? '$containsi'
          : (operatorText as FilterOperator);
      if (!field.operators.includes(operator))
        throw invalid(`Invalid operator ${operatorText} for ${name}`);
      if (operator === '$in') {
        const values = (Array.isArray(value) ? value : [value ?? '']).flatMap((v) =>
          arrayIndex === undefined ? v.split(',') : [v],
        );
        const entry = inValues.get(`${orIndex ?? ''}:${name}`) ?? {
          field,
          name,
          values: [],
          or: orIndex !== undefined,
        };
        entry.values.push(...values.map((v) => convert(field, name, v)));
        if (entry.values.length > MAX_IN_VALUES) throw invalid(`Too many values for ${name}`);
        inValues.set(`${orIndex ?? ''}:${name}`, entry);
        continue;
      }
      if (arrayIndex !== undefined) throw invalid(`Invalid parameter ${key}`);
      const condition = typedCondition(field, operator, convert(field, name, single(value, key)));
      if (orIndex !== undefined) orGroup.push(condition);
      else and.push([condition]);
    } else if (key === 'sort' || /^sort\[\d{1,2}\]$/.test(key)) {
      const values = (Array.isArray(value) ? value : [value ?? '']).flatMap((v) => v.split(','));
      for (const entry of values) {
        const [name = '', direction = 'asc'] = entry.split(':');
        const column = Object.hasOwn(spec.sortable, name) ? spec.sortable[name] : undefined;
        if (!column) throw invalid(`Invalid sort field ${name}`);
        const dir = direction.toLowerCase();
        if (dir !== 'asc' && dir !== 'desc') throw invalid(`Invalid sort direction ${direction}`);
        sort.push({ column, direction: dir });
      }
    } else if (key === 'pagination[page]')
      page = positiveInteger(single(value, key), 'pagination[page]', 1);
    else if (key === 'pagination[pageSize]')
      pageSize = Math.min(
        positiveInteger(single(value, key), 'pagination[pageSize]', 1),
        MAX_PAGE_SIZE,
      );
    else if (key === 'pagination[start]')
      start = positiveInteger(single(value, key), 'pagination[start]', 0);
    else if (key === 'pagination[limit]')
      limit = Math.min(positiveInteger(single(value, key), 'pagination[limit]', 1), MAX_PAGE_SIZE);
    else if (key === 'pagination[withCount]') continue;
    else if (RELATION_FIELDS_KEY.test(key))
      readRelationFields(key, value, spec, populate, relationFields);
    else if (!readPopulate(key, value, spec.relations ?? [], populate))
      throw invalid(`Invalid parameter ${key}`);
  }

  for (const { field, values, or } of inValues.values()) {
    const condition = typedCondition(field, '$in', values);
    if (or) orGroup.push(condition);
    else and.push([condition]);
  }
  if (orGroup.length > 0) and.push(orGroup);

  const offsetStyle = start !== null || limit !== null;
  const effectiveLimit = offsetStyle ? (limit ?? DEFAULT_PAGE_SIZE) : pageSize;
  return {
    where: and,
    sort,
    offset: offsetStyle ? (start ?? 0) : (page - 1) * pageSize,
    limit: effectiveLimit,
    style: offsetStyle ? 'offset' : 'page',
    populate,
    relationFields,
  };
}

const RELATION_FIELDS_KEY = /^populate\[([A-Za-z_]+)\]\[fields\](?:\[\d{1,2}\])?$/;

/** Reads `populate[relation][fields][i]=attribute`: the relation is populated with those attributes. */
function readRelationFields(
  key: string,
  value: string | string[] | undefined,
  spec: ListSpec,
  populate: Set<string>,
  into: Map<string, Set<string>>,
): void {
  const relation = RELATION_FIELDS_KEY.exec(key)![1]!;
  const allowed = Object.hasOwn(spec.relationFields ?? {}, relation)
    ? spec.relationFields![relation]!
    : undefined;
  if (!allowed) throw invalid(`Invalid parameter ${key}`);
  const fields = into.get(relation) ?? new Set<string>();
  for (const name of (Array.isArray(value) ? value : [value ?? '']).flatMap((v) => v.split(','))) {
    if (!allowed.includes(name)) throw invalid(`Invalid field ${name} of ${relation}`);
    fields.add(name);
  }
  into.set(relation, fields);
  populate.add(relation);
}

/** Reads one `populate` key into `into`; false when the key is not about populate at all. */
function readPopulate(
  key: string,
  value: string | string[] | undefined,
  relations: readonly string[],
  into: Set<string>,
): boolean {
  if (key === 'populate' || /^populate\[\d{1,2}\]$/.test(key)) {
    for (const name of (Array.isArray(value) ? value : [value ?? '']).flatMap((v) =>
      v.split(','),
    )) {
      if (name === '*') relations.forEach((r) => into.add(r));
      else if (relations.includes(name)) into.add(name);
      else throw invalid(`Invalid populate ${name}`);
    }
    return true;
  }
  const named = /^populate\[([A-Za-z_]+)\]/.exec(key);
  if (!named) return false;
  if (!relations.includes(named[1]!)) throw invalid(`Invalid populate ${named[1]}`);
  into.add(named[1]!);
  return true;
}

/** The query of a single-entity route: only `populate` is allowed; anything else is a 400. */
export function parsePopulate(query: unknown, relations: readonly string[]): Set<string> {
  const raw = (query && typeof query === 'object' ? query : {}) as RawQuery;
  const populate = new Set<string>();
  for (const [key, value] of Object.entries(raw)) {
    if (!readPopulate(key, value, relations, populate)) throw invalid(`Invalid parameter ${key}`);
  }
  return populate;
}

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
  const type = conditionTypes.get(condition);
  const ends = type && CALENDAR_ENDS[type];
  if (!ends) return open;
  const ref = eb.ref(condition.column);
  return eb.and([open, side === 'from' ? eb(ref, '<=', ends.last) : eb(ref, '>=', ends.first)]);
}

function toExpression(eb: AnyBuilder, condition: Condition): Expression<SqlBool> {
  const { column, operator, value } = condition;
  const ref = eb.ref(column);
  switch (operator) {
    case '$eq':
      return eb(ref, '=', value);
    case '$ne':
      return eb(ref, '<>', value);
    case '$in':
      return eb(ref, 'in', value as (string | number)[]);
    case '$gte':
      return closedRange(eb, condition, eb(ref, '>=', value), 'from');
    case '$lte':
      return closedRange(eb, condition, eb(ref, '<=', value), 'until');
    case '$gt':
      return closedRange(eb, condition, eb(ref, '>', value), 'from');
    case '$lt':
      return closedRange(eb, condition, eb(ref, '<', value), 'until');
    case '$contains':
      // Case-sensitive on both databases: SQLite's LIKE ignores case, replace() never does. LIKE
      // goes first as a cheap filter (exact already on PostgreSQL), so that replace(), which
      // copies the value, only runs on the few rows LIKE lets through: half the time at 100,000.
      return String(value) === ''
        ? sql<SqlBool>`1 = 1`
        : sql<SqlBool>`(${ref} like ${`%${escapeLike(String(value))}%`} escape '\\' and replace(${ref}, ${String(value)}, '') <> ${ref})`;
    case '$containsi':
      return sql<SqlBool>`lower(${ref}) like ${`%${escapeLike(String(value).toLowerCase())}%`} escape '\\'`;
  }
}

/** Adds the filters of a parsed list query to a select. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function applyFilters<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  query: Pick<ListQuery, 'where'>,
): QB {
  if (query.where.length === 0) return qb;
  return qb.where((eb: AnyBuilder) =>
    eb.and(
      query.where.map((group) =>
        group.length === 1
          ? toExpression(eb, group[0]!)
          : eb.or(group.map((c) => toExpression(eb, c))),
      ),
    ),
  ) as QB;
}

/**
 * The client's sort, then id in the direction of its first key (ascending without one), so that
 * the order is total and pages never overlap. Ties broken in the sort's own direction let one
 * index on the column serve both directions, read backwards for `desc` (migration 0008).
 */
function totalOrder(query: ListQuery, idColumn: string): ListQuery['sort'] {
  if (query.sort.some((s) => s.column === idColumn)) return query.sort;
  return [...query.sort, { column: idColumn, direction: query.sort[0]?.direction ?? 'asc' }];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function orderAndWindow<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  sort: ListQuery['sort'],
  offset: number,
  limit: number,
): QB {
  let sorted = qb;
  for (const { column, direction } of sort) sorted = sorted.orderBy(column, direction) as QB;
  return sorted.limit(limit).offset(offset) as QB;
}

/** Adds sort (then id, so pages never overlap) and the page window. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function applySortAndPage<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  query: ListQuery,
  idColumn: string,
): QB {
  return orderAndWindow(qb, totalOrder(query, idColumn), query.offset, query.limit);
}

/** A filtered list with at most this many rows has its page read by id; see `fetchPage`. */
const FEW_MATCHES = 1_000;

/** A substring search counts its matches up to this many (or to the end of the page asked for). */
export const SEARCH_COUNT_LIMIT = 200;

/** One page of a list and the number of rows that match its filters. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** Set when a substring search stopped counting: at least `total` rows match. */
  totalIsLowerBound?: true;
}

/**
 * What an index of a table's text (see `db/substring-index.ts`) can tell about a query's substring
 * filters, given a number of rows: that every row that can match is `within` a condition on the
 * id that holds at most that many rows, or that `moreThan` that many rows match the whole query.
 */
export type SubstringNarrowing = { within: Expression<SqlBool> } | { moreThan: number };

export interface SubstringIndex {
  narrow(query: ListQuery, limit: number): Promise<SubstringNarrowing | undefined>;
}

/** Exact totals a table keeps for some filters (see `db/value-counts.ts`); undefined for others. */
export interface FilterTotals {
  total(query: ListQuery): Promise<number | undefined>;
}

/** What a table keeps beside its b-tree indexes to answer lists faster. */
export interface ListIndexes {
  substring?: SubstringIndex | undefined;
  totals?: FilterTotals | undefined;
}

/** Whether a condition looks for a text inside the column's values (`$containsi`, `$contains`). */
export const isSubstringCondition = ({ operator, value }: Condition) =>
  (operator === '$containsi' || operator === '$contains') && String(value) !== '';

const isSubstringSearch = (query: ListQuery) =>
  query.where.some((group) => group.some(isSubstringCondition));

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
): Promise<ListPage<Row>> {
  const filtered: AnySelect = applyFilters(db.selectFrom(table), query);
  if (!isSubstringSearch(query)) {
    return countedPage(filtered, query, await indexes.totals?.total(query));
  }
  const limit = Math.max(SEARCH_COUNT_LIMIT, query.offset + query.limit);
  const narrowing = await indexes.substring?.narrow(query, limit);
  if (narrowing && 'within' in narrowing) {
    return countedPage(
      filtered.where(() => narrowing.within),
      query,
    );
  }
  const matches =
    narrowing?.moreThan !== undefined ? limit + 1 : await countUpTo(db, filtered, limit + 1);
  if (matches <= limit) return countedPage(filtered, query, matches);
  const page = await orderAndWindow(
    filtered.selectAll(),
    totalOrder(query, ID),
    query.offset,
    query.limit,
  ).execute();
  return { rows: page, total: limit, totalIsLowerBound: true };
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
  knownTotal?: number,
): Promise<ListPage<Row>> {
  const count = filtered.select((eb) => eb.fn.countAll().as('total'));
  const total = knownTotal ?? Number((await count.executeTakeFirstOrThrow()).total);
  const end = Math.min(query.offset + query.limit, total);
  if (end <= query.offset) return { rows: [], total };
  const source =
    query.where.length > 0 && total <= FEW_MATCHES
      ? filtered.clearWhere().where(ID, 'in', filtered.select(ID))
      : filtered;
  const sort = totalOrder(query, ID);
  const rowsAfterPage = total - end;
  if (rowsAfterPage >= query.offset) {
    return {
      rows: await orderAndWindow(source.selectAll(), sort, query.offset, query.limit).execute(),
      total,
    };
  }
  const reversed = sort.map(({ column, direction }) => ({
    column,
    direction: direction === 'asc' ? ('desc' as const) : ('asc' as const),
  }));
  const page = await orderAndWindow(
    source.selectAll(),
    reversed,
    rowsAfterPage,
    end - query.offset,
  ).execute();
  return { rows: page.reverse(), total };
}

export function paginationMeta(
  query: ListQuery,
  { total, totalIsLowerBound }: Pick<ListPage<unknown>, 'total' | 'totalIsLowerBound'>,
): PaginationMeta {
  const bound = totalIsLowerBound ? { totalIsLowerBound } : {};
  if (query.style === 'offset') return { start: query.offset, limit: query.limit, total, ...bound };
  const pageSize = query.limit;
  return {
    page: Math.floor(query.offset / pageSize) + 1,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    total,
    ...bound,
  };
}
