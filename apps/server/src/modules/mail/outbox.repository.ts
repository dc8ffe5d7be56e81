import { sql, type Selectable } from 'kysely';
import { OUTBOX_LIST_FIELDS, RECIPIENT_SEPARATOR } from '@app/shared/outbox';
import type { Db } from '../../db/database';
import type { OutboxTable } from '../../db/schema';
import { fetchPage, type ListPage } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import { nowIso } from '../../http/strapi-response';
import type { OutgoingMail } from './outgoing-mail';

export type OutboxRow = Selectable<OutboxTable>;

export const OUTBOX_LIST_SPEC = listSpec(OUTBOX_LIST_FIELDS, 'outbox', {
  id: 'id',
  kind: 'kind',
  audience: 'audience',
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

/**
 * The `recipient` column of mails to several: their addresses joined. None may hold a space, or
 * the list would not split back into the same addresses.
 */
export function recipientListOf(addresses: readonly string[]): string {
  if (addresses.length === 0 || addresses.some((address) => /\s/.test(address)))
    throw new Error(`Not a list of mail addresses: ${JSON.stringify(addresses)}`);
  return addresses.join(RECIPIENT_SEPARATOR);
}

/**
 * A mail's Message-ID, the same at every attempt: a receiving server that saw it once can drop a
 * repeat. Made of what never changes in the row: its id, never reused, and the time it was
 * written, which sets apart the mails of two databases mailing from one domain.
 */
export const messageIdOf = (mail: Pick<OutboxRow, 'id' | 'created_at'>, domain: string) =>
  `<${Date.parse(mail.created_at).toString(36)}.${mail.id}@${domain}>`;

/** The domain of the Message-IDs: the sender's (`MAIL_FROM`). */
export const messageIdDomainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

/**
 * Writes mails to the outbox, inside the caller's transaction when it passes one: the mail exists
 * exactly when the event that causes it does. `deliver` false (no mail server configured) keeps
 * them as `held`, to read in the Outbox and send by hand later.
 */
export async function writeMails(
  db: Db,
  mails: readonly OutgoingMail[],
  options: { deliver: boolean },
): Promise<void> {
  if (mails.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        audience: typeof mail.to === 'string' ? null : mail.to.audience,
        recipient: typeof mail.to === 'string' ? recipientListOf([mail.to]) : null,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        data: JSON.stringify(mail.data),
        attachments: JSON.stringify(mail.attachments ?? []),
        state: options.deliver ? ('pending' as const) : ('held' as const),
        next_attempt_at: options.deliver ? now : null,
        created_at: now,
        contact_id: mail.contactId ?? null,
        application_id: mail.applicationId ?? null,
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

/** Records a delivery the mail server accepted, and the addresses it went to. */
export async function markSent(
  db: Db,
  id: number,
  delivery: { attempts: number; recipient: string; response: string },
) {
  const { attempts, recipient, response } = delivery;
  await db
    .updateTable('outbox')
    .set({
      state: 'sent',
      recipient,
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

/**
 * Deletes the mails sent to this one address or answering to it (Reply-To), in any case: the
 * confirmations, password resets and invoices a person was mailed. The notifications of staff
 * about a person's messages and applications are deleted with those rows, by the database.
 */
export async function deleteMailsOf(trx: Db, email: string): Promise<void> {
  await trx
    .deleteFrom('outbox')
    .where(({ eb, or, fn }) =>
      or([
        eb(fn('lower', ['recipient']), '=', fn('lower', [sql.val(email)])),
        eb(fn('lower', ['reply_to']), '=', fn('lower', [sql.val(email)])),
      ]),
    )
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
