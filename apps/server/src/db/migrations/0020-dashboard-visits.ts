import type { Kysely } from 'kysely';
import { TIMESTAMP_TYPE } from './column-helpers';

/**
 * The dashboard: when each user last opened it and when their previous visit ended (what it
 * counts as new; one row per user, deleted with the account), and indexes that hold every column
 * its sums read, so that at 100,000 rows they read a narrow index instead of the tables: open
 * applications per position, and invoices by status, then date (the issued ones per month of the
 * last year, and all sent ones: the outstanding total).
 */
const SUMMARY_INDEXES = [
  {
    name: 'applications_status_position_idx',
    table: 'applications',
    columns: ['application_status', 'position'],
  },
  {
    name: 'invoices_status_date_sums_idx',
    table: 'invoices',
    columns: ['status', 'invoice_date', 'total_price', 'eur_rate'],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_visits')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('last_seen_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('previous_seen_at', TIMESTAMP_TYPE)
    .execute();
  for (const { name, table, columns } of SUMMARY_INDEXES)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of SUMMARY_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.dropTable('dashboard_visits').execute();
}
