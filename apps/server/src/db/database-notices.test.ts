import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/test-app';
import { openDatabase, type DatabaseHandle } from './database';
import { listenForNotices, sendNotice, type NoticeListener } from './database-notices';

const CHANNEL = 'test_channel';
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('notices between PostgreSQL sessions', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: DatabaseHandle;
  let listener: NoticeListener;
  let heard = 0;
  const errors: unknown[] = [];

  beforeAll(async () => {
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    database = openDatabase({ dataDir: '', databaseUrl: postgres.url });
    listener = await listenForNotices({
      databaseUrl: postgres.url,
      channel: CHANNEL,
      onNotice: () => (heard += 1),
      log: { error: (details: unknown) => errors.push(details) },
    });
  });
  afterAll(async () => {
    await listener.close();
    await database.db.destroy();
    await postgres.drop();
  });

  it('hears a notice sent in a transaction once it commits, once however often it was sent', async () => {
    const before = heard;
    await database.db.transaction().execute(async (trx) => {
      await sendNotice(trx, CHANNEL);
      await sendNotice(trx, CHANNEL);
      await settle(200);
      expect(heard).toBe(before);
    });
    await expect.poll(() => heard).toBe(before + 1);
    await settle(200);
    expect(heard).toBe(before + 1);
  });

  it('hears nothing of a transaction that rolled back, nor of another channel', async () => {
    const before = heard;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sendNotice(trx, CHANNEL);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await sendNotice(database.db, 'another_channel');
    await settle(300);
    expect(heard).toBe(before);
  });

  it('listens again after its connection is lost, and calls once for what it may have missed', async () => {
    const before = heard;
    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'
    `.execute(database.db);
    // Reconnected a second later, it calls once for the notices it could not hear.
    await expect.poll(() => heard, { timeout: 5_000 }).toBe(before + 1);
    expect(errors.length).toBeGreaterThan(0);
    await sendNotice(database.db, CHANNEL);
    await expect.poll(() => heard).toBe(before + 2);
  });
});
