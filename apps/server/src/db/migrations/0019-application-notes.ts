import { sql, type Kysely } from 'kysely';
import { TIMESTAMP_TYPE, isSqlite, withIdColumn } from './column-helpers';

/**
 * The application's page: the notes Staff add to its timeline, and since when it has had its
 * status, which the Applications list shows as the time it has waited in it.
 *
 * A note is personal data of the application it was written about: deleted with it (erasure,
 * retention; the erasure deletes them itself so that it can count them, the foreign key answers
 * for any other delete). Its author is kept by name, as the audit trail keeps a username, so a
 * renamed or deleted account leaves its notes readable.
 *
 * `status_changed_at` is backfilled from the audit trail (the newest entry that changed the
 * status; redacted entries keep which fields changed) or else the application's arrival. The list
 * sorts by when an application was last changed (`updated_at`), which had no index of its own: it
 * gets one as the other sorted columns have (migration 0008's shape: SQLite ends every index with
 * the row id already; PostgreSQL needs it spelled out).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('application_notes'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('application_notes_application_id_idx')
    .on('application_notes')
    .columns(['application_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('applications')
    .addColumn('status_changed_at', TIMESTAMP_TYPE, (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`
    update applications set status_changed_at = coalesce(
      (select max(audit_log.created_at) from audit_log
        where audit_log.entity_type = 'application'
          and audit_log.entity_id = applications.id
          and audit_log.changes like ${'%"applicationStatus"%'}),
      applications.created_at)
  `.execute(db);
  await db.schema
    .createIndex('applications_updated_at_id_idx')
    .on('applications')
    .columns(isSqlite(db) ? ['updated_at'] : ['updated_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_updated_at_id_idx').execute();
  await db.schema.alterTable('applications').dropColumn('status_changed_at').execute();
  await db.schema.dropTable('application_notes').execute();
}
