import { sql, type Kysely } from 'kysely';
import { TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/**
 * Password recovery. A reset code is mailed and only its SHA-256 hash is kept, so a copy of the
 * database lets no one reset a password; each code works once, until it expires. Each user gets a
 * token version, written into every token signed for it: raising it (a new password) makes every
 * older token stop working at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('used_at', TIMESTAMP_TYPE)
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user_id_idx')
    .on('password_resets')
    .column('user_id')
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute();
  await db.schema.dropTable('password_resets').execute();
}
