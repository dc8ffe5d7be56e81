import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

/** SQLite's `pragma synchronous` values. */
const SYNCHRONOUS_FULL = 2;

describe('migrateToLatest on SQLite', () => {
  let dataDir: string;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const synchronous = async (database: Db) =>
    (await sql<{ synchronous: number }>`pragma synchronous`.execute(database)).rows[0]!.synchronous;

  it('runs every migration of a new database and leaves the connection at synchronous=FULL', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
    ({ db } = openDatabase({ dataDir }));
    const applied = await migrateToLatest(db);
    expect(applied).toEqual(Object.keys(migrations).sort());
    expect(await synchronous(db)).toBe(SYNCHRONOUS_FULL);
    // Nothing left to run the second time, and the setting is still FULL.
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await synchronous(db)).toBe(SYNCHRONOUS_FULL);
  });

  it('restores synchronous=FULL when a migration fails', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
    ({ db } = openDatabase({ dataDir }));
    // Forgetting that the first migration ran makes it run again, on tables that exist: it fails.
    const firstMigration = Object.keys(migrations).sort()[0]!;
    await migrateToLatest(db);
    await sql`delete from kysely_migration where name = ${firstMigration}`.execute(db);
    await expect(migrateToLatest(db)).rejects.toThrow();
    expect(await synchronous(db)).toBe(SYNCHRONOUS_FULL);
  });
});
