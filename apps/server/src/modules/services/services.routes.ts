import type { FastifyInstance } from 'fastify';
import {
  serviceAttributesSchema,
  serviceCreateSchema,
  serviceUpdateSchema,
} from '@app/shared/service';
import { notFound } from '../../http/errors';
import { parsePopulate } from '../../http/strapi-query';
import { registerListRoute } from '../../http/list-route';
import { single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { actorOf } from '../audit/audit-entry';
import { dataBody, errorResponse, idParams, singleResponse } from '../openapi/route-docs';
import {
  createService,
  deleteService,
  findService,
  listServices,
  toServiceEntity,
  updateService,
} from './services.repository';
import { SERVICES_LIST_SPEC, SERVICES_OPENAPI_TAG } from './services.schemas';

/** The price list (Staff only): `/api/services` in Strapi's wire format. */
export default async function servicesRoutes(app: FastifyInstance) {
  const staffOnly = requireRole('Staff');
  const tags = [SERVICES_OPENAPI_TAG];
  const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
  const single200 = {
    200: singleResponse(serviceAttributesSchema),
    ...refused,
    404: errorResponse,
  };

  registerListRoute(app, {
    url: '/api/services',
    spec: SERVICES_LIST_SPEC,
    attributes: serviceAttributesSchema,
    preHandler: staffOnly,
    schema: { tags, summary: 'List the price list (Staff)' },
    fetch: listServices,
    toEntities: (rows) => rows.map(toServiceEntity),
  });

  app.get<{ Params: { id: string } }>(
    '/api/services/:id',
    {
      preHandler: staffOnly,
      config: { openapi: { params: idParams, response: single200 } },
      schema: { tags, summary: 'Get a service (Staff)' },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      parsePopulate(request.query, []);
      const row = await findService(app.db, id);
      if (!row) throw notFound();
      return single(toServiceEntity(row));
    },
  );

  app.post(
    '/api/services',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          body: dataBody(serviceCreateSchema),
          response: { 200: singleResponse(serviceAttributesSchema), ...refused },
        },
      },
      schema: { tags, summary: 'Add a service to the price list (Staff)' },
    },
    async (request) => {
      const data = parseDataBody(serviceCreateSchema, request.body);
      return single(toServiceEntity(await createService(app.db, data, actorOf(request))));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/services/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: { params: idParams, body: dataBody(serviceUpdateSchema), response: single200 },
      },
      schema: {
        tags,
        summary: 'Change any fields of a service (Staff); invoices keep their own copies',
      },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const data = parseDataBody(serviceUpdateSchema, request.body);
      const row = await updateService(app.db, id, data, actorOf(request));
      if (!row) throw notFound();
      return single(toServiceEntity(row));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/services/:id',
    {
      preHandler: staffOnly,
      config: { openapi: { params: idParams, response: single200 } },
      schema: { tags, summary: 'Delete a service (Staff); invoice lines copied from it stay' },
    },
    async (request) => {
      const id = parseEntityId(request.params.id);
      const row = await deleteService(app.db, id, actorOf(request));
      if (!row) throw notFound();
      return single(toServiceEntity(row));
    },
  );
}
