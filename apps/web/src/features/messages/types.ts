import type { ContactTopic } from '@app/shared/options';
import type { StrapiEntity } from '../../lib/strapi';

/** `GET /api/contacts` attributes (strapi-examples/contacts.GET.json). */
export interface MessageAttributes {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  topic: ContactTopic;
  subject: string;
  message: string | null;
  createdAt: string;
  updatedAt: string;
}

export type ContactMessage = StrapiEntity<MessageAttributes>;

export function senderName(message: ContactMessage): string {
  return `${message.attributes.firstName} ${message.attributes.lastName}`.trim();
}
