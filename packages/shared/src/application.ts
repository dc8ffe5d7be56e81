import { z } from 'zod';
import { SALARY_MIN } from './constants';
import {
  dataBody,
  defineRoute,
  idParams,
  singleResponse,
  type ListFields,
  entryQuery,
  noQuery,
  collectionReads,
} from './contract';
import {
  emailField,
  enumField,
  isoDateField,
  optionalText,
  phoneField,
  requiredText,
} from './fields';
import { mediaListFieldSchema, MEDIA_ATTRIBUTE_TYPES } from './media';
import { MESSAGES } from './messages';
import { JOB_TITLE_MAX_LENGTH } from './job';
import { APPLICATION_STATUSES, EXPERIENCE_LEVELS } from './options';
import { exportRoute } from './list-export';

/** The fields a visitor fills in on the Apply form (SPEC.md section 5), without the resume. */
export const applicantFieldsSchema = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  address: requiredText('Address', 300),
  phone: phoneField,
  startDate: isoDateField('Start date'),
  experience: enumField('Experience', EXPERIENCE_LEVELS),
  salaryExpect: z
    .number({ error: 'Expected salary must be a number.' })
    .finite({ error: 'Expected salary must be a number.' })
    .min(SALARY_MIN, { error: MESSAGES.salaryMin })
    .max(1_000_000_000, { error: 'Expected salary is too large.' }),
  /** The title of a published job (checked by the server: the jobs change at run time). */
  position: requiredText('Position', JOB_TITLE_MAX_LENGTH),
  coverLetter: requiredText('Cover letter', 10_000),
  consent: z.literal(true, { error: MESSAGES.consentRequired }),
});

/** `POST /api/carrers`: the applicant's fields plus the id of the uploaded resume. */
export const applicationCreateSchema = applicantFieldsSchema.extend({
  resume: z
    .array(z.number({ error: MESSAGES.resumeRequired }).int().positive(), {
      error: MESSAGES.resumeRequired,
    })
    .length(1, { error: MESSAGES.resumeRequired }),
});
export type ApplicationCreateInput = z.infer<typeof applicationCreateSchema>;

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
export type ApplicationUpdateData = z.output<typeof applicationUpdateSchema>;

/** An application as the API answers it, inside `{id, attributes}`. */
export const applicationAttributesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  address: z.string(),
  phone: z.string(),
  startDate: z.string().describe('YYYY-MM-DD'),
  experience: z.enum(EXPERIENCE_LEVELS),
  salaryExpect: z.number().describe('PKR, at most 2 decimals'),
  /** The job's title when the application came in, kept when the job changes or closes. */
  position: z.string(),
  coverLetter: z.string(),
  consent: z.boolean(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  interviewTime: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().describe('When Staff last changed the status, interview time or remarks'),
  statusChangedAt: z
    .string()
    .describe('Since when the application has had its status (its arrival for one never changed)'),
  resume: mediaListFieldSchema
    .optional()
    .describe("With populate=resume or *; a private file's url is the Staff download route"),
});
export type ApplicationAttributes = z.infer<typeof applicationAttributesSchema>;

/** What `GET /api/carrers` may filter, sort and populate by. */
export const APPLICATION_LIST_FIELDS = {
  attributes: {
    id: 'id',
    firstName: 'string',
    lastName: 'string',
    email: 'string',
    address: 'string',
    phone: 'string',
    startDate: 'date',
    experience: 'string',
    salaryExpect: 'money',
    position: 'string',
    coverLetter: 'string',
    consent: 'boolean',
    applicationStatus: 'string',
    interviewTime: 'timestamp',
    remarks: 'string',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
    statusChangedAt: 'timestamp',
  },
  relations: { resume: MEDIA_ATTRIBUTE_TYPES },
} as const satisfies ListFields;

const tag = 'Applications';
const applicationResponse = singleResponse(applicationAttributesSchema);
const withResume = entryQuery(APPLICATION_LIST_FIELDS);

/** Job applications at Strapi's path `/api/carrers`: anyone may apply, Staff review. */
export const applicationRoutes = {
  create: defineRoute({
    method: 'POST',
    url: '/api/carrers',
    access: 'public',
    tag,
    summary: 'Apply for a job (anyone)',
    description:
      'resume: the id of an unclaimed PDF from POST /api/upload; it is claimed by this application.',
    rateLimited: true,
    querystring: noQuery,
    body: dataBody(applicationCreateSchema),
    response: { 200: applicationResponse },
  }),
  ...collectionReads({
    url: '/api/carrers',
    access: 'Staff',
    tag,
    attributes: applicationAttributesSchema,
    fields: APPLICATION_LIST_FIELDS,
    summaries: { list: 'List job applications (Staff)', get: 'Get a job application (Staff)' },
  }),
  export: exportRoute({
    url: '/api/carrers',
    access: 'Staff',
    tag,
    rows: 'applications',
    fields: APPLICATION_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['createdAt', 'Applied at'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['address', 'Address'],
      ['position', 'Position'],
      ['experience', 'Experience'],
      ['startDate', 'Start date'],
      ['salaryExpect', 'Expected salary (PKR)'],
      ['applicationStatus', 'Status'],
      ['statusChangedAt', 'Status changed at'],
      ['interviewTime', 'Interview time'],
      ['remarks', 'Remarks'],
      ['coverLetter', 'Cover letter'],
      ['consent', 'Consent'],
      ['updatedAt', 'Updated at'],
    ],
  }),
  positions: defineRoute({
    method: 'GET',
    url: '/api/carrers/positions',
    access: 'Staff',
    tag,
    summary: 'The positions applications were made for, each once (Staff)',
    description:
      "An application keeps its job's title, so a renamed or deleted job's old title is here too.",
    querystring: noQuery,
    response: { 200: z.object({ data: z.array(z.string()), meta: z.object({}) }) },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/carrers/:id',
    access: 'Staff',
    tag,
    summary: 'Change the status, interview time or remarks of an application (Staff)',
    params: idParams,
    querystring: withResume,
    body: dataBody(applicationUpdateSchema),
    response: { 200: applicationResponse },
  }),
};
