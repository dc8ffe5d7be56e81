import type { FastifyInstance } from 'fastify';
import { registerExportRoute } from '../../http/export-route';
import type { Populate } from '../../http/strapi-query';
import { eventRoutes } from '@app/shared/event';
import { registerMediaEntityRoutes } from '../files/media-entity-routes';
import { CULTURE_PAGE_CACHE_CONTROL } from './culture-page-cache';
import { toEventEntity } from './events.mapper';
import {
  DEFAULT_SORT,
  EVENTS_LIST_SPEC,
  createEvent,
  deleteEvent,
  findEvent,
  listEvents,
  loadEventMedia,
  updateEvent,
  type EventRow,
} from './events.repository';

/** Events of the Culture page: anyone reads them, Staff write them. */
export default async function eventsRoutes(app: FastifyInstance) {
  /** Entities with their media (one query for the whole page) when the query populates them. */
  async function toEntities(rows: EventRow[], populate: Populate) {
    if (populate.size === 0) return rows.map((row) => toEventEntity(row));
    const media = await loadEventMedia(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toEventEntity(row, { files: media.get(row.id) ?? [], fields: populate }),
    );
  }

  registerMediaEntityRoutes(app, eventRoutes, {
    spec: EVENTS_LIST_SPEC,
    contentKind: 'events',
    readHeaders: { 'cache-control': CULTURE_PAGE_CACHE_CONTROL },
    fetch: listEvents,
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
  registerExportRoute(app, eventRoutes.export, {
    spec: EVENTS_LIST_SPEC,
    defaultSort: DEFAULT_SORT,
    toEntity: (row: EventRow) => toEventEntity(row),
  });
}
