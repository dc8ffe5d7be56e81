import type { FastifyInstance } from 'fastify';
import { serviceRoutes } from '@app/shared/service';
import { registerEntryRoute } from '../../http/entry-route';
import { registerCollectionReads } from '../../http/list-route';
import { actorOf } from '../audit/audit-entry';
import { toServiceEntity } from './services.mapper';
import {
  SERVICES_LIST_SPEC,
  createService,
  deleteService,
  findService,
  listServices,
  updateService,
} from './services.repository';

/** The price list (Staff only): `/api/services` in Strapi's wire format. */
export default async function servicesRoutes(app: FastifyInstance) {
  registerCollectionReads(app, serviceRoutes, {
    spec: SERVICES_LIST_SPEC,
    fetch: listServices,
    find: findService,
    toEntity: toServiceEntity,
  });

  /** What every write of one service answers: the service, its fields as the query chose them. */
  const serviceEntry = { spec: SERVICES_LIST_SPEC, toEntity: toServiceEntity };
  registerEntryRoute(app, serviceRoutes.create, {
    ...serviceEntry,
    row: (request) => createService(app.db, request.body.data, actorOf(request)),
  });
  registerEntryRoute(app, serviceRoutes.update, {
    ...serviceEntry,
    row: (request) => updateService(app.db, request.params.id, request.body.data, actorOf(request)),
  });
  registerEntryRoute(app, serviceRoutes.delete, {
    ...serviceEntry,
    row: (request) => deleteService(app.db, request.params.id, actorOf(request)),
  });
}
