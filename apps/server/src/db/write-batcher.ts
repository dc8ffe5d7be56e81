import { open, type FileHandle } from 'node:fs/promises';
import { sql } from 'kysely';
import type { DatabaseKind, Db } from './database';

/** At most this many writes share one transaction. */
const MAX_BATCH_SIZE = 200;

export interface WriteBatcher<Input, Output> {
  /** Resolves once the input is stored and on disk. */
  write(input: Input): Promise<Output>;
  /** Waits for the writes under way, then releases the write-ahead log file. */
  close(): Promise<void>;
}

interface Waiting<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for writes many clients send at once (the public contact form). The writes that
 * arrive in one turn of the event loop are stored together by `writeAll` in one transaction.
 *
 * On SQLite with synchronous=FULL every commit waits for its own fsync (milliseconds on a real
 * disk), with the event loop stopped, which caps such a form at a few hundred writes a second.
 * Here the batch commits without that wait (synchronous=NORMAL, for this transaction only), and
 * then one fdatasync of the write-ahead log on libuv's thread pool puts it on disk before any of
 * its callers is answered: as durable as FULL, since FULL is exactly that sync done inside the
 * commit, but one sync serves the whole batch and the event loop keeps serving meanwhile.
 * PostgreSQL commits durably and groups concurrent commits itself: a plain transaction.
 */
export function createWriteBatcher<Input, Output>(
  db: Db,
  kind: DatabaseKind,
  writeAll: (trx: Db, inputs: Input[]) => Promise<Output[]>,
): WriteBatcher<Input, Output> {
  let queue: Waiting<Input, Output>[] = [];
  const inFlight = new Set<Promise<void>>();
  let walSync: Promise<WalSync | null> | undefined;

  const writeBatch = async (batch: Waiting<Input, Output>[]) => {
    try {
      walSync ??= kind === 'sqlite' ? openWalSync(db) : Promise.resolve(null);
      // A failed look at the database (busy, or already closed) is not kept: the next batch
      // tries again, and closing does not fail on it.
      const wal = await walSync.catch((error: unknown) => {
        walSync = undefined;
        throw error;
      });
      const write = (trx: Db) =>
        writeAll(
          trx,
          batch.map((waiting) => waiting.input),
        );
      const outputs = wal
        ? await commitWithoutWaitingForDisk(db, write)
        : await db.transaction().execute(write);
      await wal?.sync();
      batch.forEach((waiting, index) => waiting.resolve(outputs[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  const flush = () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH_SIZE);
      queue = queue.slice(MAX_BATCH_SIZE);
      const running = writeBatch(batch);
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
    }
  };

  return {
    write: (input) =>
      new Promise<Output>((resolve, reject) => {
        // After the requests read in this turn of the event loop have all been queued.
        if (queue.length === 0) setImmediate(flush);
        queue.push({ input, resolve, reject });
      }),
    close: async () => {
      while (queue.length > 0 || inFlight.size > 0) {
        flush();
        await Promise.all(inFlight);
      }
      await (await walSync?.catch(() => null))?.close();
    },
  };
}

/** Runs `work` in a transaction whose commit does not wait for the disk (WAL mode only). */
function commitWithoutWaitingForDisk<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  // One connection for the three steps, so no other statement ever runs with the lower setting.
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection);
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql.raw(`pragma synchronous = ${Number(rows[0]!.synchronous)}`).execute(connection);
    }
  });
}

interface WalSync {
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The log's sync for a file database in WAL mode; null otherwise (then commits wait themselves). */
async function openWalSync(db: Db): Promise<WalSync | null> {
  const { rows: mode } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
  const { rows: files } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const databaseFile = files[0]?.file;
  if (mode[0]?.journal_mode !== 'wal' || !databaseFile) return null;
  return createWalSync(await open(`${databaseFile}-wal`, 'r'));
}

/**
 * fdatasync of the write-ahead log, shared: a caller joins the sync that has not started yet, or
 * queues the next one when a sync is already running (it may have started before the caller's
 * commit).
 */
function createWalSync(log: FileHandle): WalSync {
  let tail: Promise<unknown> = Promise.resolve();
  let next: Promise<void> | null = null;
  return {
    sync() {
      if (next) return next;
      const started = tail.then(async () => {
        next = null;
        await log.datasync();
      });
      next = started;
      tail = started.catch(() => undefined);
      return started;
    },
    async close() {
      await tail;
      await log.close();
    },
  };
}
