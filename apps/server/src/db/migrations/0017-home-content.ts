import { sql, type Kysely } from 'kysely';
import { TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/**
 * The home page's content, which Staff keep in the Home tab: its clients (the logo strip) and
 * client testimonials, each in `display_order` (a logo and a photo are files owned by the row:
 * `files`, owner `client` or `client-testimonial`), and its key figures, one row (id 1, enforced)
 * holding the hero's facts and its card's highlights as JSON arrays of `{value, label}`. Every
 * list starts empty: the figures and clients the page showed were written into its code, and
 * only a firm's own may stand there (demo content fills them where DEMO_DATA is on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('clients'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('display_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('clients_display_order_idx')
    .on('clients')
    .columns(['display_order', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('client_testimonials'))
    .addColumn('quote', 'varchar(1000)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('role', 'varchar(100)', (col) => col.notNull())
    .addColumn('company', 'varchar(100)', (col) => col.notNull())
    .addColumn('display_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('client_testimonials_display_order_idx')
    .on('client_testimonials')
    .columns(['display_order', 'id'])
    .execute();

  await db.schema
    .createTable('key_figures')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('facts', 'text', (col) => col.notNull())
    .addColumn('highlights', 'text', (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  await (db as Kysely<{ key_figures: Record<string, string | number> }>)
    .insertInto('key_figures')
    .values({ id: 1, facts: '[]', highlights: '[]', updated_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('key_figures').execute();
  await db.schema.dropTable('client_testimonials').execute();
  await db.schema.dropTable('clients').execute();
}
