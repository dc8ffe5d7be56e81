import type { OutboxAttributes } from '@app/shared/outbox';
import type { OutboxMail } from '../api/get-outbox';

/** A mail as `GET /api/outbox` returns it: by default a message's copy, sent at the first try. */
export function outboxMail(id: number, overrides: Partial<OutboxAttributes> = {}): OutboxMail {
  return {
    id,
    attributes: {
      kind: 'contact-confirmation',
      audience: null,
      recipient: `sender${id}@example.com`,
      replyTo: null,
      subject: `We received your message: Quote ${id}`,
      state: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      serverResponse: '250 2.0.0 OK: queued as ABC123',
      text: `Thank you\n\nWe received your message and will answer soon.\n\n> Quote ${id}`,
      createdAt: '2025-07-11T09:05:00.000Z',
      sentAt: '2025-07-11T09:07:00.000Z',
      ...overrides,
    },
  };
}
