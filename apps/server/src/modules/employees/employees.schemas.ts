import type { Selectable } from 'kysely';
import type { EmployeeAttributes } from '@app/shared/employee';
import type { EmployeesTable } from '../../db/schema';
import type { ListSpec } from '../../http/strapi-query';
import { toEntity } from '../../http/strapi-response';
import { toMediaEntity } from '../files/media-entity';
import type { FileRow } from '../files/stored-file';

export type EmployeeRow = Selectable<EmployeesTable>;

export const EMPLOYEES_OPENAPI_TAG = 'Testimonials';
export const PHOTO_RELATION = 'photo';
export const EMPLOYEE_RELATIONS = [PHOTO_RELATION] as const;

/** What `GET /api/employees` may filter and sort on. */
export const EMPLOYEES_LIST_SPEC: ListSpec = {
  filters: { name: { column: 'name', type: 'string', operators: ['$eq', '$containsi'] } },
  sortable: { name: 'name', createdAt: 'created_at', id: 'id' },
  relations: EMPLOYEE_RELATIONS,
};

/** A testimonial; `photo` is present when populated, `{data: null}` without one. */
export function toEmployeeEntity(row: EmployeeRow, photo?: FileRow | null) {
  const attributes: EmployeeAttributes = {
    name: row.name,
    message: row.message,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (photo !== undefined) attributes.photo = { data: photo ? toMediaEntity(photo) : null };
  return toEntity(row.id, attributes);
}
