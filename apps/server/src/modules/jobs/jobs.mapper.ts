import type { Selectable } from 'kysely';
import type { Job } from '@app/shared/job';
import type { JobsTable } from '../../db/schema';
import { toEntity } from '../../http/strapi-response';

/** A job as the database holds it; the lists are JSON text. */
export type JobRow = Selectable<JobsTable>;

const textList = (json: string) => JSON.parse(json) as string[];

/** A job as the API answers it and the public pages show it. */
export function toJobEntity(row: JobRow): Job {
  return toEntity(row.id, {
    title: row.title,
    slug: row.slug,
    department: row.department,
    location: row.location,
    employmentType: row.employment_type,
    summary: row.summary,
    qualifications: textList(row.qualifications),
    responsibilities: textList(row.responsibilities),
    perks: textList(row.perks),
    published: row.published === 1,
    order: row.display_order,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
