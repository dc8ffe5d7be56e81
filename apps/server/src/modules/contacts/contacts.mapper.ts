import type { ContactAttributes } from '@app/shared/contact';
import { toEntity, type Entity } from '../../http/strapi-response';
import type { ContactRow } from './contacts.repository';

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
    handledAt: row.handled_at,
    handledBy: row.handled_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
