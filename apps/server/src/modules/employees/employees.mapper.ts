import type { EmployeeAttributes } from '@app/shared/employee';
import { toEntity, type Entity } from '../../http/strapi-response';
import { singleMediaField } from '../files/files.mapper';
import type { FileRow } from '../files/stored-file';
import type { EmployeeRow } from './employees.repository';

/** A testimonial; `photo` is present when populated (`photo` given), `{data: null}` without one. */
export function toEmployeeEntity(
  row: EmployeeRow,
  photo?: FileRow | null,
): Entity<EmployeeAttributes> {
  const attributes: EmployeeAttributes = {
    name: row.name,
    message: row.message,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (photo !== undefined) attributes.photo = singleMediaField(photo);
  return toEntity(row.id, attributes);
}
