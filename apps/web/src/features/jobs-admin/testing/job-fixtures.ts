import type { Job, JobAttributes } from '@app/shared/job';

/** A job as `GET /api/jobs` answers it: a published Engineering position unless told otherwise. */
export function jobEntity(id: number, title: string, overrides: Partial<JobAttributes> = {}): Job {
  const published = overrides.published ?? true;
  return {
    id,
    attributes: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      department: 'Engineering',
      location: 'Lahore, on site',
      employmentType: 'Full-time',
      summary: '',
      qualifications: [],
      responsibilities: [],
      perks: [],
      published,
      order: id,
      publishedAt: published ? '2025-06-01T10:00:00.000Z' : null,
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-01T10:00:00.000Z',
      ...overrides,
    },
  };
}
