import type { FastifyInstance } from 'fastify';
import {
  employeeAttributesSchema,
  employeeCreateSchema,
  employeeUpdateSchema,
} from '@app/shared/employee';
import { CULTURE_PAGE_CACHE_CONTROL } from '../events/culture-page-cache';
import { registerMediaEntityRoutes } from '../files/media-entity-routes';
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

/** Employee testimonials of the Culture page (`/api/employees`): anyone reads them, Staff write them. */
export default async function employeesRoutes(app: FastifyInstance) {
  /** Entities with their photos (one query for the whole page) when the query populates them. */
  async function toEntities(rows: EmployeeRow[], populate: Set<string>) {
    if (!populate.has(PHOTO_RELATION)) return rows.map((row) => toEmployeeEntity(row));
    const photos = await loadEmployeePhotos(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toEmployeeEntity(row, photos.get(row.id) ?? null));
  }

  registerMediaEntityRoutes(app, {
    url: '/api/employees',
    list: {
      spec: EMPLOYEES_LIST_SPEC,
      attributes: employeeAttributesSchema,
      schema: { tags: [EMPLOYEES_OPENAPI_TAG], summary: 'List employee testimonials' },
      fetch: listEmployees,
    },
    relations: EMPLOYEE_RELATIONS,
    schemas: {
      attributes: employeeAttributesSchema,
      create: employeeCreateSchema,
      update: employeeUpdateSchema,
    },
    summaries: {
      get: 'Get an employee testimonial',
      create: 'Create an employee testimonial with an uploaded photo (Staff)',
      update: 'Change an employee testimonial; photo null removes the photo (Staff)',
      delete: 'Delete an employee testimonial and its photo (Staff)',
    },
    readHeaders: { 'cache-control': CULTURE_PAGE_CACHE_CONTROL },
    find: findEmployee,
    create: createEmployee,
    update: updateEmployee,
    async remove(db, id, actor, populate) {
      const deleted = await deleteEmployee(db, id, actor);
      if (!deleted) return undefined;
      const photo = populate.has(PHOTO_RELATION) ? deleted.photo : undefined;
      return {
        entity: toEmployeeEntity(deleted.row, photo),
        removedFiles: deleted.photo ? [deleted.photo] : [],
      };
    },
    toEntities,
  });
}
