import type { FastifyInstance } from 'fastify';
import { registerExportRoute } from '../../http/export-route';
import type { Populate } from '../../http/strapi-query';
import { employeeRoutes } from '@app/shared/employee';
import { CULTURE_PAGE_CACHE_CONTROL } from '../events/culture-page-cache';
import { registerMediaEntityRoutes } from '../files/media-entity-routes';
import { toEmployeeEntity } from './employees.mapper';
import {
  EMPLOYEES_LIST_SPEC,
  createEmployee,
  deleteEmployee,
  findEmployee,
  listEmployees,
  loadEmployeePhotos,
  updateEmployee,
  type EmployeeRow,
} from './employees.repository';

/** Employee testimonials of the Culture page (`/api/employees`): anyone reads them, Staff write them. */
export default async function employeesRoutes(app: FastifyInstance) {
  /** Entities with their photos (one query for the whole page) when the query populates them. */
  async function toEntities(rows: EmployeeRow[], populate: Populate) {
    if (!populate.has('photo')) return rows.map((row) => toEmployeeEntity(row));
    const photos = await loadEmployeePhotos(
      app.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toEmployeeEntity(row, photos.get(row.id) ?? null));
  }

  registerMediaEntityRoutes(app, employeeRoutes, {
    spec: EMPLOYEES_LIST_SPEC,
    contentKind: 'testimonials',
    readHeaders: { 'cache-control': CULTURE_PAGE_CACHE_CONTROL },
    fetch: listEmployees,
    find: findEmployee,
    create: createEmployee,
    update: updateEmployee,
    async remove(db, id, actor, populate) {
      const deleted = await deleteEmployee(db, id, actor);
      if (!deleted) return undefined;
      const photo = populate.has('photo') ? deleted.photo : undefined;
      return {
        entity: toEmployeeEntity(deleted.row, photo),
        removedFiles: deleted.photo ? [deleted.photo] : [],
      };
    },
    toEntities,
  });
  registerExportRoute(app, employeeRoutes.export, {
    spec: EMPLOYEES_LIST_SPEC,
    toEntity: (row: EmployeeRow) => toEmployeeEntity(row),
  });
}
