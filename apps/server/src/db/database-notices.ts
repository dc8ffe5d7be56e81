import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type PgModule from 'pg';
import { loadPg, type Db } from './database';

/** How long a listener whose connection was lost waits before it connects again. */
const RECONNECT_MS = 1_000;

export interface NoticeListener {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/**
 * Sends a notice on a PostgreSQL channel with the caller's handle. Sent inside a transaction, it
 * reaches the listeners when the transaction commits, and not at all if it rolls back; several
 * notices of one transaction arrive as one.
 */
export async function sendNotice(db: Db, channel: string): Promise<void> {
  await sql`select pg_notify(${channel}, '')`.execute(db);
}

/**
 * Listens to a PostgreSQL channel (`LISTEN`) on a connection of its own: a listening connection
 * must stay open, so it cannot be one the pool hands out. When the connection is lost it connects
 * again a second later and calls `onNotice` once, for any notice sent meanwhile. Resolves once the
 * first attempt to listen has succeeded or failed (a failure is logged and retried).
 */
export async function listenForNotices(options: {
  databaseUrl: string;
  channel: string;
  onNotice: () => void;
  log: Pick<FastifyBaseLogger, 'error'>;
}): Promise<NoticeListener> {
  const { databaseUrl, channel, onNotice, log } = options;
  let client: PgModule.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (lostClient: PgModule.Client, error?: unknown) => {
    if (closed || client !== lostClient) return;
    log.error({ err: error, channel }, 'database notices lost; listening again shortly');
    client = undefined;
    lostClient.end().catch(() => {});
    retry = setTimeout(() => void connect(true), RECONNECT_MS);
    retry.unref();
  };

  const connect = async (again: boolean) => {
    const next = new (loadPg().Client)({ connectionString: databaseUrl });
    client = next;
    next.on('notification', (notice) => {
      if (notice.channel === channel) onNotice();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${quoteIdentifier(channel)}`);
      if (again) onNotice();
    } catch (error) {
      lost(next, error);
    }
  };

  await connect(false);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
