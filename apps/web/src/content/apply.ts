import type { MessageDescriptor } from '@lingui/core';
import type { ExperienceLevel } from '@app/shared/options';
import { msg } from '@lingui/core/macro';
/** Texts of the Apply page around the form. */
export const applyIntro = {
  eyebrow: msg`Careers`,
  title: msg`Apply for a Position`,
  lead: msg`Tell us about yourself and attach your resume. We read every application and reply within two weeks.`,
} as const;

export const applyFormText = {
  success: msg`Thank you! Your application has been sent. We will contact you soon.`,
  consent: msg`I agree that Ravi Software may store and process my data to handle my application.`,
  resumeHint: msg`One PDF file, up to 10 MB.`,
} as const;

/** The experience levels as the form offers them; the value sent stays the spec's option. */
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, MessageDescriptor> = {
  'Fresh Graduate (0-1 years)': msg`Fresh Graduate (0-1 years)`,
  'Junior (2-3 years)': msg`Junior (2-3 years)`,
  'Mid-Level (4-10 years)': msg`Mid-Level (4-10 years)`,
  'Senior (11+ years)': msg`Senior (11+ years)`,
};
