import type { FastifyInstance } from 'fastify';
import { registerExportRoute } from '../../http/export-route';
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
  updateEvent,
  type EventRow,
} from './events.repository';

/** Events of the Culture page: anyone reads them, Staff write them. */
export default async function eventsRoutes(app: FastifyInstance) {
  registerMediaEntityRoutes(app, eventRoutes, {
    spec: EVENTS_LIST_SPEC,
    contentKind: 'events',
    readHeaders: { 'cache-control': CULTURE_PAGE_CACHE_CONTROL },
    ownerType: 'event',
    fetch: listEvents,
    find: findEvent,
    create: createEvent,
    update: updateEvent,
    remove: deleteEvent,
    toEntity: (row, files, populate) => toEventEntity(row, files && { files, fields: populate }),
  });
  registerExportRoute(app, eventRoutes.export, {
    spec: EVENTS_LIST_SPEC,
    defaultSort: DEFAULT_SORT,
    toEntity: (row: EventRow) => toEventEntity(row),
  });
}
