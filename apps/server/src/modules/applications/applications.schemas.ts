import { z } from 'zod';
import { enumField, optionalText } from '@app/shared/fields';
import { fromMinorUnits } from '@app/shared/money';
import { mediaListFieldSchema } from '@app/shared/media';
import { APPLICATION_STATUSES, EXPERIENCE_LEVELS, POSITIONS } from '@app/shared/options';
import type { ListSpec } from '../../http/strapi-query';
import { relationMany, toEntity, type Entity } from '../../http/strapi-response';
import { toMediaEntity } from '../files/media-entity';
import type { FileRow } from '../files/stored-file';
import type { ApplicationRow } from './applications.repository';

export const APPLICATIONS_OPENAPI_TAG = 'Applications';
export const RESUME_RELATION = 'resume';

/** Free text Staff may clear: blank is stored as null, as a field never filled in. */
function clearableText(label: string, maxLength: number) {
  return optionalText(label, maxLength)
    .nullable()
    .transform((text) => (text ? text : null));
}

/** `PUT /api/carrers/:id`: Staff change the status, the interview time or the remarks. */
export const applicationUpdateSchema = z
  .strictObject({
    applicationStatus: enumField('Application status', APPLICATION_STATUSES).optional(),
    interviewTime: clearableText('Interview time', 200).optional(),
    remarks: clearableText('Remarks', 5000).optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, {
    error: 'Send applicationStatus, interviewTime or remarks.',

    // Only when the fields themselves passed: an unknown field is reason enough.
    when: (payload) => payload.issues.length === 0,
  });
export type ApplicationUpdate = z.output<typeof applicationUpdateSchema>;

/** What `GET /api/carrers` may filter and sort on; each maps to an indexed column. */
export const APPLICATIONS_LIST_SPEC: ListSpec = {
  filters: {
    position: { column: 'position', type: 'string', operators: ['$eq', '$in'] },
    startDate: { column: 'start_date', type: 'date', operators: ['$eq', '$gte', '$lte'] },
    applicationStatus: { column: 'application_status', type: 'string', operators: ['$eq', '$in'] },
    firstName: { column: 'first_name', type: 'string', operators: ['$containsi'] },
    lastName: { column: 'last_name', type: 'string', operators: ['$containsi'] },
    createdAt: { column: 'created_at', type: 'timestamp', operators: ['$gte', '$lte'] },
  },
  sortable: {
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'phone',
    position: 'position',
    experience: 'experience',
    startDate: 'start_date',
    salaryExpect: 'salary_expect',
    applicationStatus: 'application_status',
    interviewTime: 'interview_time',
    createdAt: 'created_at',
    id: 'id',
  },
  relations: [RESUME_RELATION],
};

export const applicationAttributesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  address: z.string(),
  phone: z.string(),
  startDate: z.string().describe('YYYY-MM-DD'),
  experience: z.enum(EXPERIENCE_LEVELS),
  salaryExpect: z.number().describe('PKR, at most 2 decimals'),
  position: z.enum(POSITIONS),
  coverLetter: z.string(),
  consent: z.boolean(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  interviewTime: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resume: mediaListFieldSchema
    .optional()
    .describe("With populate=resume or *; a private file's url is the Staff download route"),
});
export type ApplicationAttributes = z.infer<typeof applicationAttributesSchema>;

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
    ...(resume ? { resume: relationMany(resume.map(toMediaEntity)) } : {}),
  });
}
