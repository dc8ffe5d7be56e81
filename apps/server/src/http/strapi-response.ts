import type { PaginationMeta } from '@app/shared/contract';
import type { ListPage } from '../lists/list-page';
import type { EntryQuery, ListQuery } from '../lists/list-query';

/** Strapi v4 wire format: `{id, attributes}` entities inside `{data, meta}`. */
export interface Entity<A> {
  id: number;
  attributes: A;
}

export function toEntity<A>(id: number, attributes: A): Entity<A> {
  return { id, attributes };
}

type Attributes = Record<string, unknown>;

/**
 * Of an entity, the attributes a query's `fields` chose (every one when it chose none), its
 * populated relations, and of each relation's entities the attributes `populate[…][fields]`
 * chose; undefined when the query chose every attribute of everything. Worked out once per query
 * and applied to each entity of a page: it walks the chosen names, not every attribute of every
 * entity. The order of the attributes does not matter, as the route's schema writes them.
 */
function attributeChooser({
  fields,
  populate,
}: EntryQuery): (<A>(entity: Entity<A>) => Entity<A>) | undefined {
  const relationFields = [...populate].flatMap(([name, relation]) =>
    relation.fields ? [[name, relation.fields] as const] : [],
  );
  if (!fields && relationFields.length === 0) return undefined;
  const chosen = fields && [...fields, ...populate.keys()];
  return <A>(entity: Entity<A>) => {
    const all = entity.attributes as Attributes;
    const attributes: Attributes = chosen ? pick(all, chosen) : { ...all };
    for (const [name, names] of relationFields) {
      if (Object.hasOwn(all, name)) attributes[name] = withRelationFields(all[name], names);
    }
    return { id: entity.id, attributes: attributes as A };
  };
}

function pick(attributes: Attributes, names: Iterable<string>): Attributes {
  const picked: Attributes = {};
  for (const name of names) {
    if (Object.hasOwn(attributes, name)) picked[name] = attributes[name];
  }
  return picked;
}

type RelationValue = { data: Entity<Attributes> | Entity<Attributes>[] | null };

function withRelationFields(value: unknown, fields: ReadonlySet<string>): unknown {
  const choose = (entity: Entity<Attributes>) => ({
    id: entity.id,
    attributes: pick(entity.attributes, fields),
  });
  const { data } = value as RelationValue;
  return { data: Array.isArray(data) ? data.map(choose) : data && choose(data) };
}

/** `{data: entity, meta: {}}`, with the attributes the query chose. */
export function single<A>(entity: Entity<A>, query?: EntryQuery) {
  const choose = query && attributeChooser(query);
  return { data: choose ? choose(entity) : entity, meta: {} };
}

export function list<A>(entities: Entity<A>[], pagination: PaginationMeta, query: EntryQuery) {
  const choose = attributeChooser(query);
  return { data: choose ? entities.map(choose) : entities, meta: { pagination } };
}

/** The pagination Strapi reports for a page: by page or by offset, as the client asked, with the total when counted. */
export function paginationMeta(
  query: ListQuery,
  { total }: Pick<ListPage<unknown>, 'total'>,
): PaginationMeta {
  const window =
    query.style === 'offset'
      ? { start: query.offset, limit: query.limit }
      : { page: Math.floor(query.offset / query.limit) + 1, pageSize: query.limit };
  if (total === undefined) return window;
  if ('start' in window) return { ...window, total };
  return { ...window, pageCount: Math.ceil(total / query.limit), total };
}

/** A to-many relation or media list: `{data: [...]}`. */
export function relationMany<A>(entities: Entity<A>[]) {
  return { data: entities };
}

export function nowIso(): string {
  return new Date().toISOString();
}
