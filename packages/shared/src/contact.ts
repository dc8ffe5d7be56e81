import { z } from 'zod';
import {
  dataBody,
  defineRoute,
  idParams,
  listQuery,
  listResponse,
  noQuery,
  singleResponse,
  type ListFields,
} from './contract';
import { emailField, enumField, phoneField, requiredText } from './fields';
import { CONTACT_TOPICS } from './options';

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactAttributes = z.infer<typeof contactAttributesSchema>;

/** What `GET /api/contacts` may filter and sort by. */
export const CONTACT_LIST_FIELDS = {
  filters: {
    topic: { type: 'string', operators: ['$eq', '$in'] },
    email: { type: 'string', operators: ['$eq', '$containsi'] },
    createdAt: { type: 'timestamp', operators: ['$gte', '$lte'] },
  },
  sortable: ['firstName', 'lastName', 'email', 'phone', 'topic', 'subject', 'createdAt', 'id'],
} as const satisfies ListFields;

const tag = 'Contacts';
const contactResponse = singleResponse(contactAttributesSchema);

/** The contact form (anyone may send) and the Messages tab (Staff read). */
export const contactRoutes = {
  create: defineRoute({
    method: 'POST',
    url: '/api/contacts',
    access: 'public',
    tag,
    summary: 'Send a contact message (anyone)',
    rateLimited: true,
    body: dataBody(contactSchema),
    response: { 200: contactResponse },
  }),
  list: defineRoute({
    method: 'GET',
    url: '/api/contacts',
    access: 'Staff',
    tag,
    summary: 'List contact messages (Staff)',
    querystring: listQuery(CONTACT_LIST_FIELDS),
    response: { 200: listResponse(contactAttributesSchema) },
  }),
  get: defineRoute({
    method: 'GET',
    url: '/api/contacts/:id',
    access: 'Staff',
    tag,
    summary: 'Get a contact message (Staff)',
    params: idParams,
    querystring: noQuery,
    response: { 200: contactResponse },
  }),
};
