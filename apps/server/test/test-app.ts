import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { hashPassword } from '../src/modules/passwords/password';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** The secret tokens are signed with, to forge expired or altered ones. */
  jwtSecret: string;
  close: () => Promise<void>;
}

/**
 * Builds the real server on a fresh database: a new SQLite file in a temporary folder, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created for this test file and dropped after.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  web: Pick<AppDependencies, 'loadPageRenderer'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-'));
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    // Rate limits are off unless a test turns them on: most tests send many requests at once.
    RATE_LIMIT_FACTOR: '0',
    // The retention job is off unless a test turns it on: it deletes by the real clock, at
    // start-up without being awaited, so it could delete rows a test dates in the past.
    DATA_RETENTION_DAYS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  await migrateToLatest(database.db);
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({
    config,
    database,
    secrets: { jwtSecret },
    webDistDir: env.WEB_DIST_DIR ?? path.join(dataDir, 'no-web-build'),
    ...web,
  });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    jwtSecret,
    close: async () => {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty PostgreSQL database on the server of `adminUrl`: its address, and how to drop it. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's pool.end() resolves before its connections have closed; forcing them closed then
      // makes a closing client raise an unhandled error. Give them a moment to leave first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await client.query<{ open: number }>(
          'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]!.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestRole = 'Registered' | 'Staff' | 'Admin';

/** Creates a user with the given role straight in the database and returns a valid token. */
export async function loginAs(
  t: TestApp,
  role: TestRole,
  overrides: { username?: string; email?: string; password?: string } = {},
): Promise<{ token: string; userId: number; authorization: { authorization: string } }> {
  const suffix = randomBytes(4).toString('hex');
  const username = overrides.username ?? `${role.toLowerCase()}-${suffix}`;
  const now = new Date().toISOString();
  const { id } = await t.app.db
    .insertInto('users')
    .values({
      username,
      username_key: username.toLowerCase(),
      // An address as sign-up would accept it: a username's spaces become dots.
      email: (overrides.email ?? `${username.replace(/\s+/g, '.')}@example.com`).toLowerCase(),
      password_hash: await hashPassword(overrides.password ?? 'password-123'),
      role,
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await t.app.tokens.sign(id);
  return { token, userId: id, authorization: { authorization: `Bearer ${token}` } };
}
