import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './database';
import { createWriteBatcher } from './write-batcher';

/** Group commit on SQLite: one transaction and one log sync for the writes of one moment. */

interface NotesTable {
  id: Generated<number>;
  text: string;
}
/** The server's database handle, seen with the one table these tests make. */
type NotesDb = Kysely<{ notes: NotesTable }>;

describe('createWriteBatcher (SQLite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'write-batcher-'));
  let db: Db;
  const notes = () => db as unknown as NotesDb;

  beforeAll(async () => {
    db = openDatabase({ dataDir }).db;
    await sql`create table notes (id integer primary key autoincrement, text text not null)`.execute(
      db,
    );
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * Stores texts in one statement and answers the rows in their order, keeping each batch;
   * `beforeWrite` runs first with the batch's number (from 1).
   */
  function noteWriter(beforeWrite: (batchNumber: number) => Promise<void> = async () => {}) {
    const batches: string[][] = [];
    const writeAll = async (trx: Db, texts: string[]) => {
      batches.push(texts);
      await beforeWrite(batches.length);
      const rows = await (trx as unknown as NotesDb)
        .insertInto('notes')
        .values(texts.map((text) => ({ text })))
        .returningAll()
        .execute();
      return rows.sort((a, b) => a.id - b.id);
    };
    return { batches, writer: createWriteBatcher(db, 'sqlite', writeAll) };
  }

  it('stores the writes of one moment in one transaction, and answers each its own row', async () => {
    const { batches, writer } = noteWriter();
    const texts = Array.from({ length: 12 }, (_, index) => `note ${index}`);
    const rows = await Promise.all(texts.map((text) => writer.write(text)));
    expect(batches).toEqual([texts]);
    expect(rows.map((row) => row.text)).toEqual(texts);
    expect(new Set(rows.map((row) => row.id)).size).toBe(texts.length);
    const stored = await notes()
      .selectFrom('notes')
      .select('text')
      .where('text', 'in', texts)
      .execute();
    expect(stored).toHaveLength(texts.length);
    await writer.close();
  });

  it('writes one batch at a time: what arrives meanwhile is the next batch, whole', async () => {
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted!: () => void;
    const firstWriting = new Promise<void>((resolve) => (firstStarted = resolve));
    const { batches, writer } = noteWriter(async (batchNumber) => {
      if (batchNumber > 1) return;
      firstStarted();
      await firstHeld;
    });
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const first = writer.write('first');
    await firstWriting;
    // Three requests read in three later turns of the event loop, while the first is written.
    const later: Promise<{ text: string }>[] = [];
    for (const text of ['second', 'third', 'fourth']) {
      later.push(writer.write(text));
      await nextTurn();
    }
    expect(batches).toEqual([['first']]);
    releaseFirst();
    expect((await first).text).toBe('first');
    expect((await Promise.all(later)).map((row) => row.text)).toEqual([
      'second',
      'third',
      'fourth',
    ]);
    expect(batches).toEqual([['first'], ['second', 'third', 'fourth']]);
    await writer.close();
  });

  it('syncs the write-ahead log once per batch before answering, and keeps synchronous=FULL', async () => {
    const probe = await open(path.join(dataDir, 'app.db-wal'), 'r');
    const datasync = vi.spyOn(
      Object.getPrototypeOf(probe) as { datasync(): Promise<void> },
      'datasync',
    );
    await probe.close();
    const { writer } = noteWriter();
    await Promise.all(['a', 'b', 'c'].map((text) => writer.write(text)));
    expect(datasync).toHaveBeenCalledTimes(1);
    await writer.write('d');
    expect(datasync).toHaveBeenCalledTimes(2);
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(rows[0]!.synchronous).toBe(2);
    await writer.close();
  });

  it('fails every write of a failed batch, and the next batch works', async () => {
    const failing = createWriteBatcher(db, 'sqlite', async () => {
      throw new Error('disk full');
    });
    const results = await Promise.allSettled([failing.write('x'), failing.write('y')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await failing.close();

    const { writer } = noteWriter();
    expect((await writer.write('after the failure')).text).toBe('after the failure');
    await writer.close();
  });

  it('finishes the writes under way when closed', async () => {
    const { writer } = noteWriter();
    const pending = writer.write('written while closing');
    await writer.close();
    expect((await pending).text).toBe('written while closing');
  });
});
