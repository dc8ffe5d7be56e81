import type { Db } from '../../db/database';

/**
 * The `counters` row that numbers invoices. Migration 0004 creates it and spells the name itself:
 * a migration is history and imports nothing from live code.
 */
export const INVOICE_SEQUENCE_COUNTER = 'invoice_number';

/**
 * Takes the next invoice number from the counter row, inside the caller's transaction.
 * The UPDATE locks the row (PostgreSQL) or the database (SQLite) until the transaction ends, so
 * concurrent creates queue up and each gets its own number; a rolled-back create gives its number
 * back, and a deleted invoice never frees one. Run it first in the transaction, so that SQLite
 * takes the write lock at once instead of upgrading a read lock (which could fail under load).
 */
export async function takeNextInvoiceSequence(trx: Db): Promise<number> {
  const { value } = await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', INVOICE_SEQUENCE_COUNTER)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(value);
}
