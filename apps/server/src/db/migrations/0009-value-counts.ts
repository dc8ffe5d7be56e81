import { sql, type Kysely } from 'kysely';
import { isSqlite } from './column-helpers';

/**
 * How many rows hold each value of the counted columns (see `http/value-counts.ts`), kept by
 * triggers and filled from the rows already there.
 *
 * SQLite: three triggers per column (insert, delete, change of the column) adding to and taking
 * from the value's count. PostgreSQL: one trigger per column calling one function, which reads the
 * column named by the trigger's argument from the row as JSON.
 */

interface CountedColumn {
  table: string;
  column: string;
}

/**
 * The columns counted, as `COUNTED_COLUMNS` listed them when this migration was written: a copy,
 * so that adding a column to the live list later changes no migration already run. A new counted
 * column needs a migration of its own, which adds its triggers and counts the rows already there.
 */
const FIRST_COUNTED_COLUMNS: readonly CountedColumn[] = [
  { table: 'applications', column: 'position' },
  { table: 'applications', column: 'application_status' },
  { table: 'contacts', column: 'topic' },
  { table: 'audit_log', column: 'entity_type' },
  { table: 'audit_log', column: 'action' },
];

const triggerName = ({ table, column }: CountedColumn, event?: string) =>
  sql.ref([`${table}_${column}_counts`, event].filter(Boolean).join('_'));

const PG_FUNCTION = 'count_column_values';

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

async function createPgFunction(db: Kysely<unknown>) {
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

async function createPgTrigger(db: Kysely<unknown>, counted: CountedColumn) {
  await sql`create trigger ${triggerName(counted)}
    after insert or delete or update of ${sql.ref(counted.column)} on ${sql.table(counted.table)}
    for each row execute function ${sql.raw(PG_FUNCTION)}(${sql.lit(counted.column)})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('value_counts')
    .addColumn('table_name', 'varchar(30)', (col) => col.notNull())
    .addColumn('column_name', 'varchar(30)', (col) => col.notNull())
    .addColumn('value', 'varchar(100)', (col) => col.notNull())
    .addColumn('row_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('value_counts_pkey', ['table_name', 'column_name', 'value'])
    // Looked up by its key only: on SQLite the key is then the table itself, not a second b-tree.
    .$call((table) => (sqlite ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  if (!sqlite) await createPgFunction(db);
  for (const counted of FIRST_COUNTED_COLUMNS) {
    const { table, column } = counted;
    await sql`insert into value_counts (table_name, column_name, value, row_count)
      select ${sql.lit(table)}, ${sql.lit(column)}, ${sql.ref(column)}, count(*)
      from ${sql.table(table)} where ${sql.ref(column)} is not null group by ${sql.ref(column)}`.execute(
      db,
    );
    await (sqlite ? createSqliteTriggers(db, counted) : createPgTrigger(db, counted));
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  for (const counted of FIRST_COUNTED_COLUMNS) {
    if (!sqlite) {
      await sql`drop trigger ${triggerName(counted)} on ${sql.table(counted.table)}`.execute(db);
      continue;
    }
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger ${triggerName(counted, event)}`.execute(db);
  }
  if (!sqlite) await sql.raw(`drop function ${PG_FUNCTION}()`).execute(db);
  await db.schema.dropTable('value_counts').execute();
}
