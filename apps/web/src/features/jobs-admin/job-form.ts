import { z } from 'zod';
import { JOB_DEFAULTS, jobCreateSchema, type JobAttributes } from '@app/shared/job';

/** The lists a job shows, each edited as one item per line. */
export const JOB_LIST_FIELDS = ['qualifications', 'responsibilities', 'perks'] as const;
export type JobListField = (typeof JOB_LIST_FIELDS)[number];

const { shape } = jobCreateSchema;

/** A textarea's lines as a list: blank lines are dropped, each line trimmed. */
const linesField = (list: z.ZodType<string[], string[]>) =>
  z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(list);

/** The Job dialog: the shared rules for each field, the lists typed as lines. */
export const jobFormSchema = z.object({
  title: shape.title,
  department: shape.department,
  location: shape.location,
  employmentType: shape.employmentType,
  summary: shape.summary,
  qualifications: linesField(shape.qualifications.unwrap()),
  responsibilities: linesField(shape.responsibilities.unwrap()),
  perks: linesField(shape.perks.unwrap()),
});
export type JobFormValues = z.input<typeof jobFormSchema>;
export type JobFormData = z.output<typeof jobFormSchema>;

export const JOB_FORM_FIELDS = [
  'title',
  'department',
  'location',
  'employmentType',
  'summary',
  ...JOB_LIST_FIELDS,
] as const satisfies readonly (keyof JobFormValues)[];

/** What the dialog opens with: the job's values, or the defaults a new job would get. */
export function jobFormValues(job: JobAttributes | null): JobFormValues {
  return {
    title: job?.title ?? '',
    department: job?.department ?? JOB_DEFAULTS.department,
    location: job?.location ?? JOB_DEFAULTS.location,
    employmentType: job?.employmentType ?? JOB_DEFAULTS.employmentType,
    summary: job?.summary ?? JOB_DEFAULTS.summary,
    qualifications: job?.qualifications.join('\n') ?? '',
    responsibilities: job?.responsibilities.join('\n') ?? '',
    perks: job?.perks.join('\n') ?? '',
  };
}
