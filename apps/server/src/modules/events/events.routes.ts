import type { FastifyInstance } from 'fastify';
import { eventAttributesSchema, eventCreateSchema, eventUpdateSchema } from '@app/shared/event';
import { registerMediaEntityRoutes } from '../files/media-entity-routes';
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

/** Events of the Culture page: anyone reads them, Staff write them. */
export default async function eventsRoutes(app: FastifyInstance) {
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

  registerMediaEntityRoutes(app, {
    url: '/api/events',
    list: {
      spec: EVENTS_LIST_SPEC,
      attributes: eventAttributesSchema,
      schema: { tags: [EVENTS_OPENAPI_TAG], summary: 'List events (newest first unless sorted)' },
      fetch: listEvents,
    },
    relations: EVENT_MEDIA_FIELDS,
    schemas: {
      attributes: eventAttributesSchema,
      create: eventCreateSchema,
      update: eventUpdateSchema,
    },
    summaries: {
      get: 'Get an event',
      create: 'Create an event with uploaded images and videos (Staff)',
      update: 'Change an event; media lists sent replace the stored ones, in order (Staff)',
      delete: 'Delete an event and its media (Staff)',
    },
    readHeaders: { 'cache-control': CULTURE_PAGE_CACHE_CONTROL },
    find: findEvent,
    create: createEvent,
    update: updateEvent,
    async remove(db, id, actor, populate) {
      const deleted = await deleteEvent(db, id, actor);
      if (!deleted) return undefined;
      const media = populate.size > 0 ? { files: deleted.files, fields: populate } : undefined;
      return { entity: toEventEntity(deleted.row, media), removedFiles: deleted.files };
    },
    toEntities,
  });
}
