// Vitest global setup of the server tests: migrates one template database per run, which each
// test app's database is copied from instead of being migrated again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/**
 * A migrated database to copy: a data folder holding only a SQLite database, or a PostgreSQL
 * database on TEST_DATABASE_URL's server.
 */
export type DatabaseTemplate = { sqliteDataDir: string } | { postgresDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when a test file runs without this global setup: its test apps migrate. */
    databaseTemplate?: DatabaseTemplate;
  }
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name` once the connections a closed pool leaves behind are gone. */
export async function dropPostgresDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  // pg's pool.end() resolves before its connections have closed; forcing them closed then
  // makes a closing client raise an unhandled error. Give them a moment to leave first.
  await waitUntilUnused(client, name);
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}

/**
 * Waits until no connection to database `name` is left: five seconds at most, as a busy machine
 * can be slow to close them.
 */
async function waitUntilUnused(client: pg.Client, name: string): Promise<boolean> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const { rows } = await client.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]!.open === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

async function createPostgresTemplate(adminUrl: string) {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const { db } = openDatabase({ dataDir: '', databaseUrl: databaseUrl(adminUrl, name) });
    await migrateToLatest(db);
    await db.destroy();
    // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template: nobody may.
    if (!(await waitUntilUnused(admin, name))) throw new Error(`${name} is still in use`);
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
  return {
    template: { postgresDatabase: name },
    remove: () => dropPostgresDatabase(adminUrl, name),
  };
}

async function createSqliteTemplate() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'app-test-template-'));
  const { db } = openDatabase({ dataDir });
  await migrateToLatest(db);
  // Closing the only connection writes the log into the database file and deletes it.
  await db.destroy();
  return {
    template: { sqliteDataDir: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { template, remove } = adminUrl
    ? await createPostgresTemplate(adminUrl)
    : await createSqliteTemplate();
  project.provide('databaseTemplate', template);
  return remove;
}
