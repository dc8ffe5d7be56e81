import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LINGUI_CONFIG_PATH, linguiMacro } from './apps/web/lingui-macro';

/** The web app's messages, for its tests and the server's page tests that render it from source. */
const webMessages = () => [linguiMacro(), lingui({ configPath: LINGUI_CONFIG_PATH })];

const SERVER_TESTS = ['apps/server/src', 'apps/server/test'];
const CLUSTER_TESTS = 'apps/server/test/cluster';

/** Modules whose use means a test talks to the database it is given. */
const DATABASE_MODULES = [
  'apps/server/test/test-app.ts',
  'apps/server/test/test-suite.ts',
  'apps/server/src/db/database.ts',
  'apps/server/src/db/migrate.ts',
];

/** The relative modules a file imports for their values (`import type` erases at run time). */
function valueImports(file: string, source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const resolved = path.join(path.dirname(file), specifier);
    return resolved.endsWith('.ts') ? resolved : `${resolved}.ts`;
  });
}

/** Whether a module is test support (followed through its imports), not the server's own code. */
const isTestSupport = (file: string) =>
  file.startsWith('apps/server/test/') || /test/i.test(path.basename(file));

/**
 * Whether a server test file talks to the database: it, or the test support it imports, builds
 * the test app, opens or migrates a database, or reads TEST_DATABASE_URL.
 */
function usesDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false; // a directory's index or a non-TypeScript module: not test support
  }
  if (source.includes('TEST_DATABASE_URL')) return true;
  const imports = valueImports(file, source);
  return imports.some(
    (imported) =>
      DATABASE_MODULES.includes(imported) ||
      (isTestSupport(imported) && usesDatabase(imported, seen)),
  );
}

/** The server's test files that talk to the database: the ones run again on PostgreSQL in CI. */
function databaseTestFiles(): string[] {
  return SERVER_TESTS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
  ).filter(
    (file) =>
      file.endsWith('.test.ts') && !file.startsWith(`${CLUSTER_TESTS}/`) && usesDatabase(file),
  );
}

/** A project of the server's tests, whose test apps copy a database migrated once per run. */
const serverProject = (test: { name: string; include: string[]; exclude?: string[] }) => ({
  plugins: webMessages(),
  test: {
    ...test,
    environment: 'node' as const,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    globalSetup: ['apps/server/test/database-template.ts'],
  },
});

export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to itself, which it hardly uses here.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject({
        name: 'server',
        include: SERVER_TESTS.map((dir) => `${dir}/**/*.test.ts`),
        exclude: [`${CLUSTER_TESTS}/**`],
      }),
      // The server tests that use a database, for a second run on PostgreSQL with
      // TEST_DATABASE_URL: `npm run test:server:postgres`.
      serverProject({ name: 'server-postgres', include: databaseTestFiles() }),
      {
        // Three built servers behind nginx on PostgreSQL, Redis and S3: `npm run test:cluster`.
        test: {
          name: 'cluster',
          include: [`${CLUSTER_TESTS}/**/*.test.ts`],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react(), ...webMessages()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          css: false,
        },
      },
    ],
  },
});
