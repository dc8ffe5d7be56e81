import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmploymentType } from '@app/shared/job';

/** A job's employment type as visitors read it: one of a fixed list, translated like any text. */
export const EMPLOYMENT_TYPE_NAMES: Record<EmploymentType, MessageDescriptor> = {
  'Full-time': msg`Full-time`,
  'Part-time': msg`Part-time`,
  Contract: msg`Contract`,
  Internship: msg`Internship`,
};
