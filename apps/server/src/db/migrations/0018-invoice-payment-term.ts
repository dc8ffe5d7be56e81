import type { Kysely } from 'kysely';

/**
 * An invoice keeps the payment term it was issued with, so that its due date does not move when
 * the company settings' term changes later. Invoices issued before the term could be set had
 * SPEC.md's seven days; the column's default also serves rows written without a term.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices')
    .addColumn('payment_term_days', 'integer', (column) => column.notNull().defaultTo(7))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('payment_term_days').execute();
}
