import { exportRoute } from './list-export';
/**
 * Open positions, which Staff keep in the Jobs tab: the Careers page, each job's own page, the
 * Apply form's Position list and the server's check of an application's position follow the
 * published ones.
 */
import { z } from 'zod';
import {
  dataBody,
  defineRoute,
  entitySchema,
  entryQuery,
  idParams,
  listQuery,
  listResponse,
  noQuery,
  singleResponse,
  type Entity,
  type ListFields,
  type RawQuery,
} from './contract';
import { enumField, optionalText, requiredText } from './fields';

/** An application keeps its job's title as its position, a column of 100 characters. */
export const JOB_TITLE_MAX_LENGTH = 100;
export const JOB_SLUG_MAX_LENGTH = 200;
export const JOB_DEPARTMENT_MAX_LENGTH = 100;
export const JOB_LOCATION_MAX_LENGTH = 200;
export const JOB_SUMMARY_MAX_LENGTH = 2000;
export const JOB_LIST_ITEM_MAX_LENGTH = 500;
export const JOB_LIST_MAX_ITEMS = 30;

/** The employment types a job offers, as the Jobs tab shows them. */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** schema.org's `employmentType` of each, for a job page's `JobPosting`. */
export const SCHEMA_ORG_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/** What a job gets for a field its creator leaves out. */
export const JOB_DEFAULTS = {
  department: 'Engineering',
  location: 'Lahore, on site',
  employmentType: 'Full-time',
  summary: '',
} as const satisfies {
  department: string;
  location: string;
  employmentType: EmploymentType;
  summary: string;
};

export const JOB_MESSAGES = {
  titleTaken: 'Title is already used by another open position.',
  slugForm: 'Slug must be lowercase letters and digits joined by single hyphens.',
  slugTaken: 'Slug is already used by another job.',
  positionNotOpen: 'Position must be one of the open positions.',
  reorderIds: 'Send the ids of all jobs, each once, in their new order.',
} as const;

/** Lowercase letters and digits joined by single hyphens: `senior-full-stack-developer`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters `normalize('NFKD')` does not take apart into a plain letter and marks. */
const TRANSLITERATIONS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  å: 'aa',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

// Built from the table's keys, not written as a regular expression literal: bundlers keep a
// literal's letters as they are, and one non-ASCII character makes V8 hold the server's whole
// bundle as two-byte text (twice its memory); string keys are written as escapes.
const TRANSLITERATED_LETTER = new RegExp(`[${Object.keys(TRANSLITERATIONS).join('')}]`, 'g');

/** Lowercase text with the letters of the table above spelt in ASCII (`Büro` → `buero`). */
export function transliterate(text: string): string {
  return text.toLowerCase().replace(TRANSLITERATED_LETTER, (letter) => TRANSLITERATIONS[letter]!);
}

/**
 * A title as a slug: ASCII, lowercase, words joined by hyphens (`UI/UX Designer` → `ui-ux-designer`,
 * `Büro München` → `buero-muenchen`). Empty when the title has no letter or digit it can keep.
 */
export function slugify(title: string): string {
  const slug = transliterate(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, JOB_SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** One of a job's lists: one line of text per item, in the order shown. */
function textListField(label: string) {
  return z
    .array(requiredText(`Each item of ${label}`, JOB_LIST_ITEM_MAX_LENGTH), {
      error: `${label} must be a list of texts.`,
    })
    .max(JOB_LIST_MAX_ITEMS, { error: `${label} may hold at most ${JOB_LIST_MAX_ITEMS} items.` });
}

const publishedField = z.boolean({ error: 'Published must be true or false.' });

const jobFields = {
  title: requiredText('Title', JOB_TITLE_MAX_LENGTH),
  department: requiredText('Department', JOB_DEPARTMENT_MAX_LENGTH),
  location: requiredText('Location', JOB_LOCATION_MAX_LENGTH),
  employmentType: enumField('Employment type', EMPLOYMENT_TYPES),
  summary: optionalText('Summary', JOB_SUMMARY_MAX_LENGTH),
  qualifications: textListField('Qualifications'),
  responsibilities: textListField('Responsibilities'),
  perks: textListField('Perks'),
  published: publishedField,
};

/**
 * `POST /api/jobs` (Staff): only the title is required. The slug is made from the title; the job
 * is placed after the others. A published job's title must be unique among the published ones
 * (checked by the server).
 */
export const jobCreateSchema = z.strictObject({
  ...jobFields,
  department: jobFields.department.default(JOB_DEFAULTS.department),
  location: jobFields.location.default(JOB_DEFAULTS.location),
  employmentType: jobFields.employmentType.default(JOB_DEFAULTS.employmentType),
  summary: jobFields.summary.default(JOB_DEFAULTS.summary),
  qualifications: jobFields.qualifications.default([]),
  responsibilities: jobFields.responsibilities.default([]),
  perks: jobFields.perks.default([]),
  published: jobFields.published.default(false),
});
export type JobCreateInput = z.input<typeof jobCreateSchema>;
export type JobCreateData = z.output<typeof jobCreateSchema>;

/**
 * `PUT /api/jobs/:id` (Staff): the fields sent replace the stored ones. The slug stays as it was
 * made unless one is sent (unique among all jobs); a list sent replaces the whole list.
 */
export const jobUpdateSchema = z
  .strictObject({
    ...jobFields,
    slug: z
      .string({ error: JOB_MESSAGES.slugForm })
      .max(JOB_SLUG_MAX_LENGTH, {
        error: `Slug must be at most ${JOB_SLUG_MAX_LENGTH} characters.`,
        abort: true,
      })
      .regex(SLUG_PATTERN, { error: JOB_MESSAGES.slugForm }),
  })
  .partial();
export type JobUpdateInput = z.input<typeof jobUpdateSchema>;
export type JobUpdateData = z.output<typeof jobUpdateSchema>;

/** `PUT /api/jobs/order` (Staff): every job's id, each once, in the order the pages show them. */
export const jobOrderSchema = z.strictObject({
  ids: z
    .array(z.number({ error: JOB_MESSAGES.reorderIds }).int().positive(), {
      error: JOB_MESSAGES.reorderIds,
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: JOB_MESSAGES.reorderIds }),
});
export type JobOrderData = z.output<typeof jobOrderSchema>;

/** A job as the API answers it, inside `{id, attributes}`. */
export const jobAttributesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  department: z.string(),
  location: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  summary: z.string(),
  qualifications: z.array(z.string()),
  responsibilities: z.array(z.string()),
  perks: z.array(z.string()),
  published: z.boolean(),
  /** Place among the jobs, from 1: the Careers page lists them by it. */
  order: z.number().int(),
  /** When the job was last published (a job page's `datePosted`); null while never published. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobAttributes = z.infer<typeof jobAttributesSchema>;
export type Job = Entity<JobAttributes>;

/** What `GET /api/jobs` may filter and sort by (and choose with `fields`; the lists always come). */
export const JOB_LIST_FIELDS = {
  attributes: {
    id: 'id',
    title: 'string',
    slug: 'string',
    department: 'string',
    location: 'string',
    employmentType: 'string',
    summary: 'string',
    published: 'boolean',
    order: 'number',
    publishedAt: 'timestamp',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
} as const satisfies ListFields;

/** Strapi v4's draft switch: `preview` lists unpublished jobs too (Staff only). */
export const PUBLICATION_STATES = ['live', 'preview'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** `GET /api/jobs`: Strapi's list parameters and `publicationState`. */
const jobListQuery = (listQuery(JOB_LIST_FIELDS) as unknown as z.ZodObject).extend({
  publicationState: z
    .enum(PUBLICATION_STATES)
    .optional()
    .describe('live (default): published jobs only; preview: drafts too (Staff only)'),
}) as z.ZodType<RawQuery>;

const tag = 'Jobs';
const jobResponse = singleResponse(jobAttributesSchema);
const jobEntryQuery = entryQuery(JOB_LIST_FIELDS);

/** Open positions (`/api/jobs`): anyone reads the published ones, Staff keep them all. */
export const jobRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/api/jobs',
    access: 'identified',
    tag,
    summary: 'List the published jobs in their order; Staff may add publicationState=preview',
    querystring: jobListQuery,
    response: { 200: listResponse(jobAttributesSchema) },
  }),
  get: defineRoute({
    method: 'GET',
    url: '/api/jobs/:id',
    access: 'identified',
    tag,
    summary: 'Get a published job (anyone) or any job (Staff)',
    params: idParams,
    querystring: jobEntryQuery,
    response: { 200: jobResponse },
  }),
  create: defineRoute({
    method: 'POST',
    url: '/api/jobs',
    access: 'Staff',
    tag,
    summary: 'Create a job, placed after the others; only the title is required (Staff)',
    querystring: jobEntryQuery,
    body: dataBody(jobCreateSchema),
    response: { 200: jobResponse },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/jobs/:id',
    access: 'Staff',
    tag,
    summary: 'Change, publish or unpublish a job (Staff); applications keep their position',
    params: idParams,
    querystring: jobEntryQuery,
    body: dataBody(jobUpdateSchema),
    response: { 200: jobResponse },
  }),
  delete: defineRoute({
    method: 'DELETE',
    url: '/api/jobs/:id',
    access: 'Staff',
    tag,
    summary: 'Delete a job (Staff); applications keep their position',
    params: idParams,
    querystring: jobEntryQuery,
    response: { 200: jobResponse },
  }),
  reorder: defineRoute({
    method: 'PUT',
    url: '/api/jobs/order',
    access: 'Staff',
    tag,
    summary: 'Put the jobs in a new order (Staff)',
    description: 'Answers every job in the new order.',
    querystring: noQuery,
    body: dataBody(jobOrderSchema),
    response: {
      200: z.object({ data: z.array(entitySchema(jobAttributesSchema)), meta: z.object({}) }),
    },
  }),
  export: exportRoute({
    url: '/api/jobs',
    access: 'Staff',
    tag,
    rows: 'jobs',
    fields: JOB_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['order', 'Order'],
      ['title', 'Title'],
      ['department', 'Department'],
      ['location', 'Location'],
      ['employmentType', 'Employment type'],
      ['summary', 'Summary'],
      ['published', 'Published'],
      ['publishedAt', 'Published at'],
      ['slug', 'Slug'],
      ['createdAt', 'Created at'],
      ['updatedAt', 'Updated at'],
    ],
  }),
};
