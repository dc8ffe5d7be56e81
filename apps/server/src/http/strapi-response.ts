import type { PaginationMeta } from '@app/shared/contract';

/** Strapi v4 wire format: `{id, attributes}` entities inside `{data, meta}`. */
export interface Entity<A> {
  id: number;
  attributes: A;
}

export function toEntity<A>(id: number, attributes: A): Entity<A> {
  return { id, attributes };
}

export function single<A>(entity: Entity<A>) {
  return { data: entity, meta: {} };
}

export function list<A>(entities: Entity<A>[], pagination: PaginationMeta) {
  return { data: entities, meta: { pagination } };
}

/** A to-many relation or media list: `{data: [...]}`. */
export function relationMany<A>(entities: Entity<A>[]) {
  return { data: entities };
}

export function nowIso(): string {
  return new Date().toISOString();
}
