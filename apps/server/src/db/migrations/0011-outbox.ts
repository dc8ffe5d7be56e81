import { sql, type Kysely } from 'kysely';
import { TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/**
 * The outbox: every mail the product sends, written in the transaction of the event that causes
 * it and delivered afterwards by the mail worker. The worker looks for pending mails whose next
 * attempt is due; the Admin's Outbox lists them newest first. Users get a switch for the mails
 * that tell staff about new applications, messages and sign-ups (on for everyone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('outbox'))
    .addColumn('message_id', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(320)', (col) => col.notNull())
    .addColumn('reply_to', 'varchar(320)')
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    // JSON: what the mail's template was given; the worker renders the mail from it when it sends.
    .addColumn('data', 'text', (col) => col.notNull())
    // JSON: what to attach, described rather than stored (an invoice's PDF is rendered again).
    .addColumn('attachments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', TIMESTAMP_TYPE)
    .addColumn('last_error', 'text')
    .addColumn('server_response', 'text')
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('sent_at', TIMESTAMP_TYPE)
    .execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_created_at_idx')
    .on('outbox')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('notifications', 'integer', (col) => col.notNull().defaultTo(sql`1`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notifications').execute();
  await db.schema.dropTable('outbox').execute();
}
