import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RawQuery, RouteContract } from '@app/shared/contract';
import { registerRoute, type ContractHandler } from './contract-route';
import { notFound } from './errors';
import { entryQuerystring } from './query-schemas';
import { answerEntry } from './relation-query';
import type { EntryQuery, ListSpec } from '../lists/list-query';
import type { Entity } from './strapi-response';

export type EntryContract = RouteContract & {
  querystring: z.ZodType<RawQuery>;
  response: { 200: z.ZodType };
};

type EntryQuerystring = ReturnType<typeof entryQuerystring>;

/** The request an entry route's handler gets: the contract's params and body, the parsed query. */
export type EntryRequest<C extends EntryContract> = Parameters<
  ContractHandler<C, EntryQuerystring>
>[0];

/**
 * The attributes of the entity a single-entity contract answers; any, for a contract whose answer
 * is not known where it is registered (a helper over several collections).
 */
type EntryAttributes<C extends EntryContract> =
  z.input<C['response'][200]> extends { data: Entity<infer A> } ? A : unknown;

export interface EntryImplementation<C extends EntryContract, Row> {
  /** The resource's fields: what `fields` and `populate` may name. */
  spec: ListSpec;
  /** Reads or writes the route's row; none (no row by that id) is a 404. */
  row: (request: EntryRequest<C>) => Promise<Row | undefined>;
  /** The row's entity, with the relations `query.populate` names. */
  toEntity: (
    row: Row,
    query: EntryQuery,
  ) => Entity<EntryAttributes<C>> | Promise<Entity<EntryAttributes<C>>>;
}

/**
 * A route that answers one entity in Strapi's single shape (read, create, change or delete one
 * entry): its populated relations filtered and sorted, and the attributes `fields` chose.
 */
export function registerEntryRoute<C extends EntryContract, Row>(
  app: FastifyInstance,
  contract: C,
  implementation: EntryImplementation<C, Row>,
): void {
  const { spec, row: rowOf, toEntity } = implementation;
  const querystring = entryQuerystring(contract.querystring, spec);
  const handler = async (request: EntryRequest<C>) => {
    const row = await rowOf(request);
    if (!row) throw notFound();
    return answerEntry(app.db, spec, await toEntity(row, request.query), request.query);
  };
  // The entity is typed by the contract's attributes through `toEntity`.
  registerRoute(app, contract, {
    querystring,
    handler: handler as unknown as ContractHandler<C, EntryQuerystring>,
  });
}
