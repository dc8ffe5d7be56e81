import { sql, type Insertable } from 'kysely';
import { Migrator } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { testServerSuite } from '../../test/test-suite';
import type { Db } from '../db/database';
import { migrations } from '../db/migrations';
import type { ContactsTable } from '../db/schema';
import { listContacts } from '../modules/contacts/contacts.repository';
import { CONTACTS_LIST_SPEC } from '../modules/contacts/contacts.repository';
import { parseListQuery } from './strapi-query';
import { COUNTED_COLUMNS } from './value-counts';

/** The counts of migration 0009: kept in step with their tables, and what filtered lists total. */

const NOW = '2026-01-05T10:00:00.000Z';
const TOPICS = ['Business', 'Inquiry', 'Job', 'Others'] as const;

function contact(index: number): Insertable<ContactsTable> {
  return {
    first_name: 'Ayesha',
    last_name: `Khan ${index}`,
    email: `ayesha${index}@example.com`,
    phone: '+92 300 1234567',
    topic: TOPICS[index % TOPICS.length]!,
    subject: 'Project',
    message: 'Hello',
    created_at: NOW,
    updated_at: NOW,
  };
}

/** Each counted column's counts as the table keeps them, and as counting its rows finds them. */
async function keptAndActualCounts(db: Db) {
  const kept: Record<string, number> = {};
  const actual: Record<string, number> = {};
  const rows = await db.selectFrom('value_counts').selectAll().execute();
  // A value no row holds any more may keep a count of zero.
  for (const row of rows.filter((r) => Number(r.row_count) !== 0))
    kept[`${row.table_name}.${row.column_name}=${row.value}`] = Number(row.row_count);
  for (const { table, column } of COUNTED_COLUMNS) {
    const { rows: groups } = await sql<{ value: string; total: number }>`
      select ${sql.ref(column)} as value, count(*) as total from ${sql.table(table)}
      group by ${sql.ref(column)}`.execute(db);
    for (const { value, total } of groups) actual[`${table}.${column}=${value}`] = Number(total);
  }
  return { kept, actual };
}

const contactsQuery = (raw: Record<string, string>) => parseListQuery(raw, CONTACTS_LIST_SPEC);

describe('value counts', () => {
  const suite = testServerSuite({ lifetime: 'test' });
  let db: Db;

  beforeEach(() => {
    db = suite.t.app.db;
  });

  const insertContacts = (count: number) =>
    db
      .insertInto('contacts')
      .values(Array.from({ length: count }, (_, index) => contact(index)))
      .execute();

  /** Sets the kept count of the topic Job, whatever the rows hold. */
  const keepJobCountOf = (rowCount: number) =>
    db
      .updateTable('value_counts')
      .set({ row_count: rowCount })
      .where('table_name', '=', 'contacts')
      .where('value', '=', 'Job')
      .execute();

  it('follows every insert, change of the column and delete', async () => {
    await insertContacts(40);
    await db
      .updateTable('contacts')
      .set({ topic: 'Job' })
      .where('topic', '=', 'Business')
      .execute();
    // A change of another column leaves the counts alone.
    await db.updateTable('contacts').set({ subject: 'Changed' }).where('id', '<=', 5).execute();
    await db.deleteFrom('contacts').where('topic', '=', 'Inquiry').where('id', '<', 20).execute();
    await db
      .insertInto('audit_log')
      .values({
        created_at: NOW,
        user_id: null,
        username: 'system',
        entity_type: 'service',
        entity_id: 1,
        action: 'delete',
        changes: '{}',
        details: '{}',
        subject_hash: null,
        redacted_at: null,
      })
      .execute();

    const { kept, actual } = await keptAndActualCounts(db);
    expect(kept).toEqual(actual);
    expect(kept['contacts.topic=Job']).toBe(20);
    expect(kept['contacts.topic=Business']).toBeUndefined();
    expect(kept['audit_log.action=delete']).toBe(1);
  });

  it('gives a list filtered by one counted column its total without counting the rows', async () => {
    await insertContacts(30);
    expect((await listContacts(db, contactsQuery({ 'filters[topic][$eq]': 'Job' }))).total).toBe(7);
    expect(
      (await listContacts(db, contactsQuery({ 'filters[topic][$in]': 'Job,Others,Job' }))).total,
    ).toBe(14);
    expect((await listContacts(db, contactsQuery({ 'filters[topic][$eq]': 'None' }))).total).toBe(
      0,
    );

    // The total comes from the kept count (altered here to tell the two apart) ...
    await keepJobCountOf(1_000);
    const counted = await listContacts(db, contactsQuery({ 'filters[topic][$eq]': 'Job' }));
    expect(counted.total).toBe(1_000);
    // ... but a filter on more than the counted column counts its rows.
    const combined = await listContacts(
      db,
      contactsQuery({ 'filters[topic][$eq]': 'Job', 'filters[createdAt][$gte]': NOW }),
    );
    expect(combined.total).toBe(7);
  });

  it('gives a list without a filter its total from the counts of one column', async () => {
    await insertContacts(30);
    expect((await listContacts(db, contactsQuery({}))).total).toBe(30);

    // Altered, to tell a kept total from a counted one.
    await keepJobCountOf(1_000);
    expect((await listContacts(db, contactsQuery({}))).total).toBe(30 - 7 + 1_000);
  });

  it('is filled from the rows a database already holds when it is created', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('0008-one-index-per-sort');
    expect(error).toBeUndefined();
    await insertContacts(9);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const { kept, actual } = await keptAndActualCounts(db);
    expect(kept).toEqual(actual);
    expect(kept['contacts.topic=Business']).toBe(3);
  });
});
