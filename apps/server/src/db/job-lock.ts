import { sql, type Kysely } from 'kysely';
import { isSqlite } from './database';

// Any database: the lock reads no table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Runs `job` unless another server is running the job of this name: on PostgreSQL a session
 * advisory lock, taken for this run on a connection of its own and released after it; a server
 * that dies mid-run loses its connection and with it the lock, so the next server's next run goes
 * ahead. On SQLite (one server by construction) the job just runs. Resolves with the job's result,
 * or `ran: false` when another server holds the lock.
 */
export async function runOnOneServer<T>(
  db: AnyDb,
  jobName: string,
  job: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (isSqlite(db)) return { ran: true, result: await job() };
  return db.connection().execute(async (connection) => {
    // The job's name hashed to the second key; the first keeps job locks apart from any others.
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${JOB_LOCK_SPACE}, hashtext(${jobName})) as locked
    `.execute(connection);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await job() };
    } finally {
      await sql`select pg_advisory_unlock(${JOB_LOCK_SPACE}, hashtext(${jobName}))`.execute(
        connection,
      );
    }
  });
}

/** The first key of every job lock ("job" in ASCII). */
const JOB_LOCK_SPACE = 0x6a6f62;
