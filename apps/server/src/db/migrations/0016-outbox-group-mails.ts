import { sql, type Kysely } from 'kysely';
import { isSqlite } from './column-helpers';

/**
 * A notification to staff becomes one mail addressed to every notified member of staff, so its
 * recipient holds a list of addresses (SQLite never enforced the length; PostgreSQL does). Each
 * mail written for a contact message or an application keeps that row's id and is deleted with it,
 * by the database, whichever way the row goes (an erasure, the retention job): no mail outlives
 * the personal data it quotes. The indexes serve those deletes and leave out the other mails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) await sql`alter table outbox alter column recipient type text`.execute(db);
  await db.schema
    .alterTable('outbox')
    .addColumn('contact_id', 'integer', (col) => col.references('contacts.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('application_id', 'integer', (col) =>
      col.references('applications.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('outbox_contact_id_idx')
    .on('outbox')
    .column('contact_id')
    .where(sql.ref('contact_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('outbox_application_id_idx')
    .on('outbox')
    .column('application_id')
    .where(sql.ref('application_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_application_id_idx').execute();
  await db.schema.dropIndex('outbox_contact_id_idx').execute();
  await db.schema.alterTable('outbox').dropColumn('application_id').execute();
  await db.schema.alterTable('outbox').dropColumn('contact_id').execute();
  if (!isSqlite(db))
    await sql`alter table outbox alter column recipient type varchar(320)`.execute(db);
}
