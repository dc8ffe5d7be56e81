import { z } from 'zod';
import { CONTACT_TOPICS } from '@app/shared/options';
import type { ListSpec } from '../../http/strapi-query';
import { toEntity, type Entity } from '../../http/strapi-response';
import type { ContactRow } from './contacts.repository';

export const CONTACTS_OPENAPI_TAG = 'Contacts';

/** What `GET /api/contacts` may filter and sort on; each maps to an indexed column. */
export const CONTACTS_LIST_SPEC: ListSpec = {
  filters: {
    topic: { column: 'topic', type: 'string', operators: ['$eq', '$in'] },
    email: { column: 'email', type: 'string', operators: ['$eq', '$containsi'] },
    createdAt: { column: 'created_at', type: 'timestamp', operators: ['$gte', '$lte'] },
  },
  sortable: {
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'phone',
    topic: 'topic',
    subject: 'subject',
    createdAt: 'created_at',
    id: 'id',
  },
  relations: [],
};

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

/** A contact message as Strapi answers it (strapi-examples/contacts.GET.json). */
export function toContactEntity(row: ContactRow): Entity<ContactAttributes> {
  return toEntity(row.id, {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
