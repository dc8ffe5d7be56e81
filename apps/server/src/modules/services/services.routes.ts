import type { FastifyInstance } from 'fastify';
import { serviceCreateSchema, serviceUpdateSchema } from '@app/shared/service';
import { notFound } from '../../http/errors';
import { paginationMeta, parseListQuery, parsePopulate } from '../../http/strapi-query';
import { list, single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
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

  app.get('/api/services', { preHandler: staffOnly, schema: { tags, summary: 'List services' } }, async (request) => {
    const query = parseListQuery(request.query, SERVICES_LIST_SPEC);
    const { rows, total } = await listServices(app.db, query);
    return list(rows.map(toServiceEntity), paginationMeta(query, total));
  });

  app.get('/api/services/:id', { preHandler: staffOnly, schema: { tags, summary: 'Get a service' } }, async (request) => {
    const id = parseEntityId((request.params as { id: string }).id);
    parsePopulate(request.query, []);
    const row = await findService(app.db, id);
    if (!row) throw notFound();
    return single(toServiceEntity(row));
  });

  app.post('/api/services', { preHandler: staffOnly, schema: { tags, summary: 'Create a service' } }, async (request) => {
    const data = parseDataBody(serviceCreateSchema, request.body);
    return single(toServiceEntity(await createService(app.db, data)));
  });

  app.put('/api/services/:id', { preHandler: staffOnly, schema: { tags, summary: 'Change fields of a service' } }, async (request) => {
    const id = parseEntityId((request.params as { id: string }).id);
    const data = parseDataBody(serviceUpdateSchema, request.body);
    const row = await updateService(app.db, id, data);
    if (!row) throw notFound();
    return single(toServiceEntity(row));
  });

  app.delete('/api/services/:id', { preHandler: staffOnly, schema: { tags, summary: 'Delete a service' } }, async (request) => {
    const id = parseEntityId((request.params as { id: string }).id);
    const row = await deleteService(app.db, id);
    if (!row) throw notFound();
    return single(toServiceEntity(row));
  });
}
