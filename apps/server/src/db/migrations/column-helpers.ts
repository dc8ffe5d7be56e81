import {
  SqliteAdapter,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * An integer primary key whose values are never reused, even after a delete:
 * AUTOINCREMENT on SQLite, an identity column on PostgreSQL.
 */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
) {
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
    isSqlite(db)
      ? col.primaryKey().autoIncrement()
      : col.primaryKey().generatedByDefaultAsIdentity(),
  );
}

/** Integer minor units (paisa): bigint so that large invoice totals fit on PostgreSQL too. */
export const MONEY_TYPE = 'bigint';
/** ISO 8601 UTC timestamps as text, so both databases return the same string. */
export const TIMESTAMP_TYPE = 'varchar(30)';
/** Calendar dates as `YYYY-MM-DD`, never shifted by a time zone. */
export const DATE_TYPE = 'varchar(10)';
