import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { ContactsTable, InvoicesTable } from '../db/schema';
import { listContacts } from '../modules/contacts/contacts.repository';
import { CONTACTS_LIST_SPEC } from '../modules/contacts/contacts.repository';
import { listInvoices } from '../modules/invoices/invoices.repository';
import { INVOICES_LIST_SPEC } from '../modules/invoices/invoices.repository';
import { fetchPage, SEARCH_COUNT_LIMIT } from './list-page';
import { parseListQuery } from './strapi-query';
import { compactSubstringIndexes, substringIndexOf } from './substring-index';

/** The trigram indexes of migration 0007 on SQLite: kept in step with their tables, and used. */

const NOW = '2026-01-05T10:00:00.000Z';

function contact(index: number, email: string): Insertable<ContactsTable> {
  return {
    first_name: 'Ayesha',
    last_name: `Khan ${index}`,
    email,
    phone: '+92 300 1234567',
    topic: 'Business',
    subject: 'Project',
    message: 'Hello',
    created_at: NOW,
    updated_at: NOW,
  };
}

function invoice(sequence: number, customer: string): Insertable<InvoicesTable> {
  return {
    sequence,
    invoice_number: `${String(sequence).padStart(2, '0')}-INV-05012026`,
    customer_name: customer,
    invoice_date: '2026-01-05',
    status: 'Draft',
    total_price: 100_00,
    eur_rate: null,
    created_at: NOW,
    updated_at: NOW,
  };
}

describe('substring indexes (SQLite)', () => {
  let dataDir: string;
  let db: Db;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'substring-index-'));
    db = openDatabase({ dataDir }).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.deleteFrom('contacts').execute();
    await db.deleteFrom('invoices').execute();
  });

  const indexed = async (table: string, column: string, text: string) =>
    (
      await sql<{
        rowid: number;
      }>`select rowid from ${sql.table(`${table}_${column}_search`)} where ${sql.ref(column)} like ${`%${text}%`} order by rowid`.execute(
        db,
      )
    ).rows.map((r) => r.rowid);

  it('follows inserts, updates of the searched column and deletes', async () => {
    const { id } = await db
      .insertInto('contacts')
      .values(contact(1, 'sara.malik@example.com'))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await indexed('contacts', 'email', 'malik')).toEqual([id]);

    await db
      .updateTable('contacts')
      .set({ email: 'sara.qureshi@example.com' })
      .where('id', '=', id)
      .execute();
    expect(await indexed('contacts', 'email', 'malik')).toEqual([]);
    expect(await indexed('contacts', 'email', 'QURESHI')).toEqual([id]);

    await db.deleteFrom('contacts').where('id', '=', id).execute();
    expect(await indexed('contacts', 'email', 'qureshi')).toEqual([]);
    await compactSubstringIndexes(db, ['contacts']);
    const check = await sql<{
      integrity: string;
    }>`insert into contacts_email_search (contacts_email_search, rank) values ('integrity-check', 1)`.execute(
      db,
    );
    expect(check.rows).toEqual([]);
  });

  it('narrows a rare text to its rows and gives the same page as a scan would', async () => {
    await db
      .insertInto('contacts')
      .values(
        Array.from({ length: 60 }, (_, i) =>
          contact(i, i % 20 === 3 ? `zainab.${i}@rare-mail.pk` : `user${i}@example.com`),
        ),
      )
      .execute();
    const query = parseListQuery(
      { 'filters[email][$containsi]': 'Rare-Mail', sort: 'lastName:desc' },
      CONTACTS_LIST_SPEC,
    );
    expect(await substringIndexOf(db, 'contacts')!.narrow(query, SEARCH_COUNT_LIMIT)).toBeDefined();
    const executeQuery = vi.spyOn(db.getExecutor(), 'executeQuery');
    const page = await listContacts(db, query);
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.last_name)).toEqual(['Khan 43', 'Khan 3', 'Khan 23']);
    // The index is read once; the count and the page then read the rows it found by id.
    const searches = executeQuery.mock.calls.filter(([compiled]) =>
      compiled.sql.includes('contacts_email_search'),
    );
    expect(searches).toHaveLength(1);
    executeQuery.mockRestore();
  });

  it('leaves a short text to the scan, and says when a common text has more matches than counted', async () => {
    await db
      .insertInto('contacts')
      .values(Array.from({ length: 30 }, (_, i) => contact(i, `user${i}@example.com`)))
      .execute();
    const index = substringIndexOf(db, 'contacts')!;
    const narrow = (text: string, limit = SEARCH_COUNT_LIMIT) =>
      index.narrow(
        parseListQuery({ 'filters[email][$containsi]': text }, CONTACTS_LIST_SPEC),
        limit,
      );
    expect(await narrow('us')).toBeUndefined();
    expect(await narrow('example', 10)).toEqual({ moreThan: 10 });
    expect(await narrow('example', 30)).toBeDefined();
    // More rows hold the text than counted, but with another filter the index cannot say how
    // many match the whole filter.
    const other = { 'filters[email][$containsi]': 'example', 'filters[topic][$eq]': 'Business' };
    expect(await index.narrow(parseListQuery(other, CONTACTS_LIST_SPEC), 10)).toBeUndefined();
    expect(await narrow('EXAMPLE', 10)).toEqual({ moreThan: 10 });
  });

  it('finds LIKE wildcards and quotes as themselves', async () => {
    await db
      .insertInto('contacts')
      .values([
        contact(1, 'user_1@example.com'),
        contact(2, 'user11@example.com'),
        contact(3, '"quoted"@example.com'),
      ])
      .execute();
    const total = async (text: string) =>
      (
        await listContacts(
          db,
          parseListQuery({ 'filters[email][$containsi]': text }, CONTACTS_LIST_SPEC),
        )
      ).total;
    expect(await total('user_1')).toBe(1);
    expect(await total('r_1')).toBe(1);
    expect(await total('"quoted"')).toBe(1);
    expect(await total('%@ex')).toBe(0);
  });

  it('finds what the filter finds where Unicode case folding and SQLite lower() differ', async () => {
    await db
      .insertInto('invoices')
      .values([
        invoice(1, 'Müller Bau GmbH'),
        invoice(2, 'MÜLLER BAU GMBH'),
        // The Kelvin sign (U+212A) folds to k for the index, not for the filter.
        ...[3, 4, 5].map((sequence) => invoice(sequence, `Par\u212A Services ${sequence}`)),
        ...[6, 7].map((sequence) => invoice(sequence, `Park Services ${sequence}`)),
      ])
      .execute();
    const list = (text: string) =>
      listInvoices(
        db,
        parseListQuery({ 'filters[customer_name][$containsi]': text }, INVOICES_LIST_SPEC),
      );
    // SQLite's lower() leaves Ü as it is: "MÜLLER" finds the name written "Müller", as a scan does.
    expect((await list('MÜLLER')).rows.map((row) => row.sequence)).toEqual([1]);
    for (const text of ['MÜLLER', 'üll', 'ÜLL', 'park', 'PARK', 'services']) {
      const query = parseListQuery(
        { 'filters[customer_name][$containsi]': text },
        INVOICES_LIST_SPEC,
      );
      expect(await list(text), text).toEqual(await fetchPage(db, 'invoices', query));
    }
    const park = parseListQuery(
      { 'filters[customer_name][$containsi]': 'park' },
      INVOICES_LIST_SPEC,
    );
    expect(await substringIndexOf(db, 'invoices')!.narrow(park, 4)).not.toEqual({ moreThan: 4 });
    expect((await list('park')).total).toBe(2);
  });

  it('keeps $contains case-sensitive and searches both sides of an $or', async () => {
    await db
      .insertInto('invoices')
      .values([
        invoice(1, 'Schneider Logistik GmbH'),
        invoice(2, 'gmbh lower'),
        invoice(3, 'Ravi Motors'),
      ])
      .execute();
    const exact = await listInvoices(
      db,
      parseListQuery({ 'filters[customer_name][$contains]': 'GmbH' }, INVOICES_LIST_SPEC),
    );
    expect(exact.rows.map((row) => row.sequence)).toEqual([1]);
    const either = await listInvoices(
      db,
      parseListQuery(
        {
          'filters[$or][0][customer_name][$containsi]': 'motors',
          'filters[$or][1][invoice_number][$containsi]': '01-inv',
        },
        INVOICES_LIST_SPEC,
      ),
    );
    expect(either.rows.map((row) => row.sequence).sort()).toEqual([1, 3]);
    expect(either.total).toBe(2);
  });
});
