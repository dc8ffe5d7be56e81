import { sql, type Kysely } from 'kysely';
import { TIMESTAMP_TYPE, isSqlite, withIdColumn } from './column-helpers';

/**
 * A notification to staff is addressed to its audience (`staff`: Staff members and Admins,
 * `admins`), and the worker resolves the addresses when it sends it and records them in
 * `recipient`, which stays empty until then. The Message-ID is no longer stored: it is made from
 * the row's id and time of writing, which never change (`messageIdOf`).
 *
 * SQLite cannot drop a unique column nor make a column nullable, so the table is made again with
 * the same rows, ids and id sequence. A mail pending across this change gets a new Message-ID,
 * which matters only to a delivery the upgrade itself interrupted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) {
    await db.schema.alterTable('outbox').dropColumn('message_id').execute();
    await sql`alter table outbox alter column recipient drop not null`.execute(db);
    await db.schema.alterTable('outbox').addColumn('audience', 'varchar(10)').execute();
    return;
  }
  await withIdColumn(db, db.schema.createTable('outbox_next'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('audience', 'varchar(10)')
    .addColumn('recipient', 'text')
    .addColumn('reply_to', 'varchar(320)')
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('attachments', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', TIMESTAMP_TYPE)
    .addColumn('last_error', 'text')
    .addColumn('server_response', 'text')
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('sent_at', TIMESTAMP_TYPE)
    .addColumn('contact_id', 'integer', (col) => col.references('contacts.id').onDelete('cascade'))
    .addColumn('application_id', 'integer', (col) =>
      col.references('applications.id').onDelete('cascade'),
    )
    .execute();
  const kept = sql.raw(
    'id, kind, recipient, reply_to, subject, data, attachments, state, attempts, next_attempt_at, ' +
      'last_error, server_response, created_at, sent_at, contact_id, application_id',
  );
  await sql`insert into outbox_next (${kept}) select ${kept} from outbox`.execute(db);
  // Ids stay never reused: the new table continues the old one's sequence, not its largest id.
  // The copy gave it a sequence row of its own (at the largest id), which this one replaces.
  await sql`delete from sqlite_sequence where name = 'outbox_next'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq)
    select 'outbox_next', seq from sqlite_sequence where name = 'outbox'`.execute(db);
  await db.schema.dropTable('outbox').execute();
  await db.schema.alterTable('outbox_next').renameTo('outbox').execute();
  await createOutboxIndexes(db);
}

/** The indexes 0011 and 0016 made, which a remade table needs again. */
async function createOutboxIndexes(db: Kysely<unknown>) {
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
  for (const column of ['contact_id', 'application_id'])
    await db.schema
      .createIndex(`outbox_${column}_idx`)
      .on('outbox')
      .column(column)
      .where(sql.ref(column), 'is not', null)
      .execute();
}

/**
 * Back to stored Message-IDs and a recipient on every mail. A notification not yet sent has no
 * recipient to keep, so it is deleted. On SQLite `recipient` stays nullable and the Message-IDs
 * are unique by an index rather than the column's constraint: the older code relies on neither.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox where recipient is null`.execute(db);
  if (!isSqlite(db)) {
    await db.schema.alterTable('outbox').dropColumn('audience').execute();
    await sql`alter table outbox alter column recipient set not null`.execute(db);
    await db.schema.alterTable('outbox').addColumn('message_id', 'varchar(200)').execute();
    await sql`update outbox set message_id = '<outbox.' || id || '@localhost>'`.execute(db);
    await sql`alter table outbox alter column message_id set not null`.execute(db);
    await sql`alter table outbox add unique (message_id)`.execute(db);
    return;
  }
  await db.schema.alterTable('outbox').dropColumn('audience').execute();
  await db.schema.alterTable('outbox').addColumn('message_id', 'varchar(200)').execute();
  await sql`update outbox set message_id = '<outbox.' || id || '@localhost>'`.execute(db);
  await db.schema
    .createIndex('outbox_message_id_idx')
    .on('outbox')
    .column('message_id')
    .unique()
    .execute();
}
