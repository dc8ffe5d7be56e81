import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage } from '../http/list-page';
import { parseListQuery, type ListQuery, type ListSpec } from '../http/strapi-query';
import { APPLICATIONS_LIST_SPEC } from '../modules/applications/applications.repository';
import { AUDIT_LIST_SPEC } from '../modules/audit/audit.repository';
import { CONTACTS_LIST_SPEC } from '../modules/contacts/contacts.repository';
import { INVOICES_LIST_SPEC } from '../modules/invoices/invoices.repository';
import {
  INVOICE_SEQUENCE_COUNTER,
  takeNextInvoiceSequence,
} from '../modules/invoices/next-invoice-sequence';
import { openDatabase, type Db } from './database';
import { listIndexesOf } from '../http/list-indexes';
import { createPostgresDatabase } from '../../test/test-app';
import { migrations } from './migrations';
import { loweredColumnName, SEARCHED_COLUMNS } from '../http/searched-columns';
import { ftsTableName } from '../http/substring-index';
import { COUNTED_COLUMNS } from '../http/value-counts';

/**
 * A database made by an earlier release, upgraded by the migrations that came after it, must be
 * what the live code expects: the counts of every column in `COUNTED_COLUMNS` right, a trigram
 * index behind every column in `SEARCHED_COLUMNS`, the invoice counter where the code looks.
 * Every other test builds a fresh database and writes its rows after the migrations, so a
 * migration that forgets the rows already there goes unseen; an existing database would then
 * answer a counted filter with a wrong total (an empty page). A live list grown without a
 * migration of its own fails here too: its column has no counts, or no index.
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

/** Rows of every table the live lists name, holding values of every counted and searched column. */
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
      await trx
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

/** Changes and deletes some rows, through each counted and searched column. */
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
  await db.deleteFrom('invoices').where('customer_name', 'like', 'Ravi%').execute();
  await db
    .updateTable('audit_log')
    .set({ action: 'erase' })
    .where('action', '=', 'update')
    .execute();
  await db.deleteFrom('audit_log').where('entity_type', '=', 'service').execute();
}

const countKey = (table: string, column: string, value: string) => `${table}.${column}=${value}`;

/** Each live counted column's counts as `value_counts` keeps them, and as its rows have them. */
async function keptAndActualCounts(db: Db) {
  const kept: Record<string, number> = {};
  const actual: Record<string, number> = {};
  const rows = await db.selectFrom('value_counts').selectAll().execute();
  // A value no row holds any more may keep a count of zero.
  for (const row of rows.filter((r) => Number(r.row_count) !== 0))
    kept[countKey(row.table_name, row.column_name, row.value)] = Number(row.row_count);
  for (const { table, column } of COUNTED_COLUMNS) {
    const { rows: groups } = await sql<{ value: string; total: number }>`
      select ${sql.ref(column)} as value, count(*) as total from ${sql.table(table)}
      where ${sql.ref(column)} is not null group by ${sql.ref(column)}`.execute(db);
    for (const { value, total } of groups) actual[countKey(table, column, value)] = Number(total);
  }
  return { kept, actual };
}

/** The live lists of the tables with counted or searched columns. */
const LIST_SPECS: Record<string, ListSpec> = {
  applications: APPLICATIONS_LIST_SPEC,
  audit_log: AUDIT_LIST_SPEC,
  contacts: CONTACTS_LIST_SPEC,
  invoices: INVOICES_LIST_SPEC,
};

/** A list query with one filter on a column, as a client sends it: by the column's API name. */
function listQuery(
  table: string,
  column: string,
  operator: '$eq' | '$containsi',
  value: string,
): ListQuery {
  const spec = LIST_SPECS[table];
  if (!spec) throw new Error(`no live list of ${table}`);
  const name = Object.keys(spec.attributes).find((n) => spec.attributes[n]!.column === column);
  if (!name) throw new Error(`the list of ${table} has no attribute on ${column}`);
  return parseListQuery(
    { [`filters[${name}][${operator}]`]: value, 'pagination[pageSize]': '100' },
    spec,
  );
}

/** The ids of a table's rows, and each one's text in a column. */
async function textsOf(db: Db, table: string, column: string) {
  const { rows } = await sql<{ id: number; text: string | null }>`
    select id, ${sql.ref(column)} as text from ${sql.table(table)} order by id`.execute(db);
  return rows.map(({ id, text }) => ({ id: Number(id), text }));
}

/** Every live list is backed by what the migrations made; the rows are found and counted. */
async function expectLiveListsBacked(db: Db): Promise<void> {
  const { kept, actual } = await keptAndActualCounts(db);
  for (const { table, column } of COUNTED_COLUMNS) {
    // Rows must hold values of every counted column, or a missing count would go unseen.
    const held = Object.keys(actual).filter((key) => key.startsWith(`${table}.${column}=`));
    expect(held, `rows holding ${table}.${column}`).not.toEqual([]);
  }
  expect(kept).toEqual(actual);

  // What a list filtered by one counted value answers: the kept count, which must be the rows'.
  for (const { table, column } of COUNTED_COLUMNS) {
    const totals = listIndexesOf(db, table).totals;
    expect(totals, `counts of ${table}`).toBeDefined();
    for (const [key, count] of Object.entries(actual)) {
      const prefix = `${table}.${column}=`;
      if (!key.startsWith(prefix)) continue;
      const query = listQuery(table, column, '$eq', key.slice(prefix.length));
      const kept = await totals!.total(query)!.executeTakeFirstOrThrow();
      expect(Number(kept.total), key).toBe(count);
      const page = await fetchPage<{ id: number }>(db, table, query, listIndexesOf(db, table));
      expect(page.rows.length, key).toBe(count);
    }
  }

  for (const definition of SEARCHED_COLUMNS) {
    const { table, column } = definition;
    const rows = (await textsOf(db, table, column)).filter((r) => r.text !== null);
    expect(rows.length, `rows holding ${table}.${column}`).toBeGreaterThan(1);
    if (isPostgres()) {
      await expectTrigramIndexOnPostgres(db, table, column);
    } else {
      const { rows: found } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'table' and name = ${ftsTableName(definition)}`.execute(
        db,
      );
      expect(found, `trigram index of ${table}.${column}`).toHaveLength(1);
    }
    // The first and the last row's text, searched in the middle as the admin lists search.
    for (const { text } of [rows[0]!, rows.at(-1)!]) {
      const lowered = text!.toLowerCase();
      const searched = lowered.slice(1, -1);
      const expected = rows
        .filter((r) => r.text!.toLowerCase().includes(searched))
        .map((r) => r.id);
      const query = listQuery(table, column, '$containsi', searched.toUpperCase());
      const indexes = listIndexesOf(db, table);
      if (!isPostgres()) {
        // The index itself finds the rows, not the scan a list falls back to without one.
        const narrowing = await indexes.substring!.narrow(query, 1_000);
        if (!narrowing || !('within' in narrowing))
          throw new Error(`the index of ${table}.${column} did not find "${searched}"`);
        const { rows: ids } = await sql<{ id: number }>`
          select id from ${sql.table(table)} where ${narrowing.within} order by id`.execute(db);
        expect(ids.map((r) => Number(r.id))).toEqual(expected);
      }
      const page = await fetchPage<{ id: number }>(db, table, query, indexes);
      expect(page.rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    }
  }

  const counter = await db
    .selectFrom('counters')
    .select('value')
    .where('name', '=', INVOICE_SEQUENCE_COUNTER)
    .executeTakeFirst();
  expect(counter, `the ${INVOICE_SEQUENCE_COUNTER} counter`).toBeDefined();
}

/** A trigram GIN index on the column's lowered copy, where the database has pg_trgm. */
async function expectTrigramIndexOnPostgres(db: Db, table: string, column: string) {
  const { rows: extension } = await sql`
    select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  // Migration 0007 skips these indexes where the extension cannot be created.
  if (extension.length === 0) return;
  const { rows } = await sql<{ indexdef: string }>`
    select indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(
    db,
  );
  const trigram = rows.filter(
    ({ indexdef }) =>
      /using gin/i.test(indexdef) &&
      indexdef.includes(`(${loweredColumnName(column)} gin_trgm_ops)`) &&
      indexdef.includes('gin_trgm_ops'),
  );
  expect(trigram, `trigram index of ${table}.${column}`).toHaveLength(1);
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

  it('gives a fresh database what the live lists need', async () => {
    await addRows(fresh.db, 0, 12);
    await expectLiveListsBacked(fresh.db);
  });

  it.each(EARLIER_RELEASES)(
    'from %s: counts, trigram indexes and the invoice counter are right',
    async (release) => {
      const database = await freshDatabase();
      try {
        const { db } = database;
        await migrateUpTo(db, release);
        await addRows(db, 0, 12);

        const ran = await migrateToLatest(db);
        expect(ran).toEqual(MIGRATION_NAMES.filter((name) => name > release));
        expect(await schemaOf(db)).toEqual(freshSchema);
        await expectLiveListsBacked(db);

        // The counts and indexes follow the rows after the upgrade too.
        await addRows(db, 12, 12);
        await changeRows(db);
        await expectLiveListsBacked(db);
        const next = await db.transaction().execute((trx) => takeNextInvoiceSequence(trx));
        expect(next).toBe(25);
      } finally {
        await database.close();
      }
    },
  );
});
