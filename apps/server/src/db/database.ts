import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type PostgresCursorConstructor,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type PgModule from 'pg';
import { registerFoldCase } from './fold-case-function';
import { withPreparedStatements } from './prepared-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Whether a database handle speaks to SQLite (else PostgreSQL). */
export function isSqlite(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
export type DatabaseKind = 'sqlite' | 'postgres';
export const databaseKindOf = (db: Pick<Kysely<unknown>, 'getExecutor'>): DatabaseKind =>
  isSqlite(db) ? 'sqlite' : 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** A short description for logs, without credentials. */
  description: string;
}

const requireFromHere = createRequire(import.meta.url);

/** The PostgreSQL driver, loaded only for a PostgreSQL database: SQLite start-ups skip its cost. */
export function loadPg(): typeof PgModule {
  const pg = requireFromHere('pg') as typeof PgModule;
  // int8 (bigint, used for money in minor units and for counts) arrives as a string by default.
  // Every value we store fits in a double exactly, so read it as a number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  return pg;
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max: 10 });
    return {
      db: new Kysely<Database>({
        // The cursor lets `.stream()` read a long result in chunks (the CSV exports).
        dialect: new PostgresDialect({
          pool: withPreparedStatements(pool),
          cursor: requireFromHere('pg-cursor') as PostgresCursorConstructor,
        }),
      }),
      kind: 'postgres',
      description: `postgres ${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = sqliteFile(options.dataDir);
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; FULL makes a committed invoice survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${CACHE_KB}`);
  sqlite.function(STATEMENT_DEADLINE_FUNCTION, { deterministic: false }, statementDeadline);
  registerFoldCase(sqlite);
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    kind: 'sqlite',
    description: `sqlite ${file}`,
  };
}

/** The SQLite database file in the data folder. */
const sqliteFile = (dataDir: string) => path.join(dataDir, 'app.db');

/**
 * The server's page cache, in KB (SQLite's default is 2 MB). A page of a large list counts its
 * rows through an index of a few MB, and a contact message updates ten indexes: with 2 MB every
 * request read those pages again from the operating system, and a page of invoices took 3.7 to
 * 7 ms of CPU instead of 1.1 to 1.3 at 100,000 invoices. The cache fills as pages are read, so an
 * idle server does not hold it.
 */
const CACHE_KB = 32_000;

/**
 * The page cache of a long read's connection, in KB: SQLite's default rather than better-sqlite3's
 * 16 MB. The read passes over the rows once, and a page it comes back to is in the operating
 * system's file cache, so a larger cache would only hold pages it is done with.
 */
const READER_CACHE_KB = 2_000;

/**
 * A read-only connection of its own to the SQLite database, for one long read (a CSV export)
 * that must not hold the app's one connection while a client downloads: in WAL mode it reads a
 * snapshot beside the writer. Close it with `destroy()`.
 */
export function openSqliteReader(dataDir: string): Db {
  const sqlite = new SQLite(sqliteFile(dataDir), { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${READER_CACHE_KB}`);
  registerFoldCase(sqlite);
  return new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        close: () => sqlite.close(),
        prepare: (sql) => withRowsBuiltHere(sqlite.prepare(sql)),
      },
    }),
  });
}

/** Thrown inside a statement that ran past its deadline; the statement stops with it. */
export class StatementTimeout extends Error {}

/**
 * `statement_deadline(deadline, row)`: 1 while the clock is before `deadline` (milliseconds since
 * the epoch), else it stops the statement. SQLite runs on the event loop's thread and cannot be
 * interrupted from outside, so a statement that may read a whole table calls this for each row it
 * reads (the row argument keeps SQLite from evaluating it once for all rows); the clock is read
 * every 1,024 rows, which costs little against reading them.
 */
export const STATEMENT_DEADLINE_FUNCTION = 'statement_deadline';
let rowsSinceClockRead = 0;
function statementDeadline(deadline: unknown, _row: unknown): number {
  rowsSinceClockRead = (rowsSinceClockRead + 1) & 1023;
  if (rowsSinceClockRead === 0 && Date.now() > Number(deadline)) throw new StatementTimeout();
  return 1;
}

/** Prepared statements kept per SQL text; list queries repeat the same few hundred shapes. */
const CACHED_STATEMENTS = 500;

/**
 * The connection as Kysely sees it, preparing each SQL text once: Kysely prepares every query it
 * runs, and preparing (parsing and planning) costs more than running a page query. Kysely runs one
 * statement at a time on its single connection, so a cached statement is never in use twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first entry is the one to drop.
        statements.delete(sql);
      } else {
        statement = withRowsBuiltHere(sqlite.prepare(sql));
        if (statements.size >= CACHED_STATEMENTS)
          statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * A statement whose rows better-sqlite3 hands over as arrays of values, made into objects here.
 * better-sqlite3 builds each row object through V8's C++ API one property at a time, which took
 * twice as long as building it in JavaScript: 0.33 against 0.2 ms for a page of 25 applications,
 * a sixth of the server's CPU time for the whole request.
 */
function withRowsBuiltHere(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const toRow = rowBuilder(statement.columns().map((column) => column.name));
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>)
        yield toRow(values);
    },
  };
}

/**
 * A function that makes a row's values into an object with these property names: one object
 * literal, compiled once per statement. V8 gives every object it builds the same shape, with
 * the properties inside the object. An object filled one computed name at a time turns into a
 * hash table past 19 properties (applications have 20 columns): reading it is slower, and
 * copying it (`{ ...row }`, or a page's rows without their total) cost 8 µs a row. Where two
 * columns share a name the later one wins, as in better-sqlite3's own objects and in a literal.
 * The names are the statement's own columns, each written as a JSON string.
 */
function rowBuilder(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  const properties = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as (
    values: unknown[],
  ) => Record<string, unknown>;
}

export async function checkDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
