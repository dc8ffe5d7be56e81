import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { OUTBOX_LIST_FIELDS, type MailKind } from '@app/shared/outbox';
import type { Db } from '../../db/database';
import type { OutboxTable } from '../../db/schema';
import type { ListPage } from '../../http/list-page';
import { fetchPage } from '../../http/list-page';
import { listSpec, type ListQuery } from '../../http/strapi-query';
import { nowIso } from '../../http/strapi-response';
import type { TemplatedMail } from './mail-templates';

export type OutboxRow = Selectable<OutboxTable>;

export const OUTBOX_LIST_SPEC = listSpec(OUTBOX_LIST_FIELDS, 'outbox', {
  id: 'id',
  kind: 'kind',
  recipient: 'recipient',
  replyTo: 'reply_to',
  subject: 'subject',
  state: 'state',
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  lastError: 'last_error',
  serverResponse: 'server_response',
  createdAt: 'created_at',
  sentAt: 'sent_at',
});

/** Something to attach, described rather than stored: the worker makes it when it sends. */
export interface AttachmentReference {
  kind: 'invoice-pdf';
  invoiceId: number;
  filename: string;
}

/** A mail to write to the outbox: its kind, one recipient, its content and attachments. */
export interface OutgoingMail extends TemplatedMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  attachments?: AttachmentReference[];
}

/**
 * Writes mails to the outbox, inside the caller's transaction when it passes one: the mail exists
 * exactly when the event that causes it does. `deliver` false (no mail server configured) keeps
 * them as `held`, to read in the Outbox and send by hand later.
 */
export async function writeMails(
  db: Db,
  mails: readonly OutgoingMail[],
  options: { deliver: boolean; messageIdDomain: string },
): Promise<void> {
  if (mails.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        // Stable across retries: a receiving server that saw it once can drop a repeat.
        message_id: `<${randomUUID()}@${options.messageIdDomain}>`,
        kind: mail.kind,
        recipient: mail.to,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        data: JSON.stringify(mail.data),
        attachments: JSON.stringify(mail.attachments ?? []),
        state: options.deliver ? ('pending' as const) : ('held' as const),
        next_attempt_at: options.deliver ? now : null,
        created_at: now,
      })),
    )
    .execute();
}

export function listOutbox(db: Db, query: ListQuery): Promise<ListPage<OutboxRow>> {
  return fetchPage<OutboxRow>(db, 'outbox', query);
}

export function findOutboxMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The pending mails due by `now`, oldest first. */
export function dueMails(db: Db, now: string, limit: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a due mail for one delivery: its next attempt moves to `leaseUntil`, so that another
 * worker (another server) skips it, and a worker that dies mid-delivery leaves it to be retried
 * then. False when another worker took it first.
 */
export async function claimMail(
  db: Db,
  mail: Pick<OutboxRow, 'id' | 'next_attempt_at'>,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', mail.id)
    .where('state', '=', 'pending')
    .where('next_attempt_at', '=', mail.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSent(db: Db, id: number, attempts: number, response: string) {
  await db
    .updateTable('outbox')
    .set({
      state: 'sent',
      attempts,
      sent_at: nowIso(),
      next_attempt_at: null,
      server_response: response,
      last_error: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: tried again at `retryAt`, or failed for good when there is none. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  attempts: number,
  error: { message: string; response: string | null },
  retryAt: string | null,
) {
  await db
    .updateTable('outbox')
    .set({
      state: retryAt ? 'pending' : 'failed',
      attempts,
      next_attempt_at: retryAt,
      last_error: error.message,
      server_response: error.response,
    })
    .where('id', '=', id)
    .execute();
}

/** Queues a mail for delivery now, whatever its state. */
export async function requeueMail(db: Db, id: number) {
  return db
    .updateTable('outbox')
    .set({ state: 'pending', next_attempt_at: nowIso(), last_error: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
