import { sql, type Kysely } from 'kysely';

/**
 * A trigram FTS5 table over one column of a list's table, reading its text from that table
 * (external content) and kept in step with it by triggers on insert, delete and update of the
 * column. `detail` is how much the index keeps of each trigram: `none` which rows hold it, `full`
 * also where in the text, which phrase queries need.
 *
 * Migrations 0007 and 0010 made these indexes and 0030 drops them (the lists search without
 * them now), so it keeps their names as 0007 made them.
 */

/** A searched column, as migrations 0007 and 0010 name it. */
export interface SearchedColumn {
  table: string;
  column: string;
}

type Detail = 'none' | 'full';

const ftsTableName = ({ table, column }: SearchedColumn) => `${table}_${column}_search`;

const triggerName = (definition: SearchedColumn, event: string) =>
  `${ftsTableName(definition)}_${event}`;

const EVENTS = ['insert', 'delete', 'update'] as const;

/** Creates the index and its triggers, and fills it from the rows already there, merged. */
export async function createFts5Index(
  db: Kysely<unknown>,
  definition: SearchedColumn,
  detail: Detail,
): Promise<void> {
  const { table, column } = definition;
  const name = ftsTableName(definition);
  const fts = sql.table(name);
  const text = sql.ref(column);
  const forget = sql`insert into ${fts} (${sql.ref(name)}, rowid, ${text}) values ('delete', old.id, ${sql.ref(`old.${column}`)});`;
  const remember = sql`insert into ${fts} (rowid, ${text}) values (new.id, ${sql.ref(`new.${column}`)});`;
  const trigger = (event: (typeof EVENTS)[number]) => sql.ref(triggerName(definition, event));
  await sql`create virtual table ${fts} using fts5(${text}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram', detail=${sql.lit(detail)})`.execute(
    db,
  );
  await sql`create trigger ${trigger('insert')} after insert on ${sql.table(table)} begin ${remember} end`.execute(
    db,
  );
  await sql`create trigger ${trigger('delete')} after delete on ${sql.table(table)} begin ${forget} end`.execute(
    db,
  );
  await sql`create trigger ${trigger('update')} after update of ${text} on ${sql.table(table)} begin ${forget} ${remember} end`.execute(
    db,
  );
  await sql`insert into ${fts} (${sql.ref(name)}) values ('rebuild')`.execute(db);
  // A rebuild leaves the index in many segments; merged into one, a common text's search reads
  // half as much.
  await sql`insert into ${fts} (${sql.ref(name)}) values ('optimize')`.execute(db);
}

/** Drops the index and its triggers. */
export async function dropFts5Index(
  db: Kysely<unknown>,
  definition: SearchedColumn,
): Promise<void> {
  for (const event of EVENTS)
    await sql`drop trigger ${sql.ref(triggerName(definition, event))}`.execute(db);
  await sql`drop table ${sql.table(ftsTableName(definition))}`.execute(db);
}
