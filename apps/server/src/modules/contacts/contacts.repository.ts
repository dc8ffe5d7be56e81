import type { Selectable } from 'kysely';
import type { ContactInput } from '@app/shared/contact';
import type { Db } from '../../db/database';
import type { ContactsTable } from '../../db/schema';
import { applyFilters, applySortAndPage, type ListQuery } from '../../http/strapi-query';
import { nowIso } from '../../http/strapi-response';

export type ContactRow = Selectable<ContactsTable>;

export function insertContact(db: Db, input: ContactInput): Promise<ContactRow> {
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
export async function listContacts(
  db: Db,
  query: ListQuery,
): Promise<{ rows: ContactRow[]; total: number }> {
  const filtered = applyFilters(db.selectFrom('contacts'), query);
  const [rows, count] = await Promise.all([
    applySortAndPage(filtered.selectAll(), query, 'id').execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
