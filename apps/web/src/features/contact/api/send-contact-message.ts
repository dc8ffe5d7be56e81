import type { ContactInput } from '@app/shared/contact';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';

/** `POST /api/contacts`: stores the visitor's message. */
export function sendContactMessage(message: ContactInput) {
  return apiRequest<StrapiSingle<ContactInput>>('/api/contacts', { method: 'POST', body: { data: message } });
}
