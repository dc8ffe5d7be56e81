import type { Kysely } from 'kysely';
import { DATE_TYPE, MONEY_TYPE, TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/**
 * Contact messages and job applications. Every column the admin lists filter or sort on has an
 * index, so a page of 25 stays fast at 100,000 rows (the id order comes with each index). The
 * admin tabs show the newest first, so each equality filter also has an index with `created_at`:
 * a filtered page then reads 25 index entries instead of sorting every match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('contacts'))
    .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('topic', 'varchar(20)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  for (const column of [
    'first_name',
    'last_name',
    'email',
    'phone',
    'topic',
    'subject',
    'created_at',
  ]) {
    await db.schema.createIndex(`contacts_${column}_idx`).on('contacts').column(column).execute();
  }
  await db.schema
    .createIndex('contacts_topic_created_at_idx')
    .on('contacts')
    .columns(['topic', 'created_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('applications'))
    .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('address', 'varchar(300)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('start_date', DATE_TYPE, (col) => col.notNull())
    .addColumn('experience', 'varchar(50)', (col) => col.notNull())
    .addColumn('salary_expect', MONEY_TYPE, (col) => col.notNull())
    .addColumn('position', 'varchar(50)', (col) => col.notNull())
    .addColumn('cover_letter', 'text', (col) => col.notNull())
    .addColumn('consent', 'integer', (col) => col.notNull())
    .addColumn('application_status', 'varchar(20)', (col) => col.notNull().defaultTo('Pending'))
    .addColumn('interview_time', 'varchar(200)')
    .addColumn('remarks', 'text')
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  for (const column of [
    'first_name',
    'last_name',
    'email',
    'phone',
    'position',
    'experience',
    'start_date',
    'salary_expect',
    'application_status',
    'interview_time',
    'created_at',
  ]) {
    await db.schema
      .createIndex(`applications_${column}_idx`)
      .on('applications')
      .column(column)
      .execute();
  }
  for (const column of ['position', 'start_date', 'application_status']) {
    await db.schema
      .createIndex(`applications_${column}_created_at_idx`)
      .on('applications')
      .columns([column, 'created_at'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('applications').execute();
  await db.schema.dropTable('contacts').execute();
}
