import type { FastifyInstance, FastifyReply } from 'fastify';
import { eventAttributesSchema, eventCreateSchema, eventUpdateSchema } from '@app/shared/event';
import { notFound } from '../../http/errors';
import { parsePopulate } from '../../http/strapi-query';
import { registerListRoute } from '../../http/list-route';
import { single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { actorOf } from '../audit/audit-entry';
import { removeStoredFiles, type FileRow } from '../files/stored-file';
import {
  dataBody,
  errorResponse,
  idParams,
  populateQuery,
  singleResponse,
} from '../openapi/route-docs';
import { CULTURE_PAGE_CACHE_CONTROL } from './culture-page-cache';
import {
  createEvent,
  deleteEvent,
  findEvent,
  listEvents,
  loadEventMedia,
  updateEvent,
} from './events.repository';
import {
  EVENT_MEDIA_FIELDS,
  EVENTS_LIST_SPEC,
  EVENTS_OPENAPI_TAG,
  toEventEntity,
  type EventRow,
} from './events.schemas';

const eventResponse = singleResponse(eventAttributesSchema);

/** Events of the Culture page: anyone reads them, Staff write them. */
export default async function eventsRoutes(app: FastifyInstance) {
  const tags = [EVENTS_OPENAPI_TAG];
  const staffOnly = requireRole('Staff');

  /** Entities with their media (one query for the whole page) when the query populates them. */
  async function toEntities(rows: EventRow[], populate: Set<string>) {
    if (populate.size === 0) return rows.map((row) => toEventEntity(row));
    const media = await loadEventMedia(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toEventEntity(row, { files: media.get(row.id) ?? [], fields: populate }),
    );
  }

  const removeDroppedFiles = (reply: FastifyReply, files: FileRow[]) =>
    removeStoredFiles(app.fileStorage, files, reply.log);

  registerListRoute(app, {
    url: '/api/events',
    spec: EVENTS_LIST_SPEC,
    attributes: eventAttributesSchema,
    schema: { tags, summary: 'List events (newest first unless sorted)' },
    headers: { 'cache-control': CULTURE_PAGE_CACHE_CONTROL },
    fetch: listEvents,
    toEntities: (rows, query) => toEntities(rows, query.populate),
  });

  app.get(
    '/api/events/:id',
    {
      config: {
        openapi: {
          params: idParams,
          querystring: populateQuery(EVENT_MEDIA_FIELDS),
          response: { 200: eventResponse, 404: errorResponse },
        },
      },
      schema: { tags, summary: 'Get an event' },
    },
    async (request, reply) => {
      const id = parseEntityId((request.params as { id: string }).id);
      const populate = parsePopulate(request.query, EVENT_MEDIA_FIELDS);
      const row = await findEvent(app.db, id);
      if (!row) throw notFound();
      reply.header('cache-control', CULTURE_PAGE_CACHE_CONTROL);
      return single((await toEntities([row], populate))[0]!);
    },
  );

  app.post(
    '/api/events',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          body: dataBody(eventCreateSchema),
          querystring: populateQuery(EVENT_MEDIA_FIELDS),
          response: { 200: eventResponse, 400: errorResponse, 403: errorResponse },
        },
      },
      schema: { tags, summary: 'Create an event with uploaded images and videos (Staff)' },
    },
    async (request, reply) => {
      const populate = parsePopulate(request.query, EVENT_MEDIA_FIELDS);
      const input = parseDataBody(eventCreateSchema, request.body);
      const { row, removedFiles } = await createEvent(app.db, input, actorOf(request));
      await removeDroppedFiles(reply, removedFiles);
      return single((await toEntities([row], populate))[0]!);
    },
  );

  app.put(
    '/api/events/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          body: dataBody(eventUpdateSchema),
          querystring: populateQuery(EVENT_MEDIA_FIELDS),
          response: {
            200: eventResponse,
            400: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      schema: {
        tags,
        summary: 'Change an event; media lists sent replace the stored ones, in order (Staff)',
      },
    },
    async (request, reply) => {
      const id = parseEntityId((request.params as { id: string }).id);
      const populate = parsePopulate(request.query, EVENT_MEDIA_FIELDS);
      const changes = parseDataBody(eventUpdateSchema, request.body);
      const changed = await updateEvent(app.db, id, changes, actorOf(request));
      if (!changed) throw notFound();
      await removeDroppedFiles(reply, changed.removedFiles);
      return single((await toEntities([changed.row], populate))[0]!);
    },
  );

  app.delete(
    '/api/events/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          querystring: populateQuery(EVENT_MEDIA_FIELDS),
          response: { 200: eventResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      schema: { tags, summary: 'Delete an event and its media (Staff)' },
    },
    async (request, reply) => {
      const id = parseEntityId((request.params as { id: string }).id);
      const populate = parsePopulate(request.query, EVENT_MEDIA_FIELDS);
      const deleted = await deleteEvent(app.db, id, actorOf(request));
      if (!deleted) throw notFound();
      await removeDroppedFiles(reply, deleted.files);
      return single(
        toEventEntity(
          deleted.row,
          populate.size > 0 ? { files: deleted.files, fields: populate } : undefined,
        ),
      );
    },
  );
}
