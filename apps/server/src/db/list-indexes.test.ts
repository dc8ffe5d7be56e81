import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListSpec } from '../lists/list-query';
import { APPLICATIONS_LIST_SPEC } from '../modules/applications/applications.repository';
import { AUDIT_LIST_SPEC } from '../modules/audit/audit.repository';
import { CONTACTS_LIST_SPEC } from '../modules/contacts/contacts.repository';
import { INVOICES_LIST_SPEC } from '../modules/invoices/invoices.repository';
import { SERVICES_LIST_SPEC } from '../modules/services/services.repository';
import { USERS_LIST_SPEC } from '../modules/users/users.repository';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';

/**
 * The lists of the records the firm keeps, which grow with its work, sort and filter by b-tree
 * indexes: on SQLite, every column their attributes sort or filter by has an index that begins
 * with it, but the free text and the few rarely used columns listed here. A list attribute added
 * without an index fails here, and so does an exemption that gets one. (The public site's
 * content holds tens of rows; the outbox is read newest first.)
 */

const LISTS: readonly ListSpec[] = [
  APPLICATIONS_LIST_SPEC,
  AUDIT_LIST_SPEC,
  CONTACTS_LIST_SPEC,
  INVOICES_LIST_SPEC,
  SERVICES_LIST_SPEC,
  USERS_LIST_SPEC,
];

const UNINDEXED: Readonly<Record<string, readonly string[]>> = {
  applications: ['address', 'cover_letter', 'consent', 'remarks', 'status_changed_at'],
  audit_log: ['redacted_at'],
  contacts: ['message', 'handled_by', 'updated_at'],
  invoices: ['eur_rate', 'customer_email', 'last_sent_at', 'updated_at'],
  services: ['remarks', 'updated_at'],
};

/** The columns an index of the table begins with, the row id included. */
async function leadingIndexColumns(db: Db, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string | null }>`
    select info.name from pragma_index_list(${table}) as list
    join pragma_index_info(list.name) as info where info.seqno = 0`.execute(db);
  return new Set(['id', ...rows.flatMap(({ name }) => (name === null ? [] : [name]))]);
}

describe('indexes of the lists', () => {
  let dataDir: string;
  let db: Db;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'list-indexes-'));
    db = openDatabase({ dataDir }).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(LISTS.map((spec) => [spec.table, spec] as const))(
    '%s: every column its list sorts or filters by has an index, but the ones exempted',
    async (table, spec) => {
      const indexed = await leadingIndexColumns(db, table);
      const columns = new Set(
        Object.values(spec.attributes).flatMap(({ column, sortColumn }) =>
          sortColumn ? [column, sortColumn] : [column],
        ),
      );
      const exempted = UNINDEXED[table] ?? [];
      expect([...columns].filter((column) => !indexed.has(column)).sort()).toEqual(
        [...exempted].sort(),
      );
    },
  );
});
