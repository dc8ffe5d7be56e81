import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  EMPLOYEE_LIST_FIELDS,
  type employeeCreateSchema,
  type employeeUpdateSchema,
} from '@app/shared/employee';
import type { Db } from '../../db/database';
import type { EmployeesTable } from '../../db/schema';
import { fetchPage, type ListPage, type RelatedRows } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { attachMedia, loadOwnerFiles, mediaRelation } from '../files/files.repository';
import { createWithMedia, deleteWithMedia, updateWithMedia } from '../files/media-entry-writes';
import { auditedFileName, type FileRow, type MediaChange } from '../files/stored-file';

export type EmployeeRow = Selectable<EmployeesTable>;
type EmployeeCreate = z.output<typeof employeeCreateSchema>;
type EmployeeUpdate = z.output<typeof employeeUpdateSchema>;

/** A changed testimonial and the photo it no longer uses, whose stored bytes are to be removed. */
export type EmployeeChange = MediaChange<EmployeeRow>;

/** The columns behind the fields `GET /api/employees` filters and sorts by. */
export const EMPLOYEES_LIST_SPEC = listSpec(
  EMPLOYEE_LIST_FIELDS,
  'employees',
  { id: 'id', name: 'name', message: 'message', createdAt: 'created_at', updatedAt: 'updated_at' },
  { photo: mediaRelation('employee', 'photo') },
);

export async function listEmployees(
  db: Db,
  query: ListQuery,
  related?: RelatedRows,
): Promise<ListPage<EmployeeRow>> {
  return fetchPage<EmployeeRow>(db, 'employees', query, related);
}

export function findEmployee(db: Db, id: number): Promise<EmployeeRow | undefined> {
  return db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A testimonial's fields by their API names, its photo as `name (#id)`, for the audit trail. */
async function auditedEmployee(trx: Db, row: EmployeeRow): Promise<AuditSnapshot> {
  const [photo] = await loadOwnerFiles(trx, 'employee', row.id, 'photo');
  return {
    name: row.name,
    message: row.message,
    photo: photo ? auditedFileName(photo) : null,
  };
}

function setPhoto(trx: Db, id: number, photo: number | null): Promise<FileRow[]> {
  return attachMedia(
    trx,
    { type: 'employee', id, field: 'photo' },
    photo === null ? [] : [photo],
    'image',
  );
}

export function createEmployee(
  db: Db,
  input: EmployeeCreate,
  actor: AuditActor,
): Promise<EmployeeChange> {
  return createWithMedia(db, 'employees', {
    actor,
    entityType: 'employee',
    audited: auditedEmployee,
    values: async () => ({ name: input.name, message: input.message }),
    setMedia: (trx, id) => setPhoto(trx, id, input.photo),
  });
}

/** Changes the fields sent (`photo: null` removes the photo). Undefined when there is no such testimonial. */
export function updateEmployee(
  db: Db,
  id: number,
  changes: EmployeeUpdate,
  actor: AuditActor,
): Promise<EmployeeChange | undefined> {
  return updateWithMedia(db, 'employees', id, {
    actor,
    entityType: 'employee',
    audited: auditedEmployee,
    values: {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.message !== undefined ? { message: changes.message } : {}),
    },
    setMedia: async (trx) => (changes.photo !== undefined ? setPhoto(trx, id, changes.photo) : []),
  });
}

/** Deletes a testimonial with its photo; returns both, so the answer can show what was deleted. */
export function deleteEmployee(db: Db, id: number, actor: AuditActor) {
  return deleteWithMedia(db, 'employees', id, {
    actor,
    entityType: 'employee',
    ownerType: 'employee',
    audited: auditedEmployee,
  });
}
