import type { Kysely } from 'kysely';
import { DATE_TYPE, MONEY_TYPE, TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/** The counter row that numbers invoices, as this migration names it; see `next-invoice-sequence.ts`. */
const INVOICE_SEQUENCE_COUNTER = 'invoice_number';

/**
 * The price list (`services`), invoices and their lines, the invoice number counter and a small
 * key-value table (`settings`) that keeps the last good exchange rate across restarts.
 *
 * A line is a copy of the service it came from (item, date, remarks, price), so editing or
 * deleting the price list never changes an issued invoice; `service_id` only records the origin.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('services'))
    .addColumn('item', 'varchar(200)', (col) => col.notNull())
    .addColumn('type', 'varchar(40)', (col) => col.notNull())
    .addColumn('tax', 'varchar(40)')
    .addColumn('rate', MONEY_TYPE, (col) => col.notNull())
    .addColumn('price_pkr', MONEY_TYPE, (col) => col.notNull())
    .addColumn('remarks', 'varchar(2000)')
    .addColumn('date', DATE_TYPE, (col) => col.notNull())
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  for (const column of ['item', 'type', 'tax', 'rate', 'price_pkr', 'date', 'created_at']) {
    await db.schema.createIndex(`services_${column}_idx`).on('services').column(column).execute();
  }

  await withIdColumn(db, db.schema.createTable('invoices'))
    // The never-repeating number behind `invoice_number`; also what sorting by number uses,
    // so that 100-INV-… comes after 99-INV-….
    .addColumn('sequence', MONEY_TYPE, (col) => col.notNull().unique())
    .addColumn('invoice_number', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('customer_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('invoice_date', DATE_TYPE, (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    // Sum of the lines, kept by the server in the same transaction that writes them.
    .addColumn('total_price', MONEY_TYPE, (col) => col.notNull())
    // PKR per EUR used by the invoice's PDF: set by hand or by the first PDF, then kept.
    .addColumn('eur_rate', 'double precision')
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  for (const column of ['customer_name', 'invoice_date', 'status', 'total_price', 'created_at']) {
    await db.schema.createIndex(`invoices_${column}_idx`).on('invoices').column(column).execute();
  }

  await withIdColumn(db, db.schema.createTable('invoice_lines'))
    .addColumn('invoice_id', 'integer', (col) =>
      col.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('service_id', 'integer', (col) => col.references('services.id').onDelete('set null'))
    .addColumn('item', 'varchar(200)', (col) => col.notNull())
    .addColumn('price_pkr', MONEY_TYPE, (col) => col.notNull())
    .addColumn('date', DATE_TYPE)
    .addColumn('remarks', 'varchar(2000)')
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice_position_idx')
    .on('invoice_lines')
    .columns(['invoice_id', 'position'])
    .execute();
  // Deleting a service sets its lines' service_id to null: this keeps that a lookup, not a scan.
  await db.schema
    .createIndex('invoice_lines_service_idx')
    .on('invoice_lines')
    .column('service_id')
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('value', MONEY_TYPE, (col) => col.notNull())
    .execute();
  await (db as Kysely<{ counters: { name: string; value: number } }>)
    .insertInto('counters')
    .values({ name: INVOICE_SEQUENCE_COUNTER, value: 0 })
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['settings', 'counters', 'invoice_lines', 'invoices', 'services']) {
    await db.schema.dropTable(table).execute();
  }
}
