import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { idParams, RawQuery, RouteContract } from '@app/shared/contract';
import type { ExportRoute } from '@app/shared/list-export';
import type { Db } from '../db/database';
import { registerRoute, type ContractHandler } from './contract-route';
import { registerEntryRoute, type EntryContract } from './entry-route';
import { registerExportRoute, type ExportImplementation } from './export-route';
import type { ListPage } from '../lists/list-page';
import type { ListQuery, ListSpec } from '../lists/list-query';
import { listQuerystring } from './query-schemas';
import { withRelationQueries } from './relation-query';
import { list, paginationMeta, type Entity } from './strapi-response';

type ListContract = RouteContract & {
  querystring: z.ZodType<RawQuery>;
  response: { 200: z.ZodType };
};

/** The attributes of one entity of a list contract's answer. */
type ListAttributes<C extends ListContract> =
  z.input<C['response'][200]> extends {
    data: Entity<infer A>[];
  }
    ? A
    : never;

export interface ListImplementation<C extends ListContract, Row> {
  /** The contract's fields with the columns behind them (`listSpec`). */
  spec: ListSpec;
  /** Headers every answer carries (say, how long a public list may be cached). */
  headers?: Record<string, string>;
  fetch: (db: Db, query: ListQuery) => Promise<ListPage<Row>>;
  /**
   * The page's entities with the relations `query.populate` names, filtered and sorted as it asks
   * (the attributes it chooses are picked afterwards).
   */
  toEntities: (
    rows: Row[],
    query: ListQuery,
  ) => Entity<ListAttributes<C>>[] | Promise<Entity<ListAttributes<C>>[]>;
}

/**
 * A list route: one page of a resource in Strapi's list shape, filtered, sorted and paged by the
 * Strapi query parameters its spec allows (anything else is a 400).
 */
export function registerListRoute<C extends ListContract, Row>(
  app: FastifyInstance,
  contract: C,
  implementation: ListImplementation<C, Row>,
): void {
  const querystring = listQuerystring(contract.querystring, implementation.spec);
  const handler: ContractHandler<ListContract, typeof querystring> = async (request, reply) => {
    const page = await implementation.fetch(app.db, {
      ...request.query,
      timeLimitMs: app.config.QUERY_TIME_LIMIT_MS,
    });
    if (implementation.headers) reply.headers(implementation.headers);
    const entities = await implementation.toEntities(page.rows, request.query);
    return list(
      await withRelationQueries(app.db, implementation.spec, entities, request.query.populate),
      paginationMeta(request.query, page),
      request.query,
    );
  };
  // The entities are typed by the contract's attributes through `toEntities`.
  registerRoute(app, contract, {
    querystring,
    handler: handler as unknown as ContractHandler<C, typeof querystring>,
  });
}

/** What a collection without relations does behind its reads (`collectionReads`, `exportRoute`). */
export interface CollectionReadsImplementation<Row, A> {
  spec: ListSpec;
  fetch: (db: Db, query: ListQuery) => Promise<ListPage<Row>>;
  find: (db: Db, id: number) => Promise<Row | undefined>;
  toEntity: (row: Row) => Entity<A>;
  /** The export's order when the client names none (the list's own, when `fetch` gives one). */
  exportSort?: ExportImplementation<Row, A>['defaultSort'];
  /** Records who exported personal data (`recordExport`). */
  recordExport?: ExportImplementation<Row, A>['record'];
}

/**
 * Registers the reads of a collection whose entities have no relations: `GET url`, a page by
 * Strapi's query parameters; `GET url/:id`, one entity (404 when there is none) with the fields
 * chosen; and `GET url/export`, the list's matching rows as CSV.
 */
export function registerCollectionReads<
  C extends {
    list: ListContract;
    get: ListContract & { params: typeof idParams };
    export: ExportRoute;
  },
  Row,
>(
  app: FastifyInstance,
  contracts: C,
  implementation: CollectionReadsImplementation<Row, ListAttributes<C['list']>>,
) {
  const { spec, fetch, find, toEntity, exportSort, recordExport } = implementation;
  registerListRoute<C['list'], Row>(app, contracts.list, {
    spec,
    fetch,
    toEntities: (rows) => rows.map(toEntity),
  });
  registerEntryRoute<EntryContract & { params: typeof idParams }, Row>(app, contracts.get, {
    spec,
    row: (request) => find(app.db, request.params.id),
    toEntity,
  });
  registerExportRoute(app, contracts.export, {
    spec,
    toEntity,
    defaultSort: exportSort,
    record: recordExport,
  });
}
