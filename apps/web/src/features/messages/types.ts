import type { ContactAttributes } from '@app/shared/contact';
import type { StrapiEntity } from '../../lib/strapi';

export type ContactMessage = StrapiEntity<ContactAttributes>;

export function senderName(message: ContactMessage): string {
  return `${message.attributes.firstName} ${message.attributes.lastName}`.trim();
}
