import type { OutboxAttributes } from '@app/shared/outbox';
import { toEntity, type Entity } from '../../http/strapi-response';
import { renderMail } from './mail-templates';
import type { OutboxRow } from './outbox.repository';

export function toOutboxEntity(row: OutboxRow): Entity<OutboxAttributes> {
  return toEntity(row.id, {
    kind: row.kind,
    audience: row.audience,
    recipient: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    serverResponse: row.server_response,
    text: renderMail(row.kind, JSON.parse(row.data)).text,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  });
}
