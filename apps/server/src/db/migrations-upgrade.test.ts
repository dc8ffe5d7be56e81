import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../http/strapi-query';
import { fetchPage } from '../lists/list-page';
import type { ListQuery, ListSpec } from '../lists/list-query';
import { APPLICATIONS_LIST_SPEC } from '../modules/applications/applications.repository';
import { AUDIT_LIST_SPEC } from '../modules/audit/audit.repository';
import { CONTACTS_LIST_SPEC } from '../modules/contacts/contacts.repository';
import { INVOICES_LIST_SPEC } from '../modules/invoices/invoices.repository';
import {
  INVOICE_SEQUENCE_COUNTER,
  takeNextInvoiceSequence,
} from '../modules/invoices/next-invoice-sequence';
import { openDatabase, type Db } from './database';
import { createPostgresDatabase } from '../../test/test-app';
import { migrations } from './migrations';

/**
 * A database made by an earlier release, upgraded by the migrations that came after it, must be
 * what the live code expects, and what a fresh database is: every table and index alike, the
 * objects of the list mechanisms migration 0030 dropped gone (their triggers would otherwise
 * write to tables that are no more), writes to every table they watched working, the lists
 * finding and counting their rows, the invoice counter where the code looks. Every other test
 * builds a fresh database and writes its rows after the migrations, so a migration that forgets
 * the rows or the objects already there goes unseen.
 *
 * Each earlier release is one of the migrations from the first that has made every table the rows
 * below go into, up to the one before the newest. Runs on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

const MIGRATION_NAMES = Object.keys(migrations).sort();
/** The first migration after which every table written below exists. */
const FIRST_WITH_EVERY_TABLE = '0005-audit-and-retention';
const EARLIER_RELEASES = MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf(FIRST_WITH_EVERY_TABLE), -1);

const NOW = '2026-01-05T10:00:00.000Z';
const POSITIONS = ['Frontend Developer', 'Backend Developer', 'QA Engineer'] as const;
const STATUSES = ['Pending', 'Shortlisted', 'Rejected'] as const;
const TOPICS = ['Business', 'Job', 'Inquiry'] as const;
const ENTITY_TYPES = ['application', 'invoice', 'service'] as const;
const ACTIONS = ['create', 'update', 'delete'] as const;
const NAMES = ['Ayesha', 'Bilal', 'Zainab', 'Omar'] as const;
const CUSTOMERS = ['Indus Motor Works', 'Ravi Textile Mills', 'Margalla Foods'] as const;
const ITEMS = ['Office rent', 'Internet fibre', 'Electricity'] as const;

const pick = <T>(values: readonly T[], index: number) => values[index % values.length]!;

/** A fresh database: a SQLite file in a new folder, or a new PostgreSQL database. */
async function freshDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'migrations-upgrade-'));
    const { db } = openDatabase({ dataDir });
    return {
      db,
      close: async () => {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const postgres = await createPostgresDatabase(adminUrl);
  const { db } = openDatabase({ dataDir: tmpdir(), databaseUrl: postgres.url });
  return {
    db,
    close: async () => {
      await db.destroy();
      await postgres.drop();
    },
  };
}

const isPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** Runs the migrations up to and including `last`, as the release that ended with it did. */
async function migrateUpTo(db: Db, last: string): Promise<void> {
  const released: Record<string, Migration> = {};
  for (const name of MIGRATION_NAMES.filter((n) => n <= last)) released[name] = migrations[name]!;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => released } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).map((r) => r.migrationName);
}

/** Rows of every table the lists of the upgraded objects read, invoices with two lines each. */
async function addRows(db: Db, from: number, count: number): Promise<void> {
  const indexes = Array.from({ length: count }, (_, i) => from + i);
  await db
    .insertInto('contacts')
    .values(
      indexes.map((i) => ({
        first_name: pick(NAMES, i),
        last_name: `Khan ${i}`,
        email: `${pick(NAMES, i).toLowerCase()}.${i}@mail${i}.example.com`,
        phone: '+92 300 1234567',
        topic: pick(TOPICS, i),
        subject: 'Project',
        message: 'Hello',
        created_at: NOW,
        updated_at: NOW,
      })),
    )
    .execute();
  await db
    .insertInto('applications')
    .values(
      indexes.map((i) => ({
        first_name: `${pick(NAMES, i)}${i}`,
        last_name: `Qureshi${i}`,
        email: `applicant${i}@example.com`,
        address: 'Lahore',
        phone: '+92 300 1234567',
        start_date: '2026-02-01',
        experience: 'Junior (2-3 years)' as const,
        salary_expect: 150_000_00,
        position: pick(POSITIONS, i),
        cover_letter: 'Hello',
        consent: 1,
        application_status: pick(STATUSES, i),
        interview_time: null,
        remarks: null,
        created_at: NOW,
        updated_at: NOW,
      })),
    )
    .execute();
  for (const i of indexes) {
    await db.transaction().execute(async (trx) => {
      const sequence = await takeNextInvoiceSequence(trx);
      const invoice = await trx
        .insertInto('invoices')
        .values({
          sequence,
          invoice_number: `${sequence}-INV-0501${2026 + i}`,
          customer_name: `${pick(CUSTOMERS, i)} ${i}`,
          invoice_date: '2026-01-05',
          status: 'Draft',
          total_price: 100_00,
          eur_rate: null,
          created_at: NOW,
          updated_at: NOW,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('invoice_lines')
        .values(
          [0, 1].map((position) => ({
            invoice_id: invoice.id,
            position,
            service_id: null,
            item: `${pick(ITEMS, i + position)} ${i}`,
            price_pkr: 50_00,
            date: null,
            remarks: null,
          })),
        )
        .execute();
    });
  }
  await db
    .insertInto('audit_log')
    .values(
      indexes.map((i) => ({
        created_at: NOW,
        user_id: null,
        username: 'System',
        entity_type: pick(ENTITY_TYPES, i),
        entity_id: i,
        action: pick(ACTIONS, i),
        changes: '{}',
        details: '{}',
        subject_hash: null,
        redacted_at: null,
      })),
    )
    .execute();
}

/** Changes and deletes rows of every table, through each column the dropped objects watched. */
async function changeRows(db: Db): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ topic: 'Others' })
    .where('topic', '=', 'Inquiry')
    .execute();
  await db.deleteFrom('contacts').where('topic', '=', 'Job').execute();
  await db
    .updateTable('applications')
    .set({ application_status: 'Approved', first_name: 'Hamza' })
    .where('position', '=', 'QA Engineer')
    .execute();
  await db.deleteFrom('applications').where('application_status', '=', 'Rejected').execute();
  await db
    .updateTable('invoices')
    .set({ customer_name: 'Khyber Steel' })
    .where('customer_name', 'like', 'Margalla%')
    .execute();
  await db
    .deleteFrom('invoice_lines')
    .where(
      'invoice_id',
      'in',
      db.selectFrom('invoices').select('id').where('customer_name', 'like', 'Ravi%'),
    )
    .execute();
  await db.deleteFrom('invoices').where('customer_name', 'like', 'Ravi%').execute();
  await db
    .updateTable('invoice_lines')
    .set({ item: 'Water supply' })
    .where('item', 'like', 'Electricity%')
    .execute();
  await db.deleteFrom('invoice_lines').where('position', '=', 1).execute();
  await db
    .updateTable('audit_log')
    .set({ action: 'erase' })
    .where('action', '=', 'update')
    .execute();
  await db.deleteFrom('audit_log').where('entity_type', '=', 'service').execute();
}

/** The lists whose tables the dropped objects watched. */
const LIST_SPECS: readonly ListSpec[] = [
  APPLICATIONS_LIST_SPEC,
  AUDIT_LIST_SPEC,
  CONTACTS_LIST_SPEC,
  INVOICES_LIST_SPEC,
];

/** The columns whose values migrations 0009 and 0024 counted: the lists filter them by equality. */
const EQUALITY_FILTERED = [
  'applications.position',
  'applications.application_status',
  'contacts.topic',
  'audit_log.entity_type',
  'audit_log.action',
  'invoices.status',
];
/** The columns migration 0007 indexed by trigrams: the lists search inside them. */
const SEARCHED = [
  'applications.first_name',
  'applications.last_name',
  'contacts.email',
  'invoices.invoice_number',
  'invoices.customer_name',
];

/** A list query with one filter on a column, as a client sends it: by the column's API name. */
function listQuery(
  spec: ListSpec,
  column: string,
  operator: '$eq' | '$containsi',
  value: string,
): ListQuery {
  const name = Object.keys(spec.attributes).find((n) => spec.attributes[n]!.column === column);
  if (!name) throw new Error(`the list of ${spec.table} has no attribute on ${column}`);
  return parseListQuery(
    { [`filters[${name}][${operator}]`]: value, 'pagination[pageSize]': '100' },
    spec,
  );
}

/** The ids of a table's rows, and each one's value in a column. */
async function valuesOf(db: Db, table: string, column: string) {
  const { rows } = await sql<{ id: number; value: string | null }>`
    select id, ${sql.ref(column)} as value from ${sql.table(table)} order by id`.execute(db);
  return rows.map(({ id, value }) => ({ id: Number(id), value }));
}

/** The ids of a list's rows that a filter finds, and its total. */
async function found(db: Db, query: ListQuery, table: string) {
  const page = await fetchPage<{ id: number }>(db, table, query);
  return { ids: page.rows.map((row) => Number(row.id)).sort((a, b) => a - b), total: page.total };
}

/** The lists find and count exactly the rows each value or text they are asked for is in. */
async function expectListsRight(db: Db): Promise<void> {
  for (const spec of LIST_SPECS) {
    for (const qualified of [...EQUALITY_FILTERED, ...SEARCHED]) {
      const [table, column] = qualified.split('.') as [string, string];
      if (table !== spec.table) continue;
      const rows = (await valuesOf(db, table, column)).filter((row) => row.value !== null);
      expect(rows.length, `rows holding ${qualified}`).toBeGreaterThan(1);
      for (const { value } of [rows[0]!, rows.at(-1)!]) {
        const text = value!;
        if (EQUALITY_FILTERED.includes(qualified)) {
          const ids = rows.filter((row) => row.value === text).map((row) => row.id);
          const query = listQuery(spec, column, '$eq', text);
          expect(await found(db, query, table), `${qualified} = ${text}`).toEqual({
            ids,
            total: ids.length,
          });
        } else {
          // The text searched in the middle and in capitals, as the admin lists search.
          const searched = text.toLowerCase().slice(1, -1);
          const ids = rows
            .filter((row) => row.value!.toLowerCase().includes(searched))
            .map((row) => row.id);
          const query = listQuery(spec, column, '$containsi', searched.toUpperCase());
          expect(await found(db, query, table), `${qualified} holding ${searched}`).toEqual({
            ids,
            total: ids.length,
          });
        }
      }
    }
  }

  const counter = await db
    .selectFrom('counters')
    .select('value')
    .where('name', '=', INVOICE_SEQUENCE_COUNTER)
    .executeTakeFirst();
  expect(counter, `the ${INVOICE_SEQUENCE_COUNTER} counter`).toBeDefined();
}

/** Migration 0006's indexes of lowered text, for the searches, on SQLite. */
const LOWERED_INDEXES = [
  'applications_names_lower_idx',
  'invoices_customer_name_lower_idx',
  'invoices_invoice_number_lower_idx',
  'audit_log_username_lower_idx',
];

/** Nothing is left of the kept counts, the trigram indexes and the lowered copies. */
async function expectNoListShortcuts(db: Db): Promise<void> {
  if (!isPostgres()) {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master
      where name = 'value_counts' or name like '%\\_search%' escape '\\'
        or name like '%\\_counts\\_%' escape '\\' or name in (${sql.join(LOWERED_INDEXES)})`.execute(
      db,
    );
    expect(rows.map((row) => row.name)).toEqual([]);
    return;
  }
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_name = 'value_counts'`.execute(db);
  expect(tables).toEqual([]);
  const { rows: copies } = await sql<{ column_name: string }>`
    select table_name || '.' || column_name as column_name from information_schema.columns
    where table_schema = current_schema() and column_name like '%\\_lower' escape '\\'`.execute(db);
  expect(copies).toEqual([]);
  const { rows: triggers } = await sql<{ trigger_name: string }>`
    select trigger_name from information_schema.triggers
    where trigger_schema = current_schema()`.execute(db);
  expect(triggers).toEqual([]);
  const { rows: functions } = await sql<{ proname: string }>`
    select proname from pg_proc where proname = 'count_column_values'`.execute(db);
  expect(functions).toEqual([]);
  const { rows: extension } = await sql`
    select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  expect(extension).toEqual([]);
}

/** What a database is made of: tables and their columns, indexes, triggers. */
async function schemaOf(db: Db): Promise<unknown> {
  if (!isPostgres()) {
    const { rows } = await sql`
      select type, name, tbl_name, sql from sqlite_master
      where name not like 'sqlite_%' order by type, name`.execute(db);
    return rows;
  }
  const { rows: columns } = await sql`
    select table_name, column_name, ordinal_position, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const { rows: indexes } = await sql`
    select indexname, indexdef from pg_indexes where schemaname = current_schema()
    order by indexname`.execute(db);
  const { rows: triggers } = await sql`
    select trigger_name, event_manipulation, event_object_table, action_statement
    from information_schema.triggers where trigger_schema = current_schema()
    order by trigger_name, event_manipulation`.execute(db);
  return { columns, indexes, triggers };
}

describe('a database made by an earlier release, upgraded', () => {
  let fresh: { db: Db; close: () => Promise<void> };
  let freshSchema: unknown;

  beforeAll(async () => {
    fresh = await freshDatabase();
    await migrateToLatest(fresh.db);
    freshSchema = await schemaOf(fresh.db);
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('starts from every release that had the tables written here', () => {
    expect(EARLIER_RELEASES[0]).toBe(FIRST_WITH_EVERY_TABLE);
    expect(EARLIER_RELEASES).not.toContain(MIGRATION_NAMES.at(-1));
  });

  it('gives a fresh database what the lists need, and none of the dropped objects', async () => {
    await expectNoListShortcuts(fresh.db);
    await addRows(fresh.db, 0, 12);
    await expectListsRight(fresh.db);
  });

  it.each(EARLIER_RELEASES)(
    'from %s: the same schema, the dropped objects gone, writes, lists and the invoice counter right',
    async (release) => {
      const database = await freshDatabase();
      try {
        const { db } = database;
        await migrateUpTo(db, release);
        await addRows(db, 0, 12);

        const ran = await migrateToLatest(db);
        expect(ran).toEqual(MIGRATION_NAMES.filter((name) => name > release));
        expect(await schemaOf(db)).toEqual(freshSchema);
        await expectNoListShortcuts(db);
        await expectListsRight(db);

        // Rows written, changed and deleted after the upgrade, in every table the dropped
        // triggers watched, and the lists still right.
        await addRows(db, 12, 12);
        await changeRows(db);
        await expectListsRight(db);
        const next = await db.transaction().execute((trx) => takeNextInvoiceSequence(trx));
        expect(next).toBe(25);
      } finally {
        await database.close();
      }
    },
  );
});
