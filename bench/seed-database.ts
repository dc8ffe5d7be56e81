import { sql, type Insertable } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { INVOICE_SEQUENCE_COUNTER } from '../apps/server/src/modules/invoices/next-invoice-sequence';
import type { ServicesTable } from '../apps/server/src/db/schema';
import { compactSubstringIndexes } from '../apps/server/src/http/substring-index';
import { hashPassword } from '../apps/server/src/modules/passwords/password';
import { seededRandom } from '../apps/server/src/modules/demo/seeded-random';
import type { SeedCounts } from './profiles';
import type { BenchDatabase } from './server-process';
import {
  applicationRow,
  contactRow,
  employeeRow,
  eventRow,
  invoiceLineFrom,
  invoiceRow,
  serviceRow,
  userRow,
} from './seed-rows';

/**
 * Fills the server's database through its own data layer (the Kysely tables and migrations the
 * server runs on), in multi-row inserts of a few hundred rows and one transaction per ten
 * thousand, so 100,000 rows take seconds, not the minutes one durable commit per row would.
 */

const ROWS_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 10_000;
const SEED = 20_250_602;

type Log = (line: string) => void;

/**
 * Inserts `count` rows made by `makeRow`, statement by statement, a transaction at a time,
 * logging progress after each transaction.
 */
async function insertInBatches<Row>(
  db: Db,
  name: string,
  count: number,
  makeRow: (index: number) => Row,
  insert: (trx: Db, rows: Row[]) => Promise<unknown>,
  log: Log,
): Promise<void> {
  const startedAt = performance.now();
  for (let start = 0; start < count; start += ROWS_PER_TRANSACTION) {
    const end = Math.min(start + ROWS_PER_TRANSACTION, count);
    await db.transaction().execute(async (trx) => {
      for (let first = start; first < end; first += ROWS_PER_STATEMENT) {
        const last = Math.min(first + ROWS_PER_STATEMENT, end);
        await insert(
          trx,
          Array.from({ length: last - first }, (_, offset) => makeRow(first + offset)),
        );
      }
    });
    log(
      `  ${name.padEnd(14)} ${end.toLocaleString('en-US').padStart(9)} / ${count.toLocaleString('en-US')}`,
    );
  }
  log(`  ${name.padEnd(14)} done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

type SeededService = Insertable<ServicesTable> & { id: number };

async function seedServices(
  db: Db,
  count: number,
  now: number,
  log: Log,
): Promise<SeededService[]> {
  const random = seededRandom(SEED);
  const services: SeededService[] = [];
  await insertInBatches(
    db,
    'services',
    count,
    (index) => serviceRow(index, count, now, random),
    async (trx, rows) => {
      const ids = await trx.insertInto('services').values(rows).returning('id').execute();
      // Ids grow in insertion order; RETURNING itself promises no order.
      const sorted = ids.map((row) => row.id).sort((a, b) => a - b);
      rows.forEach((row, index) => services.push({ ...row, id: sorted[index]! }));
    },
    log,
  );
  return services;
}

/** Invoices with their lines copied from the price list, and the number counter moved past them. */
async function seedInvoices(
  db: Db,
  counts: SeedCounts,
  services: readonly SeededService[],
  now: number,
  log: Log,
) {
  const random = seededRandom(SEED + 1);
  const count = counts.invoices;
  await insertInBatches(
    db,
    'invoices',
    count,
    (index) => {
      const lines = Array.from({ length: counts.linesPerInvoice }, (_, position) =>
        invoiceLineFrom(services[Math.floor(random() * services.length)]!, position),
      );
      return { invoice: invoiceRow(index, count, now, random, lines), lines };
    },
    async (trx, rows) => {
      const inserted = await trx
        .insertInto('invoices')
        .values(rows.map((row) => row.invoice))
        .returning(['id', 'sequence'])
        .execute();
      const idBySequence = new Map(inserted.map((row) => [Number(row.sequence), row.id]));
      const lines = rows.flatMap(({ invoice, lines }) =>
        lines.map((line) => ({ ...line, invoice_id: idBySequence.get(Number(invoice.sequence))! })),
      );
      for (let first = 0; first < lines.length; first += ROWS_PER_STATEMENT) {
        await trx
          .insertInto('invoice_lines')
          .values(lines.slice(first, first + ROWS_PER_STATEMENT))
          .execute();
      }
    },
    log,
  );
  await db
    .updateTable('counters')
    .set({ value: count })
    .where('name', '=', INVOICE_SEQUENCE_COUNTER)
    .execute();
}

/** Seeds every list of the admin area and the public site, logging progress as it goes. */
export async function seedDatabase(
  database: BenchDatabase,
  counts: SeedCounts,
  log: Log,
): Promise<void> {
  const { db, kind } = openDatabase(database);
  try {
    await migrateToLatest(db);
    const now = Date.now();
    const services = await seedServices(db, counts.services, now, log);
    await seedInvoices(db, counts, services, now, log);

    const applicationRandom = seededRandom(SEED + 2);
    await insertInBatches(
      db,
      'applications',
      counts.applications,
      (index) => applicationRow(index, counts.applications, now, applicationRandom),
      (trx, rows) => trx.insertInto('applications').values(rows).execute(),
      log,
    );

    const contactRandom = seededRandom(SEED + 3);
    await insertInBatches(
      db,
      'contacts',
      counts.contacts,
      (index) => contactRow(index, counts.contacts, now, contactRandom),
      (trx, rows) => trx.insertInto('contacts').values(rows).execute(),
      log,
    );

    const userRandom = seededRandom(SEED + 4);
    const passwordHash = await hashPassword('bench-user-password');
    await insertInBatches(
      db,
      'users',
      counts.users,
      (index) => userRow(index, counts.users, now, userRandom, passwordHash),
      (trx, rows) => trx.insertInto('users').values(rows).execute(),
      log,
    );

    const publicRandom = seededRandom(SEED + 5);
    await insertInBatches(
      db,
      'events',
      counts.events,
      (index) => eventRow(index, counts.events, now, publicRandom),
      (trx, rows) => trx.insertInto('events').values(rows).execute(),
      log,
    );
    await insertInBatches(
      db,
      'employees',
      counts.employees,
      (index) => employeeRow(index, counts.employees, now, publicRandom),
      (trx, rows) => trx.insertInto('employees').values(rows).execute(),
      log,
    );
    // A PostgreSQL database in use has been vacuumed and analysed by autovacuum: its planner has
    // statistics, its visibility map lets counts read indexes alone, its rows' hint bits are set
    // and the trigram indexes' pending entries are merged. Do that now, or autovacuum does it
    // (seconds of CPU per table) in the middle of the measurements.
    if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Runs `measure`, then deletes the rows it added to `table` and compacts the table's text index
 * (on PostgreSQL, vacuums the table, which also merges its trigram indexes' pending entries), so
 * that every call measured after it sees the seeded data only, and no autovacuum of those rows
 * runs under it.
 */
export async function removingAddedRows<T>(
  database: BenchDatabase,
  table: 'contacts',
  measure: () => Promise<T>,
): Promise<T> {
  const { db, kind } = openDatabase(database);
  try {
    const { last } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    try {
      return await measure();
    } finally {
      await db
        .deleteFrom(table)
        .where('id', '>', last ?? 0)
        .execute();
      await compactSubstringIndexes(db, [table]);
      if (kind === 'postgres') await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  } finally {
    await db.destroy();
  }
}
