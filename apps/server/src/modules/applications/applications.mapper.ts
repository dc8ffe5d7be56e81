import type { ApplicationAttributes } from '@app/shared/application';
import { fromMinorUnits } from '@app/shared/money';
import { relationMany, toEntity, type Entity } from '../../http/strapi-response';
import { toMediaEntity } from '../files/files.mapper';
import type { FileRow } from '../files/stored-file';
import type { ApplicationRow } from './applications.repository';

/**
 * An application as Strapi answers it (strapi-examples/carrers-populate-all.GET.json); `resume`
 * only when populated, its private file's url being the Staff-only download route.
 */
export function toApplicationEntity(
  row: ApplicationRow,
  resume?: readonly FileRow[],
): Entity<ApplicationAttributes> {
  return toEntity(row.id, {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    address: row.address,
    phone: row.phone,
    startDate: row.start_date,
    experience: row.experience,
    salaryExpect: fromMinorUnits(row.salary_expect),
    position: row.position,
    coverLetter: row.cover_letter,
    consent: Boolean(row.consent),
    applicationStatus: row.application_status,
    interviewTime: row.interview_time,
    remarks: row.remarks,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusChangedAt: row.status_changed_at,
    ...(resume ? { resume: relationMany(resume.map(toMediaEntity)) } : {}),
  });
}
