import type { FastifyInstance } from 'fastify';
import { serviceRoutes } from '@app/shared/service';
import { registerRoute } from '../../http/contract-route';
import { notFound } from '../../http/errors';
import { registerExportRoute } from '../../http/export-route';
import { registerCollectionReads } from '../../http/list-route';
import { entryQuerystring } from '../../http/query-schemas';
import { single } from '../../http/strapi-response';
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
  registerExportRoute(app, serviceRoutes.export, {
    spec: SERVICES_LIST_SPEC,
    toEntity: toServiceEntity,
  });

  registerRoute(app, serviceRoutes.create, {
    querystring: entryQuerystring(serviceRoutes.create.querystring, SERVICES_LIST_SPEC),
    handler: async (request) =>
      single(
        toServiceEntity(await createService(app.db, request.body.data, actorOf(request))),
        request.query,
      ),
  });

  registerRoute(app, serviceRoutes.update, {
    querystring: entryQuerystring(serviceRoutes.update.querystring, SERVICES_LIST_SPEC),
    handler: async (request) => {
      const row = await updateService(
        app.db,
        request.params.id,
        request.body.data,
        actorOf(request),
      );
      if (!row) throw notFound();
      return single(toServiceEntity(row), request.query);
    },
  });

  registerRoute(app, serviceRoutes.delete, {
    querystring: entryQuerystring(serviceRoutes.delete.querystring, SERVICES_LIST_SPEC),
    handler: async (request) => {
      const row = await deleteService(app.db, request.params.id, actorOf(request));
      if (!row) throw notFound();
      return single(toServiceEntity(row), request.query);
    },
  });
}
