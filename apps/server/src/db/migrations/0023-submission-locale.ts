import type { Kysely } from 'kysely';

/**
 * A contact message and an application keep the language of the page they were sent from (`en`
 * or `de`), so that the confirmation mail to the sender speaks it. Everything sent before there
 * was a German site was English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contacts', 'applications']) {
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'text', (column) => column.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contacts', 'applications'])
    await db.schema.alterTable(table).dropColumn('locale').execute();
}
