import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { registerListRoute, type ListRoute } from '../../http/list-route';
import { parsePopulate } from '../../http/strapi-query';
import { single, type Entity } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { actorOf, type AuditActor } from '../audit/audit-entry';
import {
  dataBody,
  errorResponse,
  idParams,
  populateQuery,
  singleResponse,
} from '../openapi/route-docs';
import { removeStoredFiles, type FileRow, type MediaChange } from './stored-file';

export interface MediaEntityResource<Row, Create, Update> {
  /** The collection's path, e.g. `/api/events`. */
  url: string;
  list: Omit<ListRoute<Row>, 'url' | 'preHandler' | 'toEntities' | 'headers'>;
  /** The relations `populate` may name (the entity's media fields). */
  relations: readonly string[];
  schemas: { attributes: z.ZodType; create: z.ZodType<Create>; update: z.ZodType<Update> };
  summaries: { get: string; create: string; update: string; delete: string };
  /** Headers of the public reads (the Culture page's cache lifetime). */
  readHeaders: Record<string, string>;
  find: (db: Db, id: number) => Promise<Row | undefined>;
  create: (db: Db, input: Create, actor: AuditActor) => Promise<MediaChange<Row>>;
  update: (
    db: Db,
    id: number,
    changes: Update,
    actor: AuditActor,
  ) => Promise<MediaChange<Row> | undefined>;
  /** Deletes the row and its media; answers the entity as it was, with its media when populated. */
  remove: (
    db: Db,
    id: number,
    actor: AuditActor,
    populate: Set<string>,
  ) => Promise<{ entity: Entity<unknown>; removedFiles: FileRow[] } | undefined>;
  /** The entities of rows, with their media (one query for them all) when populated. */
  toEntities: (rows: Row[], populate: Set<string>) => Promise<Entity<unknown>[]>;
}

/**
 * The routes of a Culture page collection with uploaded media (events, testimonials): anyone
 * lists and reads it, Staff create, change and delete entries. Files an entry no longer uses are
 * removed from storage after the change is committed.
 */
export function registerMediaEntityRoutes<Row, Create, Update>(
  app: FastifyInstance,
  resource: MediaEntityResource<Row, Create, Update>,
): void {
  const staffOnly = requireRole('Staff');
  const { tags } = resource.list.schema;
  const entityResponse = singleResponse(resource.schemas.attributes);
  const populateDocs = populateQuery(resource.relations);
  const itemUrl = `${resource.url}/:id`;
  const idOf = (params: unknown) => parseEntityId((params as { id: string }).id);
  const populateOf = (query: unknown) => parsePopulate(query, resource.relations);
  const oneEntity = async (row: Row, populate: Set<string>) =>
    single((await resource.toEntities([row], populate))[0]!);

  registerListRoute(app, {
    ...resource.list,
    url: resource.url,
    headers: resource.readHeaders,
    toEntities: (rows, query) => resource.toEntities(rows, query.populate),
  });

  app.get(
    itemUrl,
    {
      config: {
        openapi: {
          params: idParams,
          querystring: populateDocs,
          response: { 200: entityResponse, 404: errorResponse },
        },
      },
      schema: { tags, summary: resource.summaries.get },
    },
    async (request, reply) => {
      const id = idOf(request.params);
      const populate = populateOf(request.query);
      const row = await resource.find(app.db, id);
      if (!row) throw notFound();
      reply.headers(resource.readHeaders);
      return oneEntity(row, populate);
    },
  );

  app.post(
    resource.url,
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          body: dataBody(resource.schemas.create),
          querystring: populateDocs,
          response: { 200: entityResponse, 400: errorResponse, 403: errorResponse },
        },
      },
      schema: { tags, summary: resource.summaries.create },
    },
    async (request, reply) => {
      const populate = populateOf(request.query);
      const input = parseDataBody(resource.schemas.create, request.body);
      const { row, removedFiles } = await resource.create(app.db, input, actorOf(request));
      await removeStoredFiles(app.fileStorage, removedFiles, reply.log);
      return oneEntity(row, populate);
    },
  );

  app.put(
    itemUrl,
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          body: dataBody(resource.schemas.update),
          querystring: populateDocs,
          response: {
            200: entityResponse,
            400: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      schema: { tags, summary: resource.summaries.update },
    },
    async (request, reply) => {
      const id = idOf(request.params);
      const populate = populateOf(request.query);
      const changes = parseDataBody(resource.schemas.update, request.body);
      const changed = await resource.update(app.db, id, changes, actorOf(request));
      if (!changed) throw notFound();
      await removeStoredFiles(app.fileStorage, changed.removedFiles, reply.log);
      return oneEntity(changed.row, populate);
    },
  );

  app.delete(
    itemUrl,
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          querystring: populateDocs,
          response: { 200: entityResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      schema: { tags, summary: resource.summaries.delete },
    },
    async (request, reply) => {
      const id = idOf(request.params);
      const populate = populateOf(request.query);
      const deleted = await resource.remove(app.db, id, actorOf(request), populate);
      if (!deleted) throw notFound();
      await removeStoredFiles(app.fileStorage, deleted.removedFiles, reply.log);
      return single(deleted.entity);
    },
  );
}
