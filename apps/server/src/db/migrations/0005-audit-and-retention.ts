import { sql, type Kysely } from 'kysely';
import { TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/**
 * The audit trail: one row per admin change, written in the same transaction as the change.
 * The Admin list reads newest first, optionally by entity type, action or user; erasure looks up
 * the entries of deleted applications (to erase their values) and earlier erasures of an e-mail
 * (by its keyed hash). Erasure also finds applications and messages by e-mail in any case, hence
 * the `lower(email)` indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(100)', (col) => col.notNull())
    .addColumn('entity_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('action', 'varchar(20)', (col) => col.notNull())
    .addColumn('changes', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('subject_hash', 'varchar(64)')
    .addColumn('redacted_at', TIMESTAMP_TYPE)
    .execute();
  await db.schema
    .createIndex('audit_log_created_at_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  for (const column of ['entity_type', 'action', 'user_id']) {
    await db.schema
      .createIndex(`audit_log_${column}_created_at_idx`)
      .on('audit_log')
      .columns([column, 'created_at'])
      .execute();
  }
  // One entity's history, newest first; also finds the entries of erased applications.
  await db.schema
    .createIndex('audit_log_entity_id_created_at_idx')
    .on('audit_log')
    .columns(['entity_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_subject_hash_idx')
    .on('audit_log')
    .column('subject_hash')
    .execute();

  for (const table of ['applications', 'contacts']) {
    await db.schema
      .createIndex(`${table}_email_lower_idx`)
      .on(table)
      .expression(sql`lower(email)`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contacts_email_lower_idx').execute();
  await db.schema.dropIndex('applications_email_lower_idx').execute();
  await db.schema.dropTable('audit_log').execute();
}
