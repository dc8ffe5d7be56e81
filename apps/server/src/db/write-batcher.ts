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
 * Group commit for writes many clients send at once (the public contact form). One batch is
 * written at a time: the writes that arrive while it is stored and synced wait, and are then
 * stored together by `writeAll` in the next transaction (a first write waits one turn of the
 * event loop for those read with it). So the busier the form, the larger the batch, and a batch's
 * fixed costs (its transaction, the pages its commit writes, the sync) are shared by more writes:
 * writing each turn's arrivals at once had made batches of two or three messages at ten clients,
 * at twice the CPU time per message.
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
  let running: Promise<void> | undefined;
  let walLog: Promise<WriteAheadLog | null> | undefined;

  const writeBatch = async (batch: Waiting<Input, Output>[]) => {
    try {
      walLog ??= kind === 'sqlite' ? openWriteAheadLog(db) : Promise.resolve(null);
      // A failed look at the database (busy, or already closed) is not kept: the next batch
      // tries again, and closing does not fail on it.
      const wal = await walLog.catch((error: unknown) => {
        walLog = undefined;
        throw error;
      });
      const write = (trx: Db) =>
        writeAll(
          trx,
          batch.map((waiting) => waiting.input),
        );
      const outputs = wal
        ? await commitWithoutWaitingForDisk(db, wal, write)
        : await db.transaction().execute(write);
      await wal?.file.datasync();
      batch.forEach((waiting, index) => waiting.resolve(outputs[index]!));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  /** Writes the next batch, then the writes that arrived meanwhile, until none waits. */
  const flush = () => {
    if (running || queue.length === 0) return;
    const batch = queue.slice(0, MAX_BATCH_SIZE);
    queue = queue.slice(MAX_BATCH_SIZE);
    running = writeBatch(batch).finally(() => {
      running = undefined;
      flush();
    });
  };

  return {
    write: (input) =>
      new Promise<Output>((resolve, reject) => {
        // After the requests read in this turn of the event loop have all been queued.
        if (queue.length === 0 && !running) setImmediate(flush);
        queue.push({ input, resolve, reject });
      }),
    close: async () => {
      flush();
      while (running) await running;
      await (await walLog?.catch(() => null))?.file.close();
    },
  };
}

/**
 * Runs `work` in a transaction whose commit does not wait for the disk (WAL mode only), then sets
 * the connection's own level again.
 */
function commitWithoutWaitingForDisk<T>(
  db: Db,
  wal: WriteAheadLog,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  // One connection for the three steps, so no other statement ever runs with the lower setting.
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql.raw(`pragma synchronous = ${wal.synchronous}`).execute(connection);
    }
  });
}

/** The write-ahead log of a file database, opened for its sync, and the connection's sync level. */
interface WriteAheadLog {
  file: FileHandle;
  synchronous: number;
}

/** The log of a file database in WAL mode; null otherwise (then commits wait themselves). */
async function openWriteAheadLog(db: Db): Promise<WriteAheadLog | null> {
  const { rows: mode } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
  const { rows: files } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const databaseFile = files[0]?.file;
  if (mode[0]?.journal_mode !== 'wal' || !databaseFile) return null;
  const { rows: level } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  return {
    file: await open(`${databaseFile}-wal`, 'r'),
    synchronous: Number(level[0]!.synchronous),
  };
}
