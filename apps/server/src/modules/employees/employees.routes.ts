import type { FastifyInstance } from 'fastify';
import { registerExportRoute } from '../../http/export-route';
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
  updateEmployee,
  type EmployeeRow,
} from './employees.repository';

/** Employee testimonials of the Culture page (`/api/employees`): anyone reads them, Staff write them. */
export default async function employeesRoutes(app: FastifyInstance) {
  registerMediaEntityRoutes(app, employeeRoutes, {
    spec: EMPLOYEES_LIST_SPEC,
    contentKind: 'testimonials',
    readHeaders: { 'cache-control': CULTURE_PAGE_CACHE_CONTROL },
    ownerType: 'employee',
    fetch: listEmployees,
    find: findEmployee,
    create: createEmployee,
    update: updateEmployee,
    remove: deleteEmployee,
    toEntity: (row, files) => toEmployeeEntity(row, files && (files[0] ?? null)),
  });
  registerExportRoute(app, employeeRoutes.export, {
    spec: EMPLOYEES_LIST_SPEC,
    toEntity: (row: EmployeeRow) => toEmployeeEntity(row),
  });
}
