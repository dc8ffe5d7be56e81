import type { Kysely } from 'kysely';
import { TIMESTAMP_TYPE } from './column-helpers';

/**
 * Invoices are mailed to their customers: the address they go to (optional; 320 characters, the
 * longest an address can be) and when the invoice was last mailed. Both start empty; no list
 * screen filters or sorts by them, so they get no index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('customer_email', 'varchar(320)').execute();
  await db.schema.alterTable('invoices').addColumn('last_sent_at', TIMESTAMP_TYPE).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('last_sent_at').execute();
  await db.schema.alterTable('invoices').dropColumn('customer_email').execute();
}
