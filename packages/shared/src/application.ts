import { z } from 'zod';
import { SALARY_MIN } from './constants';
import { emailField, enumField, isoDateField, phoneField, requiredText } from './fields';
import { MESSAGES } from './messages';
import { EXPERIENCE_LEVELS, POSITIONS } from './options';

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
  position: enumField('Position', POSITIONS),
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
