import { z } from 'zod';
import { emailField } from './fields';

/** `POST /api/data-protection/erase` and the preview: the e-mail whose data is to be erased. */
export const personalDataRequestSchema = z.strictObject({ email: emailField });
export type PersonalDataRequest = z.input<typeof personalDataRequestSchema>;

/** How many records an erasure (or a retention run) deleted. */
export const erasureCountsSchema = z.object({
  applications: z.number().int(),
  contacts: z.number().int(),
  files: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** `2 applications, 1 message and 2 files`: how the admin area words the counts of an erasure. */
export function formatErasureCounts(counts: ErasureCounts): string {
  return `${counted(counts.applications, 'application', 'applications')}, ${counted(counts.contacts, 'message', 'messages')} and ${counted(counts.files, 'file', 'files')}`;
}

export const personalDataPreviewSchema = z.object({
  email: z.string(),
  counts: erasureCountsSchema,
  applications: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      position: z.string(),
      applicationStatus: z.string(),
      files: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  contacts: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      topic: z.string(),
      subject: z.string(),
      createdAt: z.string(),
    }),
  ),
  erasures: z
    .array(z.object({ createdAt: z.string(), username: z.string(), counts: erasureCountsSchema }))
    .describe('Earlier erasures of this e-mail, found by its keyed hash in the audit log'),
});
export type PersonalDataPreview = z.infer<typeof personalDataPreviewSchema>;

export const retentionSettingsSchema = z.object({
  days: z
    .number()
    .int()
    .describe('Applications and messages older than this are deleted; 0 keeps them forever'),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;
