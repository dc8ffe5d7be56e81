import { z } from 'zod';
import {
  dataBody,
  defineRoute,
  entryQuery,
  idParams,
  noQuery,
  singleResponse,
  type ListFields,
  collectionReads,
} from './contract';
import { emailField, enumField, phoneField, requiredText } from './fields';
import { CONTACT_TOPICS } from './options';
import { exportRoute } from './list-export';

/** The contact form of SPEC.md section 5: every field required. */
export const contactSchema = z.strictObject({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  phone: phoneField,
  topic: enumField('Topic', CONTACT_TOPICS),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** A contact message as the API answers it, inside `{id, attributes}`. */
export const contactAttributesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  subject: z.string(),
  message: z.string(),
  handledAt: z
    .string()
    .nullable()
    .describe('When Staff marked the message handled; null while it is not'),
  handledBy: z.string().nullable().describe('The username of whoever marked it handled'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactAttributes = z.infer<typeof contactAttributesSchema>;

/** What `GET /api/contacts` may filter and sort by. */
export const CONTACT_LIST_FIELDS = {
  attributes: {
    id: 'id',
    firstName: 'string',
    lastName: 'string',
    email: 'string',
    phone: 'string',
    topic: 'string',
    subject: 'string',
    message: 'string',
    handledAt: 'timestamp',
    handledBy: 'string',
    createdAt: 'timestamp',
    updatedAt: 'timestamp',
  },
} as const satisfies ListFields;

/** `PUT /api/contacts/:id`: Staff mark a message handled, or not handled again. */
export const contactHandledSchema = z.strictObject({
  handled: z.boolean({ error: 'Handled must be true or false.' }),
});

/** The filters of the Messages tab's handled choice: unhandled is where the tab opens. */
export const CONTACT_HANDLED_FILTERS = {
  unhandled: { handledAt: { $null: true } },
  handled: { handledAt: { $notNull: true } },
} as const;

const tag = 'Contacts';
const contactResponse = singleResponse(contactAttributesSchema);
const contactEntryQuery = entryQuery(CONTACT_LIST_FIELDS);

/** The contact form (anyone may send) and the Messages tab (Staff read). */
export const contactRoutes = {
  create: defineRoute({
    method: 'POST',
    url: '/api/contacts',
    access: 'public',
    tag,
    summary: 'Send a contact message (anyone)',
    rateLimited: true,
    querystring: noQuery,
    body: dataBody(contactSchema),
    response: { 200: contactResponse },
  }),
  ...collectionReads({
    url: '/api/contacts',
    access: 'Staff',
    tag,
    attributes: contactAttributesSchema,
    fields: CONTACT_LIST_FIELDS,
    summaries: { list: 'List contact messages (Staff)', get: 'Get a contact message (Staff)' },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/contacts/:id',
    access: 'Staff',
    tag,
    summary: 'Mark a contact message handled or not handled (Staff)',
    description:
      'handled true records who and when (handledBy, handledAt); false clears both. Audit-logged; marking it as it already is changes nothing.',
    params: idParams,
    querystring: contactEntryQuery,
    body: dataBody(contactHandledSchema),
    response: { 200: contactResponse },
  }),
  delete: defineRoute({
    method: 'DELETE',
    url: '/api/contacts/:id',
    access: 'Staff',
    tag,
    summary: 'Delete a contact message, e.g. spam (Staff); audit-logged',
    params: idParams,
    querystring: contactEntryQuery,
    response: { 200: contactResponse },
  }),
  export: exportRoute({
    url: '/api/contacts',
    access: 'Staff',
    tag,
    rows: 'messages',
    fields: CONTACT_LIST_FIELDS,
    columns: [
      ['id', 'ID'],
      ['createdAt', 'Sent at'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['topic', 'Topic'],
      ['subject', 'Subject'],
      ['message', 'Message'],
      ['handledAt', 'Handled at'],
      ['handledBy', 'Handled by'],
    ],
  }),
};
