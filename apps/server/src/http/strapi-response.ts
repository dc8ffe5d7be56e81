import type { PaginationMeta } from '@app/shared/contract';
import type { EntryQuery } from './strapi-query';

/** Strapi v4 wire format: `{id, attributes}` entities inside `{data, meta}`. */
export interface Entity<A> {
  id: number;
  attributes: A;
}

export function toEntity<A>(id: number, attributes: A): Entity<A> {
  return { id, attributes };
}

/**
 * An entity with the attributes a query's `fields` chose (every one when it chose none), its
 * populated relations, and of each relation's entities the attributes `populate[…][fields]` chose.
 */
export function chosenAttributes<A>(
  entity: Entity<A>,
  { fields, populate }: EntryQuery,
): Entity<A> {
  if (!fields && ![...populate.values()].some((relation) => relation.fields)) return entity;
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(entity.attributes as Record<string, unknown>)) {
    const relation = populate.get(name);
    if (relation?.fields) attributes[name] = withRelationFields(value, relation.fields);
    else if (relation || !fields || fields.has(name)) attributes[name] = value;
  }
  return { id: entity.id, attributes: attributes as A };
}

type RelationValue = {
  data: Entity<Record<string, unknown>> | Entity<Record<string, unknown>>[] | null;
};

function withRelationFields(value: unknown, fields: ReadonlySet<string>): unknown {
  const pick = (entity: Entity<Record<string, unknown>>) => ({
    id: entity.id,
    attributes: Object.fromEntries(
      Object.entries(entity.attributes).filter(([name]) => fields.has(name)),
    ),
  });
  const { data } = value as RelationValue;
  return { data: Array.isArray(data) ? data.map(pick) : data && pick(data) };
}

/** `{data: entity, meta: {}}`, with the attributes the query chose. */
export function single<A>(entity: Entity<A>, query?: EntryQuery) {
  return { data: query ? chosenAttributes(entity, query) : entity, meta: {} };
}

export function list<A>(entities: Entity<A>[], pagination: PaginationMeta, query: EntryQuery) {
  return { data: entities.map((entity) => chosenAttributes(entity, query)), meta: { pagination } };
}

/** A to-many relation or media list: `{data: [...]}`. */
export function relationMany<A>(entities: Entity<A>[]) {
  return { data: entities };
}

export function nowIso(): string {
  return new Date().toISOString();
}
