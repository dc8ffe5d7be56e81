import { contactRoutes, type ContactInput } from '@app/shared/contact';
import { callRoute } from '../../../lib/api-client';

/** `POST /api/contacts`: stores the visitor's message. */
export function sendContactMessage(message: ContactInput) {
  return callRoute(contactRoutes.create, { body: { data: message } });
}
