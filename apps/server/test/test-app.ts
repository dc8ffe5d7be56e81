import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { hashPassword } from '../src/modules/passwords/password';
import { databaseUrl, dropPostgresDatabase } from './database-template';

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
 * The database is a copy of the run's migrated template (test/database-template.ts), where there
 * is one, else migrated here.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  web: Pick<AppDependencies, 'loadPageRenderer'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-'));
  const template = inject('databaseTemplate');
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(
        process.env.TEST_DATABASE_URL,
        template && 'postgresDatabase' in template ? template.postgresDatabase : undefined,
      )
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
  const sqliteTemplate =
    !postgres && template && 'sqliteDataDir' in template ? template.sqliteDataDir : undefined;
  if (sqliteTemplate) cpSync(sqliteTemplate, config.DATA_DIR, { recursive: true });
  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  // On a copy of the template this finds nothing to do, and connects, as a server's start-up does.
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

/**
 * A new PostgreSQL database on the server of `adminUrl`, a copy of database `template` when given,
 * else empty: its address, and how to drop it.
 */
export async function createPostgresDatabase(adminUrl: string, template?: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => dropPostgresDatabase(adminUrl, name),
  };
}

export type TestRole = 'Registered' | 'Staff' | 'Admin';

/** One hash for each password test users are given: argon2 is slow on purpose. */
const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

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
      password_hash: await hashOnce(overrides.password ?? 'password-123'),
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
