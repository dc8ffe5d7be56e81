import type { Kysely } from 'kysely';
import { TIMESTAMP_TYPE, isSqlite } from './column-helpers';

/**
 * Staff mark a contact message handled: when (`handled_at`, null while unhandled) and by whom
 * (`handled_by`, the username at the time, kept if the account is renamed or deleted).
 *
 * The Messages tab opens on the unhandled messages, newest first: (handled_at, created_at) reads
 * that page straight from the index, and the handled ones (a range of handled_at) from the same
 * index. On SQLite every index ends with the row id already; PostgreSQL needs it spelled out for
 * the tie-breaker.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contacts').addColumn('handled_at', TIMESTAMP_TYPE).execute();
  await db.schema.alterTable('contacts').addColumn('handled_by', 'varchar(255)').execute();
  await db.schema
    .createIndex('contacts_handled_at_created_at_idx')
    .on('contacts')
    .columns(isSqlite(db) ? ['handled_at', 'created_at'] : ['handled_at', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contacts_handled_at_created_at_idx').execute();
  await db.schema.alterTable('contacts').dropColumn('handled_by').execute();
  await db.schema.alterTable('contacts').dropColumn('handled_at').execute();
}
