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
          pool,
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
    dialect: new SqliteDialect({ database: sqlite }),
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
        statement = sqlite.prepare(sql);
        if (statements.size >= CACHED_STATEMENTS)
          statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

export async function checkDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
