import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import type { RecordedCall } from './record-calls';
import type { BenchDatabase } from './server-process';

/** The tables a recorded call inserts rows into, in the order it first does. */
export function tablesInsertedInto({ statements }: RecordedCall): string[] {
  const tables = statements.flatMap(({ sql }) => /^insert into "(\w+)"/i.exec(sql)?.[1] ?? []);
  return [...new Set(tables)];
}

/**
 * Runs `measure`, then deletes the rows it added to `tables` (the last first: rows refer to those
 * written before them), so that no list measured later, and no later size, reads the thousands of
 * identical messages a measured form leaves.
 */
export async function removingAddedRows<T>(
  database: BenchDatabase,
  tables: string[],
  measure: () => Promise<T>,
): Promise<T> {
  if (tables.length === 0) return measure();
  const { db } = openDatabase(database);
  try {
    const lastIds: number[] = [];
    for (const table of tables) {
      const last = sql<{ id: number | null }>`select max(id) as id from ${sql.table(table)}`;
      lastIds.push(Number((await last.execute(db)).rows[0]?.id ?? 0));
    }
    try {
      return await measure();
    } finally {
      for (const [index, table] of [...tables.entries()].reverse())
        await sql`delete from ${sql.table(table)} where id > ${lastIds[index]}`.execute(db);
    }
  } finally {
    await db.destroy();
  }
}
