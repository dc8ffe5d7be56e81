import { sql, type Kysely } from 'kysely';
import { TIMESTAMP_TYPE } from './column-helpers';

/**
 * The firm's own details, which an Admin keeps in the Settings tab: one row (id 1, enforced),
 * absent until the first save, when the example details stop being used. The managing directors
 * are a JSON array; the logo is a file owned by the row (`files`, owner `company` 1, field `logo`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('legal_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('trading_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('office_street', 'varchar(200)', (col) => col.notNull())
    .addColumn('office_postal_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('office_city', 'varchar(100)', (col) => col.notNull())
    .addColumn('office_country', 'varchar(100)', (col) => col.notNull())
    .addColumn('registered_street', 'varchar(200)', (col) => col.notNull())
    .addColumn('registered_postal_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('registered_city', 'varchar(100)', (col) => col.notNull())
    .addColumn('registered_country', 'varchar(100)', (col) => col.notNull())
    .addColumn('register_court', 'varchar(200)', (col) => col.notNull())
    .addColumn('register_number', 'varchar(50)', (col) => col.notNull())
    .addColumn('vat_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('managing_directors', 'text', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('bank_account_holder', 'varchar(200)', (col) => col.notNull())
    .addColumn('bank_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('iban', 'varchar(50)', (col) => col.notNull())
    .addColumn('bic', 'varchar(11)', (col) => col.notNull())
    .addColumn('payment_term_days', 'integer', (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_settings').execute();
}
