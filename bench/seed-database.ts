import { sql, type Insertable } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { Database } from '../apps/server/src/db/schema';
import { seededRandom } from '../apps/server/src/modules/demo/seeded-random';
import { INVOICE_SEQUENCE_COUNTER } from '../apps/server/src/modules/invoices/next-invoice-sequence';
import { ensureAdmin } from '../apps/server/src/modules/users/bootstrap-admin';
import * as rows from './seed-rows';
import { ADMIN_CREDENTIALS, type BenchDatabase } from './server-process';

/**
 * Fills the database through the server's own data layer (its Kysely tables and migrations), in
 * multi-row inserts and one transaction per ten thousand rows: 100,000 rows take seconds, not
 * the minutes a durable commit per row would. Called again with more rows, it tops each table up.
 */

const ROWS_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 10_000;
const SEED = 20_250_602;
const LINES_PER_INVOICE = 5;
/** The public site's content does not grow with the firm's paperwork. */
const EVENTS = 30;
const EMPLOYEES = 20;

type Log = (line: string) => void;
type Table = keyof Database;
/** Inserts rows `first` to `last - 1` of a table. */
type Insert = (trx: Db, first: number, last: number, random: rows.Random) => Promise<unknown>;

const range = (first: number, last: number) =>
  Array.from({ length: last - first }, (_, offset) => first + offset);

/** Adds rows to `table` until it holds `target`, a statement at a time. */
async function topUp(db: Db, table: Table, target: number, insert: Insert, log: Log) {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const present = Number(count);
  if (present >= target) return;
  const startedAt = performance.now();
  for (let start = present; start < target; start += ROWS_PER_TRANSACTION) {
    const end = Math.min(start + ROWS_PER_TRANSACTION, target);
    await db.transaction().execute(async (trx) => {
      for (let first = start; first < end; first += ROWS_PER_STATEMENT) {
        const last = Math.min(first + ROWS_PER_STATEMENT, end);
        await insert(trx, first, last, seededRandom(SEED + first));
      }
    });
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log(`  ${table.padEnd(12)} ${present} -> ${target} rows in ${seconds} s`);
}

/** Inserts the rows `row` makes for each index. */
const standalone =
  <T extends Table>(
    table: T,
    now: number,
    row: (index: number, now: number, random: rows.Random) => Insertable<Database[T]>,
  ): Insert =>
  (trx, first, last, random) =>
    trx
      .insertInto(table)
      // Kysely cannot tie a table chosen by a type parameter to the type of its rows.
      .values(range(first, last).map((index) => row(index, now, random)) as never)
      .execute();

/** Invoices, each with lines copied from the price list. */
function invoices(
  services: (Insertable<Database['services']> & { id: number })[],
  now: number,
): Insert {
  return async (trx, first, last, random) => {
    const made = range(first, last).map((index) => {
      const lines = range(0, LINES_PER_INVOICE).map((position) =>
        rows.invoiceLineFrom(services[Math.floor(random() * services.length)]!, position),
      );
      return { invoice: rows.invoiceRow(index, now, random, lines), lines };
    });
    const inserted = await trx
      .insertInto('invoices')
      .values(made.map(({ invoice }) => invoice))
      .returning(['id', 'sequence'])
      .execute();
    const idOf = new Map(inserted.map(({ id, sequence }) => [Number(sequence), id]));
    const lines = made.flatMap(({ invoice, lines }) =>
      lines.map((line) => ({ ...line, invoice_id: idOf.get(Number(invoice.sequence))! })),
    );
    for (let start = 0; start < lines.length; start += ROWS_PER_STATEMENT)
      await trx
        .insertInto('invoice_lines')
        .values(lines.slice(start, start + ROWS_PER_STATEMENT))
        .execute();
  };
}

/** Applications, each with the resume it was sent with. */
function applications(now: number): Insert {
  return async (trx, first, last, random) => {
    const made = range(first, last).map((index) => rows.applicationRow(index, now, random));
    const inserted = await trx.insertInto('applications').values(made).returning('id').execute();
    // Ids grow in insertion order; RETURNING itself promises no order.
    const ids = inserted.map(({ id }) => id).sort((a, b) => a - b);
    const files = made.map((row, index) => rows.resumeFileRow({ ...row, id: ids[index]! }, random));
    await trx.insertInto('files').values(files).execute();
  };
}

/**
 * Brings the price list, invoices (with their lines), applications (with their resumes),
 * messages and the audit log to `size` rows each, events and testimonials to a few dozen, and
 * makes the benchmark's Admin.
 */
export async function seedDatabase(database: BenchDatabase, size: number, log: Log) {
  const { db, kind } = openDatabase(database);
  try {
    await migrateToLatest(db);
    await ensureAdmin(db, ADMIN_CREDENTIALS);
    const now = Date.now();
    await topUp(db, 'services', size, standalone('services', now, rows.serviceRow), log);
    const services = await db.selectFrom('services').selectAll().execute();
    await topUp(db, 'invoices', size, invoices(services, now), log);
    await db
      .updateTable('counters')
      .set({ value: size })
      .where('name', '=', INVOICE_SEQUENCE_COUNTER)
      .execute();
    await topUp(db, 'applications', size, applications(now), log);
    await topUp(db, 'contacts', size, standalone('contacts', now, rows.contactRow), log);
    await topUp(db, 'audit_log', size, standalone('audit_log', now, rows.auditRow), log);
    await topUp(db, 'events', EVENTS, standalone('events', now, rows.eventRow), log);
    await topUp(db, 'employees', EMPLOYEES, standalone('employees', now, rows.employeeRow), log);
    // A PostgreSQL database in use has been vacuumed and analysed by autovacuum: its planner has
    // statistics and its visibility map lets counts read indexes alone. Do that now, or
    // autovacuum does it (seconds of CPU per table) in the middle of the measurements.
    if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}
