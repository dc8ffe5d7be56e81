import type { Kysely } from 'kysely';
import { TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/** Accounts and their role (Registered, Staff or Admin). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(100)', (col) => col.notNull())
    .addColumn('username_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull().defaultTo('Registered'))
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
