import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/shared/constants';
import { MAX_ENTITY_ID, type FilterValueType, type ListFields } from '@app/shared/contract';
import { ISO_DATE_PATTERN, NUL_CHARACTER } from '@app/shared/fields';

/**
 * Strapi v4 list parameters (`filters`, `sort`, `pagination`, `populate`), parsed against a
 * whitelist per resource. Anything not whitelisted is a 400, never a query. `list-sql.ts` turns a
 * parsed query into SQL, `list-page.ts` reads a page with it.
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
export type ValueType = FilterValueType;

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

/** The columns behind a list's fields: what each filter compares and each sort orders by. */
export interface ListColumns<F extends ListFields> {
  filters: Record<keyof F['filters'], string>;
  sort: Record<F['sortable'][number], string>;
}

/** A resource's list spec: the fields its contract allows, read from the columns given here. */
export function listSpec<F extends ListFields>(fields: F, columns: ListColumns<F>): ListSpec {
  const filterColumns: Record<string, string> = columns.filters;
  const sortColumns: Record<string, string> = columns.sort;
  return {
    filters: Object.fromEntries(
      Object.entries(fields.filters).map(([name, field]) => [
        name,
        {
          column: filterColumns[name]!,
          type: field.type,
          operators: field.operators as FilterOperator[],
        },
      ]),
    ),
    sortable: Object.fromEntries(fields.sortable.map((name) => [name, sortColumns[name]!])),
    ...(fields.relations ? { relations: fields.relations } : {}),
    ...(fields.relationFields ? { relationFields: fields.relationFields } : {}),
  };
}

export interface Condition {
  column: string;
  operator: FilterOperator;
  value: string | number | (string | number)[];
}

/**
 * The value type of each parsed condition, kept beside the query rather than in it, so that a
 * parsed query stays the plain data clients of this module compare and copy.
 */
const conditionTypes = new WeakMap<Condition, ValueType>();

/** The value type of a condition's field, for conditions `parseListQuery` made. */
export const conditionValueType = (condition: Condition): ValueType | undefined =>
  conditionTypes.get(condition);

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

/** A query parameter the resource does not allow; its route answers Strapi's 400 with the message. */
export class QueryError extends Error {}

const invalid = (message: string) => new QueryError(message);
const MAX_QUERY_VALUE_LENGTH = 500;
const MAX_IN_VALUES = 100;

type RawQuery = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined, key: string): string {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  if (text === undefined) throw invalid(`Invalid parameter ${key}`);
  if (text.length > MAX_QUERY_VALUE_LENGTH) throw invalid(`Parameter ${key} is too long`);
  return text;
}

function positiveInteger(text: string, key: string, min: number): number {
  if (!/^\d{1,9}$/.test(text)) throw invalid(`${key} must be a whole number of ${min} or more`);
  const value = Number(text);
  if (value < min) throw invalid(`${key} must be a whole number of ${min} or more`);
  return value;
}

function convert(field: FilterableField, name: string, text: string): string | number {
  if (text.length > MAX_QUERY_VALUE_LENGTH) throw invalid(`Filter on ${name} is too long`);
  // PostgreSQL refuses a NUL character in text with an error; refuse it here as the client's mistake.
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
      if (!(Math.abs(value) <= MAX_ENTITY_ID))
        throw invalid(`Filter on ${name} must be a whole number`);
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
