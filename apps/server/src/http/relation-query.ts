import type { Kysely } from 'kysely';
import { databaseKindOf } from '../db/database';
import type { EntryQuery, ListSpec, Populate } from '../lists/list-query';
import { applyFilters } from '../lists/list-sql';
import { single, type Entity } from './strapi-response';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type RelatedEntity = Entity<unknown>;
type RelationValue = { data: RelatedEntity | RelatedEntity[] | null };

/**
 * Entities whose populated relations keep only the rows `populate[relation][filters]` lets through,
 * in the order of `populate[relation][sort]` (Strapi's filtered and sorted populate). The modules
 * load a relation's rows whole; one query per such relation then picks and orders them by id, with
 * the same SQL as the list's own filters, so a filter means the same wherever it is written.
 */
export async function withRelationQueries<A>(
  db: AnyDb,
  spec: ListSpec,
  entities: Entity<A>[],
  populate: Populate,
): Promise<Entity<A>[]> {
  let shaped = entities;
  for (const [name, query] of populate) {
    if (!query.filter && query.sort.length === 0) continue;
    const relation = spec.relations[name]!;
    const related = (entity: Entity<A>) =>
      (entity.attributes as Record<string, RelationValue | undefined>)[name]?.data ?? null;
    const ids = shaped.flatMap((entity) => {
      const data = related(entity);
      return data === null ? [] : Array.isArray(data) ? data.map((e) => e.id) : [data.id];
    });
    if (ids.length === 0) continue;
    const id = `${relation.table}.id`;
    let rows = applyFilters(
      db.selectFrom(relation.table).select(`${id} as id`).where(id, 'in', ids),
      query,
      relation.table,
      databaseKindOf(db),
    );
    for (const { column, direction } of query.sort) rows = rows.orderBy(column, direction);
    const rank = new Map(
      (await rows.orderBy(id).execute()).map((row: { id: number }, index) => [row.id, index]),
    );
    shaped = shaped.map((entity) => {
      const data = related(entity);
      const kept =
        data === null
          ? null
          : Array.isArray(data)
            ? data.filter((e) => rank.has(e.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
            : rank.has(data.id)
              ? data
              : null;
      return { id: entity.id, attributes: { ...entity.attributes, [name]: { data: kept } } };
    });
  }
  return shaped;
}

/** One entity answered as an entry route's query asks: relations picked and ordered, attributes chosen. */
export async function answerEntry<A>(
  db: AnyDb,
  spec: ListSpec,
  entity: Entity<A>,
  query: EntryQuery,
) {
  const [shaped] = await withRelationQueries(db, spec, [entity], query.populate);
  return single(shaped!, query);
}
