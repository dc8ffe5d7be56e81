import { sql, type Kysely } from 'kysely';
import { DATE_TYPE, TIMESTAMP_TYPE, isSqlite } from './column-helpers';

/**
 * The invoice lifecycle: a stored due date, and the Admin's unlock of a sent invoice.
 *
 * `due_date` is the invoice date plus the payment term the invoice was issued with (migration
 * 0018), kept by every write, so that the list filters overdue invoices and sorts by due date from
 * an index instead of computing the date for each row. Existing invoices get theirs here. The
 * column stays nullable on both databases alike (SQLite cannot add a NOT NULL column without a
 * default, and rows written by code that predates the column must still insert); every write of
 * the invoices module sets it.
 *
 * The index serves the due-date sort in both directions (ties broken by id in the sort's
 * direction, see 0008) and the overdue filter's `due_date < today`; on SQLite every index ends
 * with the row id already, PostgreSQL needs it spelled out.
 *
 * `unlocked_at`, `unlocked_by` (the username at the time) and `unlock_reason`: a Sent or Paid
 * invoice is locked against edits to its customer, date and lines unless an Admin unlocked it
 * since its last change. No list filters or sorts by them, so they get no index.
 */
const ADDED_COLUMNS = [
  ['due_date', DATE_TYPE],
  ['unlocked_at', TIMESTAMP_TYPE],
  ['unlocked_by', 'varchar(255)'],
  ['unlock_reason', 'varchar(500)'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  // One column per statement: SQLite adds no more.
  for (const [column, type] of ADDED_COLUMNS)
    await db.schema.alterTable('invoices').addColumn(column, type).execute();
  await (
    sqlite
      ? sql`update invoices set due_date = date(invoice_date, '+' || payment_term_days || ' days')`
      : sql`update invoices
        set due_date = to_char(invoice_date::date + payment_term_days, 'YYYY-MM-DD')`
  ).execute(db);
  await db.schema
    .createIndex('invoices_due_date_idx')
    .on('invoices')
    .columns(sqlite ? ['due_date'] : ['due_date', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_due_date_idx').execute();
  for (const [column] of [...ADDED_COLUMNS].reverse())
    await db.schema.alterTable('invoices').dropColumn(column).execute();
}
