import type { Selectable } from 'kysely';
import { CONTACT_LIST_FIELDS, type ContactInput } from '@app/shared/contact';
import { DEFAULT_LOCALE, type Locale } from '@app/shared/locale';
import type { Db } from '../../db/database';
import type { ContactsTable } from '../../db/schema';
import { fetchPage, type ListPage } from '../../http/list-page';
import { listSpec, type ListQuery } from '../../http/strapi-query';
import { listIndexesOf } from '../../http/list-indexes';
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
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

/** A message as the form sent it, with the language of the page it was sent from. */
export type SentContact = ContactInput & { locale?: Locale };

export async function insertContact(db: Db, input: SentContact): Promise<ContactRow> {
  const [row] = await insertContacts(db, [input]);
  return row!;
}

/** Stores messages in one statement; the rows come back in the order of `inputs`. */
export async function insertContacts(
  db: Db,
  inputs: readonly SentContact[],
): Promise<ContactRow[]> {
  const now = nowIso();
  const rows = await db
    .insertInto('contacts')
    .values(
      inputs.map((input) => ({
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
      })),
    )
    .returningAll()
    .execute();
  // Ids grow in insertion order; RETURNING itself promises no order.
  return rows.sort((a, b) => a.id - b.id);
}

export function findContact(db: Db, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One page of messages and the number that match the filters. */
export async function listContacts(db: Db, query: ListQuery): Promise<ListPage<ContactRow>> {
  return fetchPage<ContactRow>(db, 'contacts', query, listIndexesOf(db, 'contacts'));
}
