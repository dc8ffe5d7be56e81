import { applicantFieldsSchema } from '@app/shared/application';
import { RESUME_MAX_BYTES } from '@app/shared/constants';
import { MESSAGES } from '@app/shared/messages';
import { z } from 'zod';

const RESUME_MAX_MEGABYTES = RESUME_MAX_BYTES / (1024 * 1024);
export const RESUME_TOO_LARGE = `Resume must be at most ${RESUME_MAX_MEGABYTES} MB.`;

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

/** The chosen resume: exactly one PDF within the size the server accepts. */
const resumeField = z.unknown().transform((value, ctx) => {
  const files = value as FileList | File[] | null | undefined;
  const file = files?.length === 1 ? files[0] : undefined;
  if (!file || !isPdf(file)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.resumeRequired });
    return z.NEVER;
  }
  if (file.size > RESUME_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: RESUME_TOO_LARGE });
    return z.NEVER;
  }
  return file;
});

const { shape } = applicantFieldsSchema;

/**
 * The Apply form: the shared applicant rules, fed with what the inputs give (text, an unchosen
 * select, an unticked box) before the shared rule checks it, and the resume file checked here.
 */
export const applyFormSchema = applicantFieldsSchema.extend({
  startDate: z.string().min(1, { error: 'Start date is required.' }).pipe(shape.startDate),
  experience: z.string().min(1, { error: 'Experience is required.' }).pipe(shape.experience),
  position: z.string().min(1, { error: 'Position is required.' }).pipe(shape.position),
  consent: z.boolean().pipe(shape.consent),
  salaryExpect: z
    .string()
    .trim()
    .min(1, { error: 'Expected salary is required.' })
    .transform(Number)
    .pipe(shape.salaryExpect),
  resume: resumeField,
});

export type ApplyFormInput = z.input<typeof applyFormSchema>;
