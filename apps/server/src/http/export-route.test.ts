import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/test-app';
import { testAppSuite } from '../../test/test-suite';
import { createTestInvoice, createTestService } from '../../test/support/invoice-test-helpers';

const BOM = '\uFEFF';

/** The records of an RFC 4180 text (CRLF between records, `""` for a quote inside quotes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** The CSV of an export answer as rows of cells by heading, after checking the file's form. */
function csvOf(response: LightMyRequestResponse): Record<string, string>[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith(BOM)).toBe(true);
  const [header, ...rows] = parseCsv(response.body.slice(BOM.length));
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

const NOW = '2026-03-01T09:30:00.000Z';

function applicationRow(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ayesha',
    last_name: 'Khan',
    email: 'ayesha@example.com',
    address: 'Lahore',
    phone: '+92 300 1234567',
    start_date: '2026-04-01',
    experience: 'Junior (2-3 years)' as const,
    salary_expect: 123_450_50,
    position: 'Designer',
    cover_letter: 'Hello',
    consent: 1,
    interview_time: null,
    remarks: null,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

describe('GET /api/<list>/export', () => {
  const suite = testAppSuite('Staff');

  it('writes applications with human headings, ISO dates, PKR with two decimals and CRLF', async () => {
    await suite.t.app.db
      .insertInto('applications')
      .values([
        applicationRow(),
        applicationRow({ first_name: 'Bilal', position: 'Developer', salary_expect: 9_000_000 }),
      ])
      .execute();
    const response = await suite.send('GET', '/api/carrers/export?sort=firstName:asc');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.slice(1).split('\r\n')[0]).toBe(
      'ID,Applied at,First name,Last name,Email,Phone,Address,Position,Experience,Start date,Expected salary (PKR),Status,Status changed at,Interview time,Remarks,Cover letter,Consent,Updated at',
    );
    const rows = csvOf(response);
    expect(rows.map((row) => row['First name'])).toEqual(['Ayesha', 'Bilal']);
    expect(rows[0]).toMatchObject({
      'Applied at': NOW,
      'Start date': '2026-04-01',
      'Expected salary (PKR)': '123450.50',
      Status: 'Pending',
      'Interview time': '',
      Consent: 'true',
      Phone: "'+92 300 1234567",
    });
    expect(rows[1]!['Expected salary (PKR)']).toBe('90000.00');
  });

  it('honours the filters and the sort of the list', async () => {
    const filtered = csvOf(
      await suite.send(
        'GET',
        '/api/carrers/export?filters[position][$eq]=Developer&sort=createdAt:desc',
      ),
    );
    expect(filtered.map((row) => row['First name'])).toEqual(['Bilal']);
    const descending = csvOf(await suite.send('GET', '/api/carrers/export?sort=firstName:desc'));
    expect(descending.map((row) => row['First name'])).toEqual(['Bilal', 'Ayesha']);
  });

  it('records an export of personal data in the audit log with its filters', async () => {
    const admin = await loginAs(suite.t, 'Admin');
    await suite.send('GET', '/api/carrers/export?filters[position][$eq]=Developer');
    const log = await suite.send(
      'GET',
      '/api/audit-log?filters[action][$eq]=export&sort=id:desc',
      undefined,
      admin.authorization,
    );
    expect(log.json().data[0].attributes).toMatchObject({
      entityType: 'application',
      action: 'export',
      details: { query: 'filters[position][$eq]=Developer' },
    });
  });

  it('answers a filter the list refuses with the same 400, and refuses pagination', async () => {
    const list = await suite.send('GET', '/api/carrers?filters[salaryExpect][$eq]=abc');
    const exported = await suite.send('GET', '/api/carrers/export?filters[salaryExpect][$eq]=abc');
    expect(exported.statusCode).toBe(400);
    expect(exported.json()).toEqual(list.json());
    const paged = await suite.send('GET', '/api/carrers/export?pagination[page]=2');
    expect(paged.statusCode).toBe(400);
    expect(paged.json().error.message).toBe('Invalid parameter pagination');
  });

  it('neutralises formulas and quotes commas, quotes, line breaks; keeps non-ASCII text', async () => {
    const remarks = [
      '=1+1',
      '+SUM(A1)',
      '-2+3',
      '@cmd',
      '\tTab',
      '\rReturn',
      'a, "b"\nc',
      'Zoë – کراچی',
    ];
    // Straight into the table: the API trims the tab and carriage return a cell may start with.
    await suite.t.app.db
      .insertInto('services')
      .values(
        remarks.map((text, i) => ({
          item: `Injection ${i}`,
          type: 'Office rent',
          tax: null,
          rate: 1000_50,
          price_pkr: 2001_00,
          remarks: text,
          date: '2026-01-01',
          created_at: NOW,
          updated_at: NOW,
        })),
      )
      .execute();
    const response = await suite.send(
      'GET',
      '/api/services/export?filters[item][$startsWith]=Injection&sort=item:asc',
    );
    const rows = csvOf(response);
    expect(rows.map((row) => row.Remarks)).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2+3",
      "'@cmd",
      "'\tTab",
      "'\rReturn",
      'a, "b"\nc',
      'Zoë – کراچی',
    ]);
    expect(response.body).toContain('"a, ""b""\nc"');
    expect(Buffer.from(response.rawPayload).subarray(0, 3)).toEqual(
      Buffer.from([0xef, 0xbb, 0xbf]),
    );
    expect(rows[0]).toMatchObject({ 'Rate (PKR)': '1000.50', 'Price (PKR)': '2001.00' });
  });

  it('writes invoice totals in PKR with two decimals and their dates', async () => {
    const service = await createTestService(suite.t, suite.auth, { price_pkr: 1234.5 });
    const invoice = await createTestInvoice(suite.t, suite.auth, {
      customer_name: 'Export GmbH',
      invoice_date: '2026-02-03',
      services: [service],
    });
    const rows = csvOf(
      await suite.send('GET', '/api/invoices/export?filters[customer_name][$eq]=Export GmbH'),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ID: String(invoice.id),
      'Invoice date': '2026-02-03',
      Customer: 'Export GmbH',
      'Total (PKR)': (invoice.attributes.total_price as number).toFixed(2),
    });
    expect(rows[0]!['Total (PKR)']).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers HEAD with the headers only, reading and recording nothing', async () => {
    const admin = await loginAs(suite.t, 'Admin');
    const exportsBefore = await suite.send(
      'GET',
      '/api/audit-log?filters[action][$eq]=export',
      undefined,
      admin.authorization,
    );
    const head = await suite.t.app.inject({
      method: 'HEAD',
      url: '/api/carrers/export',
      headers: suite.auth,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(head.body).toBe('');
    const exportsAfter = await suite.send(
      'GET',
      '/api/audit-log?filters[action][$eq]=export',
      undefined,
      admin.authorization,
    );
    expect(exportsAfter.json().meta.pagination.total).toBe(
      exportsBefore.json().meta.pagination.total,
    );
  });

  it('writes the header row alone when nothing matches', async () => {
    const response = await suite.send('GET', '/api/events/export');
    expect(response.body).toBe(`${BOM}ID,Date,Title,Description,Created at,Updated at\r\n`);
  });

  it('leaves users, the audit log and the outbox to Admins', async () => {
    for (const url of ['/api/users/export', '/api/audit-log/export', '/api/outbox/export'])
      expect((await suite.send('GET', url)).statusCode, url).toBe(403);
    const admin = await loginAs(suite.t, 'Admin');
    const users = csvOf(
      await suite.send('GET', '/api/users/export', undefined, admin.authorization),
    );
    expect(users.map((row) => row.Role)).toContain('Admin');
    const registered = await loginAs(suite.t, 'Registered');
    const refused = await suite.send(
      'GET',
      '/api/carrers/export',
      undefined,
      registered.authorization,
    );
    expect(refused.statusCode).toBe(403);
    expect((await suite.send('GET', '/api/carrers/export', undefined, {})).statusCode).toBe(403);
  });

  it('exports every list of the admin area', async () => {
    const admin = await loginAs(suite.t, 'Admin');
    for (const url of [
      '/api/contacts/export',
      '/api/jobs/export',
      '/api/employees/export',
      '/api/audit-log/export',
      '/api/outbox/export',
    ]) {
      const response = await suite.send('GET', url, undefined, admin.authorization);
      expect(response.statusCode, url).toBe(200);
      expect(response.body.startsWith(`${BOM}ID,`), url).toBe(true);
    }
  });
});

/** `count` services in bulk, each with `remarks`. */
async function insertServices(db: Db, count: number, remarks: string): Promise<void> {
  for (let first = 0; first < count; first += 1_000) {
    await db
      .insertInto('services')
      .values(
        Array.from({ length: Math.min(1_000, count - first) }, (_, i) => ({
          item: `Bulk service ${first + i}`,
          type: 'Office rent',
          tax: null,
          rate: 1_00,
          price_pkr: 2_00,
          remarks,
          date: '2026-01-01',
          created_at: NOW,
          updated_at: NOW,
        })),
      )
      .execute();
  }
}

describe('GET /api/<list>/export over a real connection', () => {
  const suite = testAppSuite('Staff');
  const ROWS = 40_000;

  it('lets other requests through while a client is slow to read, and stops when it goes away', async () => {
    const db = suite.t.app.db;
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    /** Statements of this database still reading the services for an export (PostgreSQL). */
    const openExportCursors = async () => {
      const { rows } = await sql<{ open: number }>`
        select count(*)::int as open from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and state <> 'idle' and query like 'select * from "services"%'`.execute(db);
      return rows[0]!.open;
    };
    // 20 MB of CSV in all: more than the socket buffers hold for a client that reads nothing.
    await insertServices(db, ROWS, 'x'.repeat(500));
    const origin = await suite.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(origin);
    // A client that asks for the export and then reads nothing: the server waits on it.
    const client = connect(Number(port), '127.0.0.1');
    const firstBytes = new Promise<string>((resolve) =>
      client.once('data', (chunk) => {
        client.pause();
        resolve(chunk.toString('utf8'));
      }),
    );
    client.write(
      `GET /api/services/export HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${suite.auth.authorization}\r\n\r\n`,
    );
    expect(await firstBytes).toContain('200 OK');

    // The download is paused (nothing more is read): the server waits on the client, and the
    // rest of the app still answers, writes included.
    const page = await fetch(`${origin}/api/services?pagination[pageSize]=1`, {
      headers: suite.auth,
    });
    expect(page.status).toBe(200);
    await createTestService(suite.t, suite.auth, { item: 'Written during an export' });

    if (onPostgres) expect(await openExportCursors()).toBe(1);
    client.destroy();
    // On PostgreSQL the export's cursor is closed and its pool connection given back.
    if (onPostgres) await expect.poll(openExportCursors).toBe(0);
    const after = csvOf(
      await suite.send('GET', '/api/services/export?filters[item][$eq]=Written during an export'),
    );
    expect(after).toHaveLength(1);
  });

  it('lets other work run while it writes to a client that keeps up', async () => {
    // SQLite hands rows over synchronously and such a client takes every write at once: without
    // a pause now and then, the whole file would be written in one turn of the event loop.
    await insertServices(suite.t.app.db, 5_000, 'Bulk');
    let turns = 0;
    let exporting = true;
    const countTurn = () => {
      if (!exporting) return;
      turns += 1;
      setImmediate(countTurn);
    };
    setImmediate(countTurn);
    const rows = csvOf(await suite.send('GET', '/api/services/export?filters[remarks][$eq]=Bulk'));
    exporting = false;
    expect(rows).toHaveLength(5_000);
    expect(turns).toBeGreaterThanOrEqual(5);
  });
});
