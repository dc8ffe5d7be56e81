import type { FilterOperator, FilterValueType } from '@app/shared/contract';

/**
 * A list query as the server reads it, whatever asked for it: which rows (a filter tree on
 * columns), in which order, which page, with which relations. `http/strapi-query.ts` makes one of
 * Strapi's query string; `list-sql.ts` turns it into SQL and `list-page.ts` reads a page with it.
 */

export type ValueType = FilterValueType;
export type { FilterOperator };

/** An attribute of a list as the database holds it. */
export interface AttributeColumn {
  column: string;
  type: ValueType;
  /** The column the attribute sorts by, when not its own (an invoice number sorts by sequence). */
  sortColumn?: string;
}

/** A relation's rows and how one belongs to a row of the list. */
export interface RelationSpec {
  table: string;
  /** The relation's column holding the id of the list's row. */
  ownerColumn: string;
  /** Columns with a fixed value that single out this relation's rows (a file's owner and field). */
  scope?: Record<string, string>;
  attributes: Record<string, AttributeColumn>;
}

/** What a list's queries may name, with the columns behind each name. */
export interface ListSpec {
  table: string;
  attributes: Record<string, AttributeColumn>;
  relations: Record<string, RelationSpec>;
}

/** A value a condition compares with: one value, or the list of `$in`, `$notIn` and `$between`. */
export type FilterValue = string | number | boolean | (string | number)[];

export interface Condition {
  column: string;
  type: ValueType;
  operator: FilterOperator;
  value: FilterValue;
}

/** A filter: conditions combined by `$and`, `$or`, `$not`, and conditions on a relation's rows. */
export type FilterNode =
  | { and: FilterNode[] }
  | { or: FilterNode[] }
  | { not: FilterNode }
  | { relation: RelationSpec; where: FilterNode }
  | Condition;

export interface SortKey {
  column: string;
  direction: 'asc' | 'desc';
}

/** What `populate` asks of one relation: its rows filtered, sorted, with some attributes. */
export interface RelationQuery {
  filter?: FilterNode;
  sort: SortKey[];
  /** The attributes to answer; all when undefined. */
  fields?: ReadonlySet<string>;
}

export type Populate = ReadonlyMap<string, RelationQuery>;

/** The query of a route that answers one entity: `fields` and `populate`. */
export interface EntryQuery {
  /** The attributes to answer (the id always comes); all when undefined. */
  fields?: ReadonlySet<string>;
  populate: Populate;
}

export interface ListQuery extends EntryQuery {
  filter?: FilterNode;
  sort: SortKey[];
  offset: number;
  limit: number;
  /** Whether the client asked for page/pageSize (Strapi's default) or start/limit. */
  style: 'page' | 'offset';
  /** False when the client asked for no total (`pagination[withCount]=false`). */
  withCount: boolean;
  /** How long a filter of another form than the admin's may take to read (the server's setting). */
  timeLimitMs?: number;
}

/** The query sorted by `defaultSort` when the client names no sort of its own. */
export function withDefaultSort(query: ListQuery, defaultSort: SortKey[]): ListQuery {
  return query.sort.length > 0 ? query : { ...query, sort: defaultSort };
}
