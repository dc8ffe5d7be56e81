import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../test/test-app';
import { openDatabase, type DatabaseHandle } from './database';
import { runOnOneServer } from './job-lock';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Two servers' connection pools on one database (PostgreSQL with TEST_DATABASE_URL, else SQLite). */
describe('runOnOneServer', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'job-lock-'));
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let one: DatabaseHandle;
  let other: DatabaseHandle;
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    postgres = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
    one = openDatabase({ dataDir, databaseUrl: postgres?.url });
    other = openDatabase({ dataDir, databaseUrl: postgres?.url });
  });
  afterAll(async () => {
    await one.db.destroy();
    await other.db.destroy();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets one server run a job while another is running it, and the next run after',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = runOnOneServer(one.db, 'test-job', async () => {
        await held;
        return 'first';
      });
      // The first run holds the lock until released.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await runOnOneServer(other.db, 'test-job', async () => 'second')).toEqual({
        ran: false,
      });
      expect(await runOnOneServer(other.db, 'another-job', async () => 'other')).toEqual({
        ran: true,
        result: 'other',
      });
      release();
      expect(await first).toEqual({ ran: true, result: 'first' });
      expect(await runOnOneServer(other.db, 'test-job', async () => 'second')).toEqual({
        ran: true,
        result: 'second',
      });
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets the next server run the job when the server running it dies',
    async () => {
      // Another process takes the lock for a run that never ends, then is killed.
      const dying = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { openDatabase } from './src/db/database.ts';
           import { runOnOneServer } from './src/db/job-lock.ts';
           const { db } = openDatabase({ dataDir: ${JSON.stringify(dataDir)}, databaseUrl: ${JSON.stringify(postgres!.url)} });
           // One line on stdout tells the test the lock is held.
           void runOnOneServer(db, 'orphaned-job', () => { process.stdout.write('lock held\\n'); return new Promise(() => {}); });`,
        ],
        { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const exited = new Promise((resolve) => dying.once('exit', resolve));
      await new Promise((resolve) => dying.stdout!.once('data', resolve));
      expect(await runOnOneServer(other.db, 'orphaned-job', async () => 'too early')).toEqual({
        ran: false,
      });
      dying.kill('SIGKILL');
      await exited;
      // PostgreSQL ends the dead process's session, and with it the lock, as its socket closes.
      await expect
        .poll(() => runOnOneServer(other.db, 'orphaned-job', async () => 'taken over'), {
          timeout: 5_000,
          interval: 100,
        })
        .toEqual({ ran: true, result: 'taken over' });
    },
    30_000,
  );

  it('releases the lock when the job fails', async () => {
    await expect(
      runOnOneServer(one.db, 'failing-job', async () => {
        throw new Error('the job failed');
      }),
    ).rejects.toThrow('the job failed');
    expect(await runOnOneServer(other.db, 'failing-job', async () => 'again')).toEqual({
      ran: true,
      result: 'again',
    });
  });
});
