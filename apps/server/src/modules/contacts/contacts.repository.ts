import type { Selectable } from 'kysely';
import { CONTACT_LIST_FIELDS, type ContactInput } from '@app/shared/contact';
import { DEFAULT_LOCALE, type Locale } from '@app/shared/locale';
import type { Db } from '../../db/database';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { lockRowForChange } from '../audit/lock-for-change';
import { deleteWithAudit, updateWithAudit } from '../audit/audited-writes';
import type { ContactsTable } from '../../db/schema';
import { fetchPage, type ListPage } from '../../lists/list-page';
import { listSpec } from '../../http/strapi-query';
import type { ListQuery } from '../../lists/list-query';
import { nowIso } from '../../http/strapi-response';

export type ContactRow = Selectable<ContactsTable>;

/** The columns behind the list's filters and sorts; each is indexed. */
export const CONTACTS_LIST_SPEC = listSpec(CONTACT_LIST_FIELDS, 'contacts', {
  id: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  topic: 'topic',
  subject: 'subject',
  message: 'message',
  handledAt: 'handled_at',
  handledBy: 'handled_by',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

/** A message as the form sent it, with the language of the page it was sent from. */
export type SentContact = ContactInput & { locale?: Locale };

export async function insertContact(db: Db, input: SentContact): Promise<ContactRow> {
  const now = nowIso();
  return db
    .insertInto('contacts')
    .values({
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      topic: input.topic,
      subject: input.subject,
      message: input.message,
      locale: input.locale ?? DEFAULT_LOCALE,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findContact(db: Db, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One page of messages and the number that match the filters. */
export async function listContacts(db: Db, query: ListQuery): Promise<ListPage<ContactRow>> {
  return fetchPage<ContactRow>(db, 'contacts', query);
}

/** A message's fields by their API names, for the audit trail. */
const auditedContact = (row: ContactRow): AuditSnapshot => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  topic: row.topic,
  subject: row.subject,
  handled: row.handled_at !== null,
});

/** What the audit trail keeps of a change to a message: whether it is handled. */
const auditedHandling = (row: ContactRow) => ({ handled: row.handled_at !== null });

/**
 * Marks a message handled (by `actor`, now) or not handled, recording the change. Marking it as it
 * already is changes nothing, not even who handled it. Answers the message, or undefined.
 */
export function setContactHandled(
  db: Db,
  id: number,
  handled: boolean,
  actor: AuditActor,
): Promise<ContactRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await lockRowForChange(trx, 'contacts', id);
    if (!before || (before.handled_at !== null) === handled) return before;
    const now = nowIso();
    return updateWithAudit(
      trx,
      'contacts',
      id,
      {
        handled_at: handled ? now : null,
        handled_by: handled ? actor.username : null,
        updated_at: now,
      },
      { actor, entityType: 'contact', before: auditedHandling(before), audited: auditedHandling },
    );
  });
}

/**
 * Deletes a message (spam, say), recording what it was. The counts of its topic and its text
 * search follow by the table's triggers (migrations 0007, 0009), in the same transaction.
 * Answers the deleted message, or undefined.
 */
export function deleteContact(
  db: Db,
  id: number,
  actor: AuditActor,
): Promise<ContactRow | undefined> {
  return deleteWithAudit(db, 'contacts', id, {
    actor,
    entityType: 'contact',
    audited: auditedContact,
  });
}
