import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/test-app';
import { BackupError, createBackup, restoreBackup } from './backup';

// Backups cover the SQLite installation; PostgreSQL is backed up with pg_dump (README).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('round-trips the database and uploads, taken while the server runs', async () => {
    t = await createTestApp();
    const kept = await loginAs(t, 'Staff', { username: 'kept-user' });
    const uploadDir = path.join(t.dataDir, 'uploads', 'public');
    mkdirSync(uploadDir, { recursive: true });
    writeFileSync(path.join(uploadDir, 'photo.jpg'), 'jpeg bytes');

    const archive = await createBackup(t.dataDir);
    expect(existsSync(archive)).toBe(true);

    // Changes after the backup are undone by the restore.
    await t.app.db.deleteFrom('users').where('id', '=', kept.userId).execute();
    await loginAs(t, 'Registered', { username: 'added-later' });
    writeFileSync(path.join(uploadDir, 'photo.jpg'), 'changed');
    await t.app.close();

    const { keptIn } = await restoreBackup(t.dataDir, archive);
    expect(existsSync(path.join(keptIn, 'app.db'))).toBe(true);
    const db = new SQLite(path.join(t.dataDir, 'app.db'), { readonly: true });
    const names = db.prepare('select username from users order by id').pluck().all();
    db.close();
    expect(names).toEqual(['kept-user']);
    expect(readFileSync(path.join(uploadDir, 'photo.jpg'), 'utf8')).toBe('jpeg bytes');
  });

  it('refuses a file that is not a backup and leaves the data alone', async () => {
    t = await createTestApp();
    await loginAs(t, 'Staff', { username: 'still-here' });
    const bogus = path.join(t.dataDir, 'bogus.tar.gz');
    writeFileSync(bogus, 'not an archive');
    await expect(restoreBackup(t.dataDir, bogus)).rejects.toThrow();
    await expect(
      restoreBackup(t.dataDir, path.join(t.dataDir, 'missing.tar.gz')),
    ).rejects.toBeInstanceOf(BackupError);
    const rows = await t.app.db.selectFrom('users').select('username').execute();
    expect(rows.map((r) => r.username)).toEqual(['still-here']);
  });
});

describe('npm run backup with STORAGE=s3', () => {
  it('refuses, naming the bucket, instead of writing an archive without the uploads', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-s3-'));
    const cli = fileURLToPath(new URL('../../backup-cli.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli, 'backup'], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        STORAGE: 's3',
        S3_REGION: 'eu-west-1',
        S3_BUCKET: 'site-uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('STORAGE=s3: the uploads are in the bucket site-uploads'),
    });
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
