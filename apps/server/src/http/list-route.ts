import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponse, listQuery, listResponse } from '../modules/openapi/route-docs';
import { paginationMeta, type ListPage } from './list-page';
import { parseListQuery, type ListQuery, type ListSpec } from './strapi-query';
import { list, type Entity } from './strapi-response';

export interface ListRoute<Row> {
  url: string;
  spec: ListSpec;
  /** The attributes of each entity, for the OpenAPI document. */
  attributes: z.ZodType;
  /** The role check; a list without one is public. */
  preHandler?: preHandlerAsyncHookHandler;
  schema: { tags: string[]; summary: string; description?: string };
  /** Headers every answer carries (say, how long a public list may be cached). */
  headers?: Record<string, string>;
  fetch: (db: Db, query: ListQuery) => Promise<ListPage<Row>>;
  /** The page's entities; `query.populate` says which relations to include. */
  toEntities: (rows: Row[], query: ListQuery) => Entity<unknown>[] | Promise<Entity<unknown>[]>;
}

/**
 * `GET url`: one page of a resource in Strapi's list shape, filtered, sorted and paged by the
 * Strapi query parameters its spec allows (anything else is a 400).
 */
export function registerListRoute<Row>(app: FastifyInstance, route: ListRoute<Row>): void {
  const refused: Record<number, z.ZodType> = route.preHandler
    ? { 400: errorResponse, 401: errorResponse, 403: errorResponse }
    : { 400: errorResponse };
  app.get(
    route.url,
    {
      ...(route.preHandler ? { preHandler: route.preHandler } : {}),
      config: {
        openapi: {
          querystring: listQuery(route.spec),
          response: { 200: listResponse(route.attributes), ...refused },
        },
      },
      schema: route.schema,
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, route.spec);
      const page = await route.fetch(app.db, query);
      if (route.headers) reply.headers(route.headers);
      return list(await route.toEntities(page.rows, query), paginationMeta(query, page));
    },
  );
}
