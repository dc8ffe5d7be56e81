import { erasureCountsSchema, type PersonalDataPreview } from '@app/shared/data-protection';
import type { AuditLogRow } from '../audit/audit.repository';
import type { PersonalDataFound } from './personal-data.repository';

type Erasure = PersonalDataPreview['erasures'][number];

/** An earlier erasure of the same e-mail, from its audit entry: who, when and the counts. */
function toErasure(row: AuditLogRow): Erasure {
  return {
    createdAt: row.created_at,
    username: row.username,
    counts: erasureCountsSchema.parse(JSON.parse(row.details)),
  };
}

/** The erasure preview: what erasing the e-mail's data would delete, and its earlier erasures. */
export function toPersonalDataPreview(
  email: string,
  found: PersonalDataFound,
  erasures: readonly AuditLogRow[],
): PersonalDataPreview {
  return {
    email,
    counts: found.counts,
    applications: found.applications.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      position: row.position,
      applicationStatus: row.application_status,
      files: row.files,
      createdAt: row.created_at,
    })),
    contacts: found.contacts.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      topic: row.topic,
      subject: row.subject,
      createdAt: row.created_at,
    })),
    erasures: erasures.map(toErasure),
  };
}
