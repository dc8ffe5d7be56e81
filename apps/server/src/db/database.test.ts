import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openSqliteReader, type Db } from './database';

/** The rows SQLite answers, as the rest of the server reads them. */

interface PetsTable {
  id: Generated<number>;
  name: string;
  born: string | null;
  weight: number;
}
interface VisitsTable {
  id: Generated<number>;
  pet_id: number;
  name: string;
}
type PetsDb = Kysely<{ pets: PetsTable; visits: VisitsTable }>;

describe('SQLite rows (openDatabase, openSqliteReader)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'database-rows-'));
  let db: Db;
  const pets = () => db as unknown as PetsDb;

  beforeAll(async () => {
    db = openDatabase({ dataDir }).db;
    await sql`create table pets (id integer primary key autoincrement, name text not null, born text, weight real not null)`.execute(
      db,
    );
    await sql`create table visits (id integer primary key autoincrement, pet_id integer not null, name text not null)`.execute(
      db,
    );
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers each row as an object of its columns, from inserts, selects and streams', async () => {
    const inserted = await pets()
      .insertInto('pets')
      .values([
        { name: 'Billo', born: '2021-03-01', weight: 4.5 },
        { name: 'Sheru', born: null, weight: 31 },
      ])
      .returningAll()
      .execute();
    expect(inserted).toEqual([
      { id: 1, name: 'Billo', born: '2021-03-01', weight: 4.5 },
      { id: 2, name: 'Sheru', born: null, weight: 31 },
    ]);
    // The same statement twice: a cached statement keeps answering objects.
    for (let run = 0; run < 2; run += 1) {
      const selected = await pets()
        .selectFrom('pets')
        .select(['weight', 'name'])
        .where('id', '=', 2)
        .execute();
      expect(selected).toEqual([{ weight: 31, name: 'Sheru' }]);
      expect(Object.keys(selected[0]!)).toEqual(['weight', 'name']);
    }
    const streamed = [];
    for await (const row of pets().selectFrom('pets').selectAll().orderBy('id').stream())
      streamed.push(row);
    expect(streamed).toEqual(inserted);
  });

  it('lets the later of two columns of one name win, as better-sqlite3 does', async () => {
    await pets().insertInto('visits').values({ pet_id: 1, name: 'vaccination' }).execute();
    const rows = await pets()
      .selectFrom('pets')
      .innerJoin('visits', 'visits.pet_id', 'pets.id')
      .select(['pets.name', 'visits.name'])
      .execute();
    expect(rows).toEqual([{ name: 'vaccination' }]);
  });

  it('answers changes, not rows, to a statement that returns none', async () => {
    const result = await pets()
      .updateTable('pets')
      .set({ weight: 5 })
      .where('name', '=', 'Billo')
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('reads the same objects through a read-only connection of its own', async () => {
    const reader = openSqliteReader(dataDir) as unknown as PetsDb;
    try {
      const rows = [];
      for await (const row of reader
        .selectFrom('pets')
        .select(['id', 'born'])
        .orderBy('id')
        .stream())
        rows.push(row);
      expect(rows).toEqual([
        { id: 1, born: '2021-03-01' },
        { id: 2, born: null },
      ]);
    } finally {
      await reader.destroy();
    }
  });
});
