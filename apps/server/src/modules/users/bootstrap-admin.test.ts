import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/database';
import { loginAs } from '../../../test/test-app';
import { testServerSuite } from '../../../test/test-suite';
import { AdminCredentialsError, bootstrapAdmin, ensureAdmin } from './bootstrap-admin';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

describe('ensureAdmin and bootstrapAdmin', () => {
  const suite = testServerSuite();

  const signIn = (identifier: string, password: string) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier, password },
    });
  const userByEmail = (email: string) =>
    suite.t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  it('creates the Admin, then leaves it alone when nothing changed', async () => {
    expect(
      await ensureAdmin(suite.t.app.db, {
        email: 'First.Admin@Example.com',
        password: 'admin-password-1',
      }),
    ).toBe('created');
    const created = await userByEmail('first.admin@example.com');
    expect(created).toMatchObject({
      role: 'Admin',
      disabled: 0,
      username: 'first.admin@example.com',
    });
    expect(created!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await signIn('first.admin@example.com', 'admin-password-1')).statusCode).toBe(200);

    expect(
      await ensureAdmin(suite.t.app.db, {
        email: 'first.admin@example.com',
        password: 'admin-password-1',
      }),
    ).toBe('unchanged');
    expect(await userByEmail('first.admin@example.com')).toEqual(created);
  });

  it('creates one Admin when several servers start with the same ADMIN_EMAIL at once', async () => {
    const credentials = { email: 'together@example.com', password: 'admin-password-1' };
    // Each hashes the password before writing, so all three look the account up before any inserts.
    await Promise.all([1, 2, 3].map(() => ensureAdmin(suite.t.app.db, credentials)));
    const admins = await suite.t.app.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', 'together@example.com')
      .execute();
    expect(admins).toEqual([{ role: 'Admin' }]);
  });

  it('promotes, re-enables and resets the password of an existing account', async () => {
    const { userId, authorization } = await loginAs(suite.t, 'Registered', {
      email: 'promote.me@example.com',
      password: 'old-password',
    });
    await suite.t.app.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', userId)
      .execute();

    expect(
      await ensureAdmin(suite.t.app.db, {
        email: 'promote.me@example.com',
        password: 'new-password-1',
      }),
    ).toBe('promoted');
    expect(await userByEmail('promote.me@example.com')).toMatchObject({
      id: userId,
      role: 'Admin',
      disabled: 0,
    });
    expect((await signIn('promote.me@example.com', 'old-password')).statusCode).toBe(400);
    expect((await signIn('promote.me@example.com', 'new-password-1')).statusCode).toBe(200);
    // A token from before the reset no longer works, as after any password reset.
    const me = await suite.t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: authorization,
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses credentials the sign-up form would refuse, in its words', async () => {
    await expect(
      ensureAdmin(suite.t.app.db, { email: 'not-an-email', password: 'admin-password-1' }),
    ).rejects.toThrow(new AdminCredentialsError('Please enter a valid email address.'));
    await expect(
      ensureAdmin(suite.t.app.db, { email: 'short@example.com', password: 'short' }),
    ).rejects.toThrow('Password must be at least 8 characters.');
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD only together, and says so', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await bootstrapAdmin(suite.t.app.db, {}, log);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();

    await bootstrapAdmin(suite.t.app.db, { ADMIN_EMAIL: 'half@example.com' }, log);
    expect(log.warn).toHaveBeenCalledWith(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together: no Admin account was created or changed',
    );
    expect(await userByEmail('half@example.com')).toBeUndefined();

    await bootstrapAdmin(
      suite.t.app.db,
      { ADMIN_EMAIL: 'boot@example.com', ADMIN_PASSWORD: 'boot-password-1' },
      log,
    );
    expect(log.info).toHaveBeenCalledWith(
      { email: 'boot@example.com', outcome: 'created' },
      'Admin account from ADMIN_EMAIL',
    );

    await bootstrapAdmin(
      suite.t.app.db,
      { ADMIN_EMAIL: 'boot@example.com', ADMIN_PASSWORD: 'x'.repeat(201) },
      log,
    );
    expect(log.error).toHaveBeenCalledWith(
      'ADMIN_EMAIL/ADMIN_PASSWORD not used: Password must be at most 200 characters.',
    );
  });
});

describe('the server at start-up and npm run create-admin', () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  async function adminsIn(dataDir: string) {
    const database = openDatabase({ dataDir });
    try {
      return await database.db
        .selectFrom('users')
        .select(['email', 'role', 'disabled'])
        .where('role', '=', 'Admin')
        .execute();
    } finally {
      await database.db.destroy();
    }
  }

  const env = (dataDir: string, extra: Record<string, string> = {}) => ({
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...extra,
  });
  const createAdmin = (
    args: string[],
    extraEnv: Record<string, string> = {},
    dataDir = freshDataDir(),
  ) =>
    run(process.execPath, ['--import', 'tsx', 'src/create-admin.ts', ...args], {
      cwd: serverDir,
      env: env(dataDir, extraEnv),
    });

  it('creates the Admin from ADMIN_EMAIL and ADMIN_PASSWORD when the server starts', async () => {
    const dataDir = freshDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...env(dataDir),
        PORT: '0',
        DEMO_DATA: '0',
        ADMIN_EMAIL: 'Start@Example.com',
        ADMIN_PASSWORD: 'start-password-1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${stdout}`)), 15_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Server listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    expect(stdout).toContain('"outcome":"created"');
    expect(await adminsIn(dataDir)).toEqual([
      { email: 'start@example.com', role: 'Admin', disabled: 0 },
    ]);
  });

  it('creates or promotes the Admin from --email and --password', async () => {
    const dataDir = freshDataDir();
    const first = await createAdmin(
      ['--email', 'Cli@Example.com', '--password', 'cli-password-1'],
      {},
      dataDir,
    );
    expect(first.stdout).toMatch(/^cli@example\.com created as Admin \(sqlite .*app\.db\)\n$/);
    const again = await createAdmin(
      ['--email=cli@example.com', '--password=cli-password-2'],
      {},
      dataDir,
    );
    expect(again.stdout).toContain(
      'cli@example.com is now an active Admin with the given password',
    );
    expect(await adminsIn(dataDir)).toEqual([
      { email: 'cli@example.com', role: 'Admin', disabled: 0 },
    ]);
  });

  it('reads ADMIN_EMAIL and ADMIN_PASSWORD when no arguments are given', async () => {
    const { stdout } = await createAdmin([], {
      ADMIN_EMAIL: 'env@example.com',
      ADMIN_PASSWORD: 'env-password-1',
    });
    expect(stdout).toContain('env@example.com created as Admin');
  });

  it.each([
    [
      [],
      'Usage: npm run create-admin -- --email you@example.com --password <at least 8 characters>',
    ],
    [
      ['--email', 'a@example.com', '--password', 'short'],
      'Password must be at least 8 characters.',
    ],
    [['--email', 'nope', '--password', 'long-enough-1'], 'Please enter a valid email address.'],
    [['--mail', 'a@example.com'], "Unknown option '--mail'"],
  ])('exits 1 with a clear message for %j', async (args, message) => {
    const failure = await createAdmin(args).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(message);
  });
});
