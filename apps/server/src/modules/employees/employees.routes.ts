import type { FastifyInstance } from 'fastify';
import {
  employeeAttributesSchema,
  employeeCreateSchema,
  employeeUpdateSchema,
} from '@app/shared/employee';
import { notFound } from '../../http/errors';
import { parsePopulate } from '../../http/strapi-query';
import { registerListRoute } from '../../http/list-route';
import { single } from '../../http/strapi-response';
import { parseDataBody, parseEntityId } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { actorOf } from '../audit/audit-entry';
import { CULTURE_PAGE_CACHE_CONTROL } from '../events/culture-page-cache';
import { removeStoredFiles } from '../files/stored-file';
import {
  dataBody,
  errorResponse,
  idParams,
  populateQuery,
  singleResponse,
} from '../openapi/route-docs';
import {
  createEmployee,
  deleteEmployee,
  findEmployee,
  listEmployees,
  loadEmployeePhotos,
  updateEmployee,
} from './employees.repository';
import {
  EMPLOYEE_RELATIONS,
  EMPLOYEES_LIST_SPEC,
  EMPLOYEES_OPENAPI_TAG,
  PHOTO_RELATION,
  toEmployeeEntity,
  type EmployeeRow,
} from './employees.schemas';

const employeeResponse = singleResponse(employeeAttributesSchema);

/** Employee testimonials of the Culture page (`/api/employees`): anyone reads them, Staff write them. */
export default async function employeesRoutes(app: FastifyInstance) {
  const tags = [EMPLOYEES_OPENAPI_TAG];
  const staffOnly = requireRole('Staff');

  /** Entities with their photos (one query for the whole page) when the query populates them. */
  async function toEntities(rows: EmployeeRow[], populate: Set<string>) {
    if (!populate.has(PHOTO_RELATION)) return rows.map((row) => toEmployeeEntity(row));
    const photos = await loadEmployeePhotos(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toEmployeeEntity(row, photos.get(row.id) ?? null));
  }

  registerListRoute(app, {
    url: '/api/employees',
    spec: EMPLOYEES_LIST_SPEC,
    attributes: employeeAttributesSchema,
    schema: { tags, summary: 'List employee testimonials' },
    headers: { 'cache-control': CULTURE_PAGE_CACHE_CONTROL },
    fetch: listEmployees,
    toEntities: (rows, query) => toEntities(rows, query.populate),
  });

  app.get(
    '/api/employees/:id',
    {
      config: {
        openapi: {
          params: idParams,
          querystring: populateQuery(EMPLOYEE_RELATIONS),
          response: { 200: employeeResponse, 404: errorResponse },
        },
      },
      schema: { tags, summary: 'Get an employee testimonial' },
    },
    async (request, reply) => {
      const id = parseEntityId((request.params as { id: string }).id);
      const populate = parsePopulate(request.query, EMPLOYEE_RELATIONS);
      const row = await findEmployee(app.db, id);
      if (!row) throw notFound();
      reply.header('cache-control', CULTURE_PAGE_CACHE_CONTROL);
      return single((await toEntities([row], populate))[0]!);
    },
  );

  app.post(
    '/api/employees',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          body: dataBody(employeeCreateSchema),
          querystring: populateQuery(EMPLOYEE_RELATIONS),
          response: { 200: employeeResponse, 400: errorResponse, 403: errorResponse },
        },
      },
      schema: { tags, summary: 'Create an employee testimonial with an uploaded photo (Staff)' },
    },
    async (request, reply) => {
      const populate = parsePopulate(request.query, EMPLOYEE_RELATIONS);
      const input = parseDataBody(employeeCreateSchema, request.body);
      const { row, removedFiles } = await createEmployee(app.db, input, actorOf(request));
      await removeStoredFiles(app.fileStorage, removedFiles, reply.log);
      return single((await toEntities([row], populate))[0]!);
    },
  );

  app.put(
    '/api/employees/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          body: dataBody(employeeUpdateSchema),
          querystring: populateQuery(EMPLOYEE_RELATIONS),
          response: {
            200: employeeResponse,
            400: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      schema: {
        tags,
        summary: 'Change an employee testimonial; photo null removes the photo (Staff)',
      },
    },
    async (request, reply) => {
      const id = parseEntityId((request.params as { id: string }).id);
      const populate = parsePopulate(request.query, EMPLOYEE_RELATIONS);
      const changes = parseDataBody(employeeUpdateSchema, request.body);
      const changed = await updateEmployee(app.db, id, changes, actorOf(request));
      if (!changed) throw notFound();
      await removeStoredFiles(app.fileStorage, changed.removedFiles, reply.log);
      return single((await toEntities([changed.row], populate))[0]!);
    },
  );

  app.delete(
    '/api/employees/:id',
    {
      preHandler: staffOnly,
      config: {
        openapi: {
          params: idParams,
          querystring: populateQuery(EMPLOYEE_RELATIONS),
          response: { 200: employeeResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      schema: { tags, summary: 'Delete an employee testimonial and its photo (Staff)' },
    },
    async (request, reply) => {
      const id = parseEntityId((request.params as { id: string }).id);
      const populate = parsePopulate(request.query, EMPLOYEE_RELATIONS);
      const deleted = await deleteEmployee(app.db, id, actorOf(request));
      if (!deleted) throw notFound();
      await removeStoredFiles(app.fileStorage, deleted.photo ? [deleted.photo] : [], reply.log);
      return single(
        toEmployeeEntity(deleted.row, populate.has(PHOTO_RELATION) ? deleted.photo : undefined),
      );
    },
  );
}
