import { z } from 'zod';
import { dataBody, defineRoute } from './contract';
import { emailField } from './fields';

/** `POST /api/data-protection/erase` and the preview: the e-mail whose data is to be erased. */
export const personalDataRequestSchema = z.strictObject({ email: emailField });

/** How many records an erasure (or a retention run) deleted. */
export const erasureCountsSchema = z.object({
  applications: z.number().int(),
  contacts: z.number().int(),
  files: z.number().int(),
  // Erasures recorded before notes existed hold no count of them.
  notes: z.number().int().default(0).describe("Notes Staff wrote on the applications' pages"),
});
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * `2 applications, 1 message and 2 files`, `…, 2 files and 3 notes`: how the admin area words the
 * counts of an erasure (notes only when there were some).
 */
export function formatErasureCounts(counts: ErasureCounts): string {
  const parts = [
    counted(counts.applications, 'application', 'applications'),
    counted(counts.contacts, 'message', 'messages'),
    counted(counts.files, 'file', 'files'),
    ...(counts.notes > 0 ? [counted(counts.notes, 'note', 'notes')] : []),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
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

const tag = 'Data protection';
const answer = <T extends z.ZodType>(data: T) => z.object({ data, meta: z.object({}) });

/** Erasure of one person's data on request, its preview, and the retention period (Admin only). */
export const dataProtectionRoutes = {
  retention: defineRoute({
    method: 'GET',
    url: '/api/data-protection/retention',
    access: 'Admin',
    tag,
    summary: 'How long applications and messages are kept (Admin)',
    response: { 200: answer(retentionSettingsSchema) },
  }),
  preview: defineRoute({
    method: 'GET',
    url: '/api/data-protection/preview',
    access: 'Admin',
    tag,
    summary: 'What erasing the data of this e-mail would delete (Admin)',
    description:
      'Applications and contact messages sent with the e-mail in any case, how many files they hold, and earlier erasures of the same e-mail.',
    querystring: personalDataRequestSchema,
    response: { 200: answer(personalDataPreviewSchema) },
  }),
  erase: defineRoute({
    method: 'POST',
    url: '/api/data-protection/erase',
    access: 'Admin',
    tag,
    summary: "Erase one person's applications, messages and files (Admin)",
    description:
      'Deletes every application and contact message sent with the e-mail (in any case) and the files of those applications, and answers the counts. The audit entry keeps the e-mail only masked and as a keyed hash.',
    body: dataBody(personalDataRequestSchema),
    response: { 200: answer(erasureCountsSchema) },
  }),
};
