import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { toMinorUnits } from '@app/shared/money';
import { openDatabase, type DatabaseKind, type Db } from '../../src/db/database';
import { INVOICE_SEQUENCE_COUNTER } from '../../src/modules/invoices/next-invoice-sequence';
import { createTestInvoice, createTestService } from '../support/invoice-test-helpers';
import { createTestApp, loginAs } from '../test-app';
import { signedInClient, PROCESS_ADMIN, readWholeList } from './support/http-client';
import { startServerProcess, type ServerProcess } from './support/server-process';

/**
 * The real server process killed (SIGKILL) while 50 clients create invoices, then started again
 * on the same data: the database is intact, every invoice that was answered 2xx is there with
 * all its lines, and no invoice is half-written.
 */

const CLIENTS = 50;
/** Kill the process once this many invoices have been answered, with every client mid-request. */
const KILL_AFTER_ANSWERS = 300;
/** Nothing may keep creating past this, whatever happens. */
const MAX_CREATES_PER_CLIENT = 100;

interface InvoiceLine {
  id: number;
  attributes: { item: string; price_pkr: number };
}
interface StoredInvoice {
  invoice_number: string;
  total_price: number;
  services: { data: InvoiceLine[] };
}

const linesOf = (invoice: StoredInvoice) =>
  invoice.services.data.map((line) => `${line.attributes.item} ${line.attributes.price_pkr}`);

describe('crash safety', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, ...PROCESS_ADMIN });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every answered invoice whole, and none half-written, when the process is killed mid-write',
    { timeout: 120_000 },
    async () => {
      const first = await start();
      const staff = await signedInClient(first.url);
      const serviceIds: number[] = [];
      for (const [index, price] of [1500, 2750.5, 99.99, 120000, 5].entries()) {
        const created = await staff.send<{ data: { id: number } }>('POST', '/api/services', {
          data: {
            item: `Service ${index}`,
            type: 'Internet',
            rate: price,
            price_pkr: price,
            date: '2025-06-01',
          },
        });
        serviceIds.push(created.body.data.id);
      }

      const answered = new Map<number, StoredInvoice>();
      let killed = false;
      const client = async (clientIndex: number) => {
        for (let round = 0; round < MAX_CREATES_PER_CLIENT && !killed; round += 1) {
          const lines = serviceIds
            .slice(0, 1 + ((clientIndex + round) % serviceIds.length))
            .map((id) => ({ id }));
          let answer;
          try {
            answer = await staff.send<{ data: { id: number; attributes: StoredInvoice } }>(
              'POST',
              '/api/invoices?populate=services',
              {
                data: {
                  customer_name: `Client ${clientIndex} round ${round}`,
                  invoice_date: '2025-06-02',
                  status: 'Draft',
                  services: lines,
                },
              },
            );
          } catch (error) {
            if (!killed) throw error;
            // The connection died with the process: this invoice may or may not exist, but never half.
            return;
          }
          if (answer.status !== 200)
            throw new Error(
              `create failed before the kill: ${answer.status} ${JSON.stringify(answer.body)}`,
            );
          answered.set(answer.body.data.id, answer.body.data.attributes);
          if (answered.size >= KILL_AFTER_ANSWERS && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
      expect(killed).toBe(true);
      expect(await first.exited).toBeNull();

      const second = await start();
      const reader = await signedInClient(second.url);
      for (const [id, sent] of answered) {
        const stored = await reader.get<{ data: { attributes: StoredInvoice } }>(
          `/api/invoices/${id}?populate=services`,
        );
        expect(stored.status, `invoice ${id}`).toBe(200);
        expect(stored.body.data.attributes.invoice_number).toBe(sent.invoice_number);
        expect(stored.body.data.attributes.total_price).toBe(sent.total_price);
        expect(linesOf(stored.body.data.attributes)).toEqual(linesOf(sent));
      }
      const all = await readWholeList<StoredInvoice>(reader, '/api/invoices?populate=services');
      // At most one request per client was cut off: each is either stored whole or not at all.
      expect(all.length).toBeGreaterThanOrEqual(answered.size);
      expect(all.length).toBeLessThanOrEqual(answered.size + CLIENTS);
      for (const { id, attributes } of all) {
        expect(attributes.services.data.length, `lines of invoice ${id}`).toBeGreaterThan(0);
        const sum = attributes.services.data.reduce(
          (total, line) => total + toMinorUnits(line.attributes.price_pkr),
          0,
        );
        expect(toMinorUnits(attributes.total_price), `total of invoice ${id}`).toBe(sum);
      }
      const numbers = all.map((invoice) => invoice.attributes.invoice_number);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(await second.stop()).toBe(0);

      const database = new SQLite(path.join(dataDir, 'app.db'), { readonly: true });
      try {
        expect(database.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        expect(database.pragma('foreign_key_check')).toEqual([]);
        expect(database.pragma('journal_mode', { simple: true })).toBe('wal');
        const count = (query: string) => (database.prepare(query).get() as { n: number }).n;
        expect(
          count(
            'SELECT count(*) AS n FROM invoices WHERE id NOT IN (SELECT invoice_id FROM invoice_lines)',
          ),
        ).toBe(0);
        expect(
          count(
            'SELECT count(*) AS n FROM invoices i WHERE total_price <> (SELECT sum(price_pkr) FROM invoice_lines WHERE invoice_id = i.id)',
          ),
        ).toBe(0);
        expect(count('SELECT count(*) - count(DISTINCT sequence) AS n FROM invoices')).toBe(0);
        // The counter is past every number handed out, so no number is ever given twice.
        const counter = database
          .prepare('SELECT value FROM counters WHERE name = ?')
          .get(INVOICE_SEQUENCE_COUNTER) as { value: number };
        expect(counter.value).toBeGreaterThanOrEqual(
          count('SELECT max(sequence) AS n FROM invoices'),
        );
      } finally {
        database.close();
      }
    },
  );
});

describe('how writes are made durable', () => {
  it('runs SQLite in WAL mode with synchronous=FULL, foreign keys on and a busy timeout', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pragmas-'));
    const { db } = openDatabase({ dataDir });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      // 2 is FULL: the write-ahead log is synced on every commit, so a committed invoice survives power loss.
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBeGreaterThan(0);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('writes an invoice and its lines in one transaction: a failing line leaves no trace', async () => {
    const t = await createTestApp();
    try {
      const staff = (await loginAs(t, 'Staff')).authorization;
      await failLinesNamed(t.app.db, t.app.dbKind, 'Fails to store');
      const serviceId = await createTestService(t, staff);
      const kept = await createTestInvoice(t, staff, {
        customer_name: 'Kept GmbH',
        services: [{ id: serviceId }],
      });

      const create = await t.app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers: staff,
        payload: {
          data: {
            customer_name: 'Lost GmbH',
            invoice_date: '2025-06-02',
            status: 'Draft',
            services: [{ id: serviceId }, { item: 'Fails to store', price_pkr: 1 }],
          },
        },
      });
      expect(create.statusCode).toBe(500);
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/invoices/${kept.id}`,
        headers: staff,
        payload: {
          data: {
            customer_name: 'Renamed GmbH',
            services: [
              { item: 'New line', price_pkr: 5 },
              { item: 'Fails to store', price_pkr: 1 },
            ],
          },
        },
      });
      expect(update.statusCode).toBe(500);

      const invoices = await t.app.db
        .selectFrom('invoices')
        .select(['id', 'customer_name', 'total_price'])
        .execute();
      expect(invoices).toEqual([
        {
          id: kept.id,
          customer_name: 'Kept GmbH',
          total_price: toMinorUnits(kept.attributes.total_price as number),
        },
      ]);
      const keptLines = (kept.attributes.services as { data: InvoiceLine[] }).data.map((line) => ({
        invoice_id: kept.id,
        item: line.attributes.item,
      }));
      expect(
        await t.app.db.selectFrom('invoice_lines').select(['invoice_id', 'item']).execute(),
      ).toEqual(keptLines);
      // The failed create gave its number back: the next invoice takes it.
      const next = await createTestInvoice(t, staff, { services: [{ id: serviceId }] });
      expect(Number(String(next.attributes.invoice_number).split('-')[0])).toBe(
        Number(String(kept.attributes.invoice_number).split('-')[0]) + 1,
      );
    } finally {
      await t.close();
    }
  });
});

/** Makes the database refuse to store an invoice line with this item, as a full disk would. */
async function failLinesNamed(db: Db, kind: DatabaseKind, item: string) {
  const quoted = `'${item.replace(/'/g, "''")}'`;
  if (kind === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER fail_invoice_line BEFORE INSERT ON invoice_lines WHEN NEW.item = ${quoted} BEGIN SELECT RAISE(ABORT, 'simulated storage failure'); END`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION fail_invoice_line() RETURNS trigger AS $$ BEGIN IF NEW.item = ${quoted} THEN RAISE EXCEPTION 'simulated storage failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
    )
    .execute(db);
  await sql
    .raw(
      'CREATE TRIGGER fail_invoice_line BEFORE INSERT ON invoice_lines FOR EACH ROW EXECUTE FUNCTION fail_invoice_line()',
    )
    .execute(db);
}
