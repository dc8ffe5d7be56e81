import type { Kysely } from 'kysely';
import { DATE_TYPE, TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/**
 * Uploaded files (private resumes, public event and testimonial media), events and employee
 * testimonials. A file belongs to at most one owner, named by type, id and field, and keeps its
 * place in that field's list; an upload nobody claims has no owner and is removed after a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('files'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('hash', 'varchar(100)', (col) => col.notNull())
    .addColumn('ext', 'varchar(10)', (col) => col.notNull())
    .addColumn('mime', 'varchar(100)', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('formats', 'text')
    .addColumn('visibility', 'varchar(10)', (col) => col.notNull())
    .addColumn('storage_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('owner_type', 'varchar(20)')
    .addColumn('owner_id', 'integer')
    .addColumn('owner_field', 'varchar(20)')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('files_owner_idx')
    .on('files')
    .columns(['owner_type', 'owner_id', 'owner_field', 'position'])
    .execute();
  // The cleanup job looks for rows without an owner, oldest first.
  await db.schema
    .createIndex('files_unclaimed_idx')
    .on('files')
    .columns(['owner_type', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('events'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('date', DATE_TYPE, (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('events_date_idx').on('events').columns(['date', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('employees'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();

  // One row per start-up seeder that has run, so demo content is added to a database only once.
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('ran_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_runs').execute();
  await db.schema.dropTable('employees').execute();
  await db.schema.dropTable('events').execute();
  await db.schema.dropTable('files').execute();
}
