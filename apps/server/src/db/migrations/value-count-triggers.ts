import { sql, type Kysely } from 'kysely';
import { isSqlite } from './column-helpers';

/**
 * The triggers that keep `value_counts` in step with a counted column, and the first counts of
 * the rows already there. Migration 0009 made the table, the PostgreSQL function and the first
 * columns' triggers, 0024 counted one more column, and 0030 drops them all (the lists count their
 * rows themselves now). The names are the ones 0009 gave its triggers.
 *
 * SQLite: three triggers per column (insert, delete, change of the column) adding to and taking
 * from the value's count. PostgreSQL: one trigger per column calling one function, which reads the
 * column named by the trigger's argument from the row as JSON.
 */

export interface CountedColumn {
  table: string;
  column: string;
}

const triggerName = ({ table, column }: CountedColumn, event?: string) =>
  sql.ref([`${table}_${column}_counts`, event].filter(Boolean).join('_'));

const PG_FUNCTION = 'count_column_values';

const SQLITE_EVENTS = ['insert', 'delete', 'update'] as const;

/** Adds `change` (1 or -1) to the count of the value a row holds in a counted column. */
function addToCount({ table, column }: CountedColumn, row: 'new' | 'old', change: 1 | -1) {
  const value = sql.ref(`${row}.${column}`);
  return change === 1
    ? sql`insert into value_counts (table_name, column_name, value, row_count)
        values (${sql.lit(table)}, ${sql.lit(column)}, ${value}, 1)
        on conflict (table_name, column_name, value) do update set row_count = row_count + 1;`
    : sql`update value_counts set row_count = row_count - 1
        where table_name = ${sql.lit(table)} and column_name = ${sql.lit(column)} and value = ${value};`;
}

async function createSqliteTriggers(db: Kysely<unknown>, counted: CountedColumn) {
  const table = sql.table(counted.table);
  const column = sql.ref(counted.column);
  const add = addToCount(counted, 'new', 1);
  const take = addToCount(counted, 'old', -1);
  await sql`create trigger ${triggerName(counted, 'insert')} after insert on ${table}
    when new.${column} is not null begin ${add} end`.execute(db);
  await sql`create trigger ${triggerName(counted, 'delete')} after delete on ${table}
    when old.${column} is not null begin ${take} end`.execute(db);
  await sql`create trigger ${triggerName(counted, 'update')} after update of ${column} on ${table}
    when old.${column} is not new.${column} begin ${take} ${add} end`.execute(db);
}

/** The function every PostgreSQL trigger of a counted column calls (made once, by 0009). */
export async function createPgCountFunction(db: Kysely<unknown>) {
  await sql
    .raw(
      `create function ${PG_FUNCTION}() returns trigger language plpgsql as $$
      declare
        counted text := tg_argv[0];
        old_value text;
        new_value text;
      begin
        if tg_op <> 'INSERT' then old_value := to_jsonb(old) ->> counted; end if;
        if tg_op <> 'DELETE' then new_value := to_jsonb(new) ->> counted; end if;
        if old_value is not distinct from new_value then return null; end if;
        if old_value is not null then
          update value_counts set row_count = row_count - 1
          where table_name = tg_table_name and column_name = counted and value = old_value;
        end if;
        if new_value is not null then
          insert into value_counts (table_name, column_name, value, row_count)
          values (tg_table_name, counted, new_value, 1)
          on conflict (table_name, column_name, value)
          do update set row_count = value_counts.row_count + 1;
        end if;
        return null;
      end $$`,
    )
    .execute(db);
}

export async function dropPgCountFunction(db: Kysely<unknown>) {
  await sql.raw(`drop function ${PG_FUNCTION}()`).execute(db);
}

async function createPgTrigger(db: Kysely<unknown>, counted: CountedColumn) {
  await sql`create trigger ${triggerName(counted)}
    after insert or delete or update of ${sql.ref(counted.column)} on ${sql.table(counted.table)}
    for each row execute function ${sql.raw(PG_FUNCTION)}(${sql.lit(counted.column)})`.execute(db);
}

/** Counts the values a column holds in the rows already there, and keeps counting from then on. */
export async function countColumn(db: Kysely<unknown>, counted: CountedColumn) {
  const { table, column } = counted;
  await sql`insert into value_counts (table_name, column_name, value, row_count)
    select ${sql.lit(table)}, ${sql.lit(column)}, ${sql.ref(column)}, count(*)
    from ${sql.table(table)} where ${sql.ref(column)} is not null group by ${sql.ref(column)}`.execute(
    db,
  );
  await (isSqlite(db) ? createSqliteTriggers(db, counted) : createPgTrigger(db, counted));
}

/** Stops counting a column and forgets its counts. */
export async function stopCountingColumn(db: Kysely<unknown>, counted: CountedColumn) {
  if (isSqlite(db)) {
    for (const event of SQLITE_EVENTS)
      await sql`drop trigger ${triggerName(counted, event)}`.execute(db);
  } else {
    await sql`drop trigger ${triggerName(counted)} on ${sql.table(counted.table)}`.execute(db);
  }
  await sql`delete from value_counts
    where table_name = ${sql.lit(counted.table)} and column_name = ${sql.lit(counted.column)}`.execute(
    db,
  );
}
