import { z } from 'zod';
import { dataBody, defineRoute, idParams, noQuery } from './contract';
import { requiredText } from './fields';

export const NOTE_MAX_LENGTH = 5000;

/** The fields of an application Staff change, whose changes the history shows. */
export const APPLICATION_HISTORY_FIELDS = [
  'applicationStatus',
  'interviewTime',
  'remarks',
] as const;
export type ApplicationHistoryField = (typeof APPLICATION_HISTORY_FIELDS)[number];

/** `POST /api/carrers/:id/notes`: a note Staff add to an application's timeline. */
export const applicationNoteCreateSchema = z.strictObject({
  text: requiredText('Note', NOTE_MAX_LENGTH),
});
export type ApplicationNoteCreateInput = z.infer<typeof applicationNoteCreateSchema>;

const fieldValue = z
  .string()
  .nullable()
  .describe('Null for a field that was empty, or whose value was erased with personal data');

/** One change of the audit trail: who changed which fields when, each with its old and new value. */
export const applicationChangeEventSchema = z.object({
  kind: z.literal('change'),
  id: z.number().int().describe('The audit entry'),
  createdAt: z.string(),
  username: z.string().describe('The username at the time of the change'),
  changes: z.array(
    z.object({ field: z.enum(APPLICATION_HISTORY_FIELDS), old: fieldValue, new: fieldValue }),
  ),
});
export type ApplicationChangeEvent = z.infer<typeof applicationChangeEventSchema>;

/** A note added on the application's page. */
export const applicationNoteEventSchema = z.object({
  kind: z.literal('note'),
  id: z.number().int().describe('The note'),
  createdAt: z.string(),
  username: z.string().describe("The author's username when the note was written"),
  text: z.string(),
});
export type ApplicationNoteEvent = z.infer<typeof applicationNoteEventSchema>;

export const applicationHistoryEventSchema = z.discriminatedUnion('kind', [
  applicationChangeEventSchema,
  applicationNoteEventSchema,
]);
export type ApplicationHistoryEvent = z.infer<typeof applicationHistoryEventSchema>;

const tag = 'Applications';

/** An application's timeline: its changes from the audit trail and the notes Staff add (Staff). */
export const applicationHistoryRoutes = {
  history: defineRoute({
    method: 'GET',
    url: '/api/carrers/:id/history',
    access: 'Staff',
    tag,
    summary: "An application's changes and notes, newest first (Staff)",
    description:
      'Every change of the status, interview time and remarks (who, when, old and new value) from the audit trail, merged with the notes Staff added; newest first.',
    params: idParams,
    querystring: noQuery,
    response: {
      200: z.object({ data: z.array(applicationHistoryEventSchema), meta: z.object({}) }),
    },
  }),
  addNote: defineRoute({
    method: 'POST',
    url: '/api/carrers/:id/notes',
    access: 'Staff',
    tag,
    summary: "Add a note to an application's timeline (Staff)",
    description: 'The note is personal data of the application: erased with it.',
    params: idParams,
    querystring: noQuery,
    body: dataBody(applicationNoteCreateSchema),
    response: { 200: z.object({ data: applicationNoteEventSchema, meta: z.object({}) }) },
  }),
};
