import type { Kysely } from 'kysely';
import { countColumn, stopCountingColumn, type CountedColumn } from './value-count-triggers';

/**
 * Invoices are counted by status, as applications and messages are by their columns (0009): the
 * invoice list's status filter and its unfiltered total then read a few kept counts instead of
 * every invoice, which on PostgreSQL cost each first page 20 ms of the database's time at
 * 100,000 invoices.
 */
const INVOICE_STATUS: CountedColumn = { table: 'invoices', column: 'status' };

export async function up(db: Kysely<unknown>): Promise<void> {
  await countColumn(db, INVOICE_STATUS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await stopCountingColumn(db, INVOICE_STATUS);
}
