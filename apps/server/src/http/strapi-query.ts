import { parse as parseQueryString } from 'qs';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/shared/constants';
import {
  MAX_ENTITY_ID,
  MAX_FILTER_CONDITIONS,
  MAX_FILTER_DEPTH,
  OPERATORS_BY_TYPE,
  type AttributeTypes,
  type FilterOperator,
  type ListFields,
  type RawQuery,
} from '@app/shared/contract';
import { ISO_DATE_PATTERN, NUL_CHARACTER } from '@app/shared/fields';
import { hasAtMostTwoDecimals, toMinorUnits } from '@app/shared/money';
import type {
  AttributeColumn,
  EntryQuery,
  FilterNode,
  FilterValue,
  ListQuery,
  ListSpec,
  Populate,
  RelationQuery,
  RelationSpec,
  SortKey,
  ValueType,
} from '../lists/list-query';

/**
 * Strapi v4's query language (`filters`, `sort`, `fields`, `populate`, `pagination`), read against
 * what a resource declares, into a list query (`lists/list-query.ts`). The bracketed keys are
 * nested as Strapi nests them (with `qs`, its own parser), then every name is looked up among the
 * resource's attributes and relations: anything else is a 400 naming it, never part of a query.
 */

type Columns<T extends AttributeTypes> = Record<keyof T, string | { column: string; sort: string }>;

/** The columns of each declared relation: its table, how it is owned, its attributes' columns. */
export type RelationColumns<F extends ListFields> = {
  [R in keyof F['relations']]: Omit<RelationSpec, 'attributes'> & {
    columns: Columns<NonNullable<F['relations']>[R]>;
  };
};

function attributeColumns<T extends AttributeTypes>(
  types: T,
  columns: Columns<T>,
): Record<string, AttributeColumn> {
  return Object.fromEntries(
    Object.entries(types).map(([name, type]) => {
      const column = columns[name as keyof T];
      return [
        name,
        typeof column === 'string'
          ? { column, type }
          : { column: column.column, type, sortColumn: column.sort },
      ];
    }),
  );
}

/** A resource's list spec: the attributes and relations its contract declares, with their columns. */
export function listSpec<F extends ListFields>(
  fields: F,
  table: string,
  columns: Columns<F['attributes']>,
  relations?: RelationColumns<F>,
): ListSpec {
  const relationSpecs: Record<string, RelationSpec> = {};
  for (const [name, types] of Object.entries(fields.relations ?? {})) {
    const { columns: relationColumns, ...join } = (
      relations as Record<string, RelationSpec & { columns: Columns<AttributeTypes> }>
    )[name]!;
    relationSpecs[name] = { ...join, attributes: attributeColumns(types, relationColumns) };
  }
  return {
    table,
    attributes: attributeColumns(fields.attributes, columns),
    relations: relationSpecs,
  };
}

/** A query parameter the resource does not allow; its route answers Strapi's 400 with the message. */
export class QueryError extends Error {}

const invalid = (message: string) => new QueryError(message);
const MAX_QUERY_VALUE_LENGTH = 500;
const MAX_IN_VALUES = 100;

/** A nested query value as `qs` makes it: text, a list or an object (never with a prototype). */
type Nested = string | Nested[] | { [key: string]: Nested };

function nest(raw: RawQuery): Record<string, Nested> {
  // Most queries (`sort=…&populate=*`) have no bracketed key: nothing to nest.
  if (!Object.keys(raw).some((key) => key.includes('['))) return { ...raw };
  try {
    // Two levels more than the filters may nest: `filters`, a relation and an operator's list.
    // `qs` nests an object's bracketed keys as it nests a query string's; repeated keys stay lists.
    return parseQueryString(raw as Record<string, string>, {
      depth: MAX_FILTER_DEPTH * 2 + 4,
      strictDepth: true,
      arrayLimit: MAX_IN_VALUES,
      parameterLimit: 1000,
      plainObjects: true,
      allowPrototypes: false,
    }) as Record<string, Nested>;
  } catch (error) {
    if (error instanceof RangeError) throw invalid('The query is nested too deeply');
    throw error;
  }
}

const isObject = (value: Nested | undefined): value is { [key: string]: Nested } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items of a list sent as `a[0]=x&a[1]=y` (an array) or as `a[x]=…` keys (an object). */
function itemsOf(value: Nested): Nested[] {
  if (Array.isArray(value)) return value;
  if (isObject(value)) return Object.values(value);
  return [value];
}

function text(value: Nested | undefined, name: string): string {
  if (typeof value !== 'string') throw invalid(`Invalid parameter ${name}`);
  if (value.length > MAX_QUERY_VALUE_LENGTH) throw invalid(`Parameter ${name} is too long`);
  return value;
}

/** A comma-separated list or a list of texts. */
function names(value: Nested, name: string): string[] {
  return itemsOf(value).flatMap((item) =>
    text(item, name)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

const BOOLEAN_TEXTS = new Map([
  ['true', 1],
  ['1', 1],
  ['false', 0],
  ['0', 0],
]);

/** A filter value read as its attribute's type; booleans compare with the 0/1 the tables store. */
function convert(type: ValueType, name: string, value: Nested): string | number {
  const raw = text(value, name);
  // PostgreSQL refuses a NUL character in text with an error; refuse it here as the client's mistake.
  if (raw.includes(NUL_CHARACTER)) throw invalid(`Filter on ${name} contains a NUL character`);
  switch (type) {
    case 'number': {
      const number = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(number))
        throw invalid(`Filter on ${name} must be a number`);
      return number;
    }
    case 'money': {
      const amount = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(amount) || !hasAtMostTwoDecimals(amount))
        throw invalid(`Filter on ${name} must be an amount in PKR with at most 2 decimals`);
      return toMinorUnits(amount);
    }
    case 'id': {
      const id = /^-?\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!(Math.abs(id) <= MAX_ENTITY_ID))
        throw invalid(`Filter on ${name} must be a whole number`);
      return id;
    }
    case 'boolean':
      if (!BOOLEAN_TEXTS.has(raw)) throw invalid(`Filter on ${name} must be true or false`);
      return BOOLEAN_TEXTS.get(raw)!;
    case 'date':
      if (!ISO_DATE_PATTERN.test(raw))
        throw invalid(`Filter on ${name} must be a date (YYYY-MM-DD)`);
      return raw;
    case 'timestamp':
      if (Number.isNaN(Date.parse(raw))) throw invalid(`Filter on ${name} must be a date and time`);
      return new Date(raw).toISOString();
    default:
      return raw;
  }
}

/** Counts the conditions of one query's filters, across `$or` branches and relations. */
interface FilterBudget {
  conditions: number;
}

function operand(
  attribute: AttributeColumn,
  name: string,
  operator: FilterOperator,
  value: Nested,
): FilterValue {
  switch (operator) {
    case '$null':
    case '$notNull': {
      const flag = BOOLEAN_TEXTS.get(text(value, name));
      if (flag === undefined) throw invalid(`${operator} on ${name} takes true or false`);
      return flag === 1;
    }
    case '$in':
    case '$notIn': {
      // `$in=a,b` as well as `$in[0]=a&$in[1]=b`: the web app sends short lists the first way.
      const values = typeof value === 'string' ? value.split(',') : itemsOf(value);
      if (values.length > MAX_IN_VALUES) throw invalid(`Too many values for ${name}`);
      return values.map((item) => convert(attribute.type, name, item));
    }
    case '$between': {
      const values = itemsOf(value);
      if (!Array.isArray(value) || values.length !== 2)
        throw invalid(`$between on ${name} takes two values: [$between][0] and [$between][1]`);
      return values.map((item) => convert(attribute.type, name, item));
    }
    default:
      if (typeof value !== 'string') throw invalid(`${operator} on ${name} takes one value`);
      return convert(attribute.type, name, value);
  }
}

const combine = (kind: 'and' | 'or', nodes: FilterNode[]): FilterNode =>
  nodes.length === 1 ? nodes[0]! : kind === 'and' ? { and: nodes } : { or: nodes };

/** The conditions on one attribute: `{$eq: v}`, `{$gt: a, $lt: b}`, a bare value, `$not`… */
function attributeFilter(
  attribute: AttributeColumn,
  name: string,
  value: Nested,
  depth: number,
  budget: FilterBudget,
): FilterNode {
  if (depth > MAX_FILTER_DEPTH)
    throw invalid(`Filters nest at most ${MAX_FILTER_DEPTH} levels deep`);
  if (!isObject(value)) {
    // `filters[field]=value` is `$eq`; `filters[field][0]=a&filters[field][1]=b` is `$in`.
    return attributeFilter(
      attribute,
      name,
      { [Array.isArray(value) ? '$in' : '$eq']: value },
      depth,
      budget,
    );
  }
  const nodes: FilterNode[] = [];
  for (const [key, operatorValue] of Object.entries(value)) {
    if (key === '$not') {
      nodes.push({ not: attributeFilter(attribute, name, operatorValue, depth + 1, budget) });
    } else if (key === '$and' || key === '$or') {
      const items = itemsOf(operatorValue).map((item) =>
        attributeFilter(attribute, name, item, depth + 1, budget),
      );
      if (items.length > 0) nodes.push(combine(key === '$and' ? 'and' : 'or', items));
    } else {
      const operator = key as FilterOperator;
      if (!(OPERATORS_BY_TYPE[attribute.type] as readonly string[]).includes(key)) {
        throw invalid(
          (OPERATORS_BY_TYPE.string as readonly string[]).includes(key)
            ? `Operator ${key} does not apply to ${name} (${attribute.type})`
            : `Invalid operator ${key}`,
        );
      }
      if (++budget.conditions > MAX_FILTER_CONDITIONS)
        throw invalid(`A query may hold at most ${MAX_FILTER_CONDITIONS} filter conditions`);
      nodes.push({
        column: attribute.column,
        type: attribute.type,
        operator,
        value: operand(attribute, name, operator, operatorValue),
      });
    }
  }
  if (nodes.length === 0) throw invalid(`Invalid parameter ${name}`);
  return combine('and', nodes);
}

/** The filters of a resource (or of one of its relations, which has none of its own). */
function filterOf(
  value: Nested,
  attributes: Record<string, AttributeColumn>,
  relations: Record<string, RelationSpec>,
  depth: number,
  budget: FilterBudget,
): FilterNode | undefined {
  if (depth > MAX_FILTER_DEPTH)
    throw invalid(`Filters nest at most ${MAX_FILTER_DEPTH} levels deep`);
  if (!isObject(value)) throw invalid('Invalid parameter filters');
  const nodes: FilterNode[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (key === '$and' || key === '$or') {
      const branches = itemsOf(item).flatMap((branch) => {
        const node = filterOf(branch, attributes, relations, depth + 1, budget);
        return node ? [node] : [];
      });
      if (branches.length > 0) nodes.push(combine(key === '$and' ? 'and' : 'or', branches));
    } else if (key === '$not') {
      const node = filterOf(item, attributes, relations, depth + 1, budget);
      if (node) nodes.push({ not: node });
    } else if (Object.hasOwn(attributes, key)) {
      nodes.push(attributeFilter(attributes[key]!, key, item, depth + 1, budget));
    } else if (Object.hasOwn(relations, key)) {
      const relation = relations[key]!;
      const where = filterOf(item, relation.attributes, {}, depth + 1, budget);
      if (where) nodes.push({ relation, where });
    } else if (key.startsWith('$')) {
      throw invalid(`Invalid operator ${key}`);
    } else {
      throw invalid(`Invalid parameter ${key}`);
    }
  }
  return nodes.length === 0 ? undefined : combine('and', nodes);
}

const isIndexed = (value: Nested): boolean =>
  isObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key));

function sortOf(value: Nested, attributes: Record<string, AttributeColumn>): SortKey[] {
  const entries: [string, Nested][] = [];
  // `sort[title]=desc` (an object of directions) besides `sort=a,b:desc` and `sort[0]=a:desc`.
  const items = isObject(value) && !isIndexed(value) ? [value] : itemsOf(value);
  for (const item of items) {
    if (isObject(item)) entries.push(...Object.entries(item));
    else {
      for (const entry of names(item, 'sort')) {
        const [name = '', direction = 'asc'] = entry.split(':');
        entries.push([name, direction]);
      }
    }
  }
  return entries.map(([name, direction]) => {
    const attribute = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    if (!attribute) throw invalid(`Invalid parameter ${name}`);
    const dir = text(direction, 'sort').toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw invalid(`Invalid sort direction ${dir}`);
    return { column: attribute.sortColumn ?? attribute.column, direction: dir };
  });
}

function fieldsOf(value: Nested, attributes: Record<string, AttributeColumn>): Set<string> {
  const chosen = new Set<string>();
  for (const name of names(value, 'fields')) {
    if (!Object.hasOwn(attributes, name)) throw invalid(`Invalid field ${name}`);
    chosen.add(name);
  }
  return chosen;
}

/** What `populate[relation]` asks: `*`/`true`, or an object with fields, sort, filters, populate. */
function relationQueryOf(name: string, relation: RelationSpec, value: Nested): RelationQuery {
  if (typeof value === 'string') {
    if (value === '*' || value === 'true') return { sort: [] };
    throw invalid(`Invalid populate ${name}: ${value}`);
  }
  if (!isObject(value)) throw invalid(`Invalid populate ${name}`);
  const query: { filter?: FilterNode; sort: SortKey[]; fields?: Set<string> } = { sort: [] };
  for (const [key, item] of Object.entries(value)) {
    if (key === 'fields') query.fields = fieldsOf(item, relation.attributes);
    else if (key === 'sort') query.sort = sortOf(item, relation.attributes);
    else if (key === 'filters') {
      const filter = filterOf(item, relation.attributes, {}, 1, { conditions: 0 });
      if (filter) query.filter = filter;
    } else if (key === 'populate') {
      // The relations here (files, invoice lines) have no relations of their own: `*` is all of none.
      if (item !== '*' && item !== 'true') throw invalid(`Invalid populate ${name}.populate`);
    } else throw invalid(`Invalid parameter populate[${name}][${key}]`);
  }
  return query;
}

function populateOf(value: Nested, relations: Record<string, RelationSpec>): Populate {
  const populate = new Map<string, RelationQuery>();
  const relation = (name: string) => {
    if (!Object.hasOwn(relations, name)) throw invalid(`Invalid populate ${name}`);
    return relations[name]!;
  };
  if (isObject(value) && !isIndexed(value)) {
    for (const [name, item] of Object.entries(value)) {
      if (item === 'false') continue;
      populate.set(name, relationQueryOf(name, relation(name), item));
    }
    return populate;
  }
  for (const name of names(value, 'populate')) {
    if (name === '*') Object.keys(relations).forEach((all) => populate.set(all, { sort: [] }));
    else {
      relation(name);
      populate.set(name, { sort: [] });
    }
  }
  return populate;
}

/** `fields` and `populate` of an entry route; any other parameter is refused. */
export function parseEntryQuery(query: RawQuery, spec: ListSpec): EntryQuery {
  const entry: { fields?: Set<string>; populate: Populate } = { populate: new Map() };
  for (const [key, value] of Object.entries(nest(query))) {
    if (key === 'fields') entry.fields = fieldsOf(value, spec.attributes);
    else if (key === 'populate') entry.populate = populateOf(value, spec.relations);
    else throw invalid(`Invalid parameter ${key}`);
  }
  return entry;
}

function wholeNumber(value: Nested | undefined, key: string, min: number): number {
  const raw = text(value, `pagination[${key}]`);
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min)
    throw invalid(`pagination[${key}] must be a whole number of ${min} or more`);
  return Number(raw);
}

interface Window {
  offset: number;
  limit: number;
  style: 'page' | 'offset';
  withCount: boolean;
}

function windowOf(value: Nested | undefined): Window {
  if (value === undefined) {
    return { offset: 0, limit: DEFAULT_PAGE_SIZE, style: 'page', withCount: true };
  }
  if (!isObject(value)) throw invalid('Invalid parameter pagination');
  const known = ['page', 'pageSize', 'start', 'limit', 'withCount'];
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown) throw invalid(`Invalid parameter pagination[${unknown}]`);
  let withCount = true;
  if (value.withCount !== undefined) {
    const flag = text(value.withCount, 'pagination[withCount]');
    if (flag !== 'true' && flag !== 'false')
      throw invalid('pagination[withCount] must be true or false');
    withCount = flag === 'true';
  }
  const byPage = value.page !== undefined || value.pageSize !== undefined;
  const byOffset = value.start !== undefined || value.limit !== undefined;
  if (byPage && byOffset)
    throw invalid('Pagination is by page and pageSize or by start and limit, not both');
  if (byOffset) {
    // Strapi's `limit=-1` means every row: here the most one answer holds.
    const limit =
      value.limit === '-1'
        ? MAX_PAGE_SIZE
        : value.limit === undefined
          ? DEFAULT_PAGE_SIZE
          : Math.min(wholeNumber(value.limit, 'limit', 1), MAX_PAGE_SIZE);
    const start = value.start === undefined ? 0 : wholeNumber(value.start, 'start', 0);
    return { offset: start, limit, style: 'offset', withCount };
  }
  const page = value.page === undefined ? 1 : wholeNumber(value.page, 'page', 1);
  const pageSize =
    value.pageSize === undefined
      ? DEFAULT_PAGE_SIZE
      : Math.min(wholeNumber(value.pageSize, 'pageSize', 1), MAX_PAGE_SIZE);
  return { offset: (page - 1) * pageSize, limit: pageSize, style: 'page', withCount };
}

export function parseListQuery(query: RawQuery, spec: ListSpec): ListQuery {
  const nested = nest(query);
  let filter: FilterNode | undefined;
  let sort: SortKey[] = [];
  const entry: { fields?: Set<string>; populate: Populate } = { populate: new Map() };
  for (const [key, value] of Object.entries(nested)) {
    if (key === 'filters')
      filter = filterOf(value, spec.attributes, spec.relations, 0, { conditions: 0 });
    else if (key === 'sort') sort = sortOf(value, spec.attributes);
    else if (key === 'fields') entry.fields = fieldsOf(value, spec.attributes);
    else if (key === 'populate') entry.populate = populateOf(value, spec.relations);
    else if (key !== 'pagination') throw invalid(`Invalid parameter ${key}`);
  }
  return {
    ...(filter ? { filter } : {}),
    sort,
    ...windowOf(nested.pagination),
    ...entry,
  };
}

/**
 * The query of a route with no list behind it: `populate` naming some of a few relations (the
 * signed-in user's role), or nothing; any other parameter is refused.
 */
export function parsePopulate(query: RawQuery, relations: readonly string[]): Set<string> {
  const populate = new Set<string>();
  for (const [key, value] of Object.entries(nest(query))) {
    if (key !== 'populate' || relations.length === 0) throw invalid(`Invalid parameter ${key}`);
    for (const name of names(value, 'populate')) {
      if (name === '*') relations.forEach((all) => populate.add(all));
      else if (relations.includes(name)) populate.add(name);
      else throw invalid(`Invalid populate ${name}`);
    }
  }
  return populate;
}
