import type { ContactAttributes } from '@app/shared/contact';
import type { ContactMessage } from '../types';

/** A contact message as `GET /api/contacts` returns it. */
export function contactMessage(
  id: number,
  overrides: Partial<ContactAttributes> = {},
): ContactMessage {
  return {
    id,
    attributes: {
      firstName: 'Jonas',
      lastName: 'Khan',
      email: 'jonas.khan@example.com',
      phone: '+92 300 2314455',
      topic: 'Business',
      subject: 'A new web shop',
      message: 'Hello, we would like to talk about a project.\nCan you call us?',
      handledAt: null,
      handledBy: null,
      createdAt: '2025-07-11T09:05:00.000Z',
      updatedAt: '2025-07-11T09:05:00.000Z',
      ...overrides,
    },
  };
}
