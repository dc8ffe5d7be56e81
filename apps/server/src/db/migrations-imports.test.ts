import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A migration is history: it must do tomorrow what it did the day it was written. So no file in
 * `db/migrations/` imports anything from outside that folder: a live list it read (the counted
 * columns, the searched columns) would grow with the code, and a database migrated before the
 * change would never get what the grown list promises, while every test, which builds a fresh
 * database, passes. A migration copies what it needs into the folder instead.
 */

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Packages of this repository: live code as much as a relative import of it. */
const WORKSPACE_PACKAGE = /^@app\//;

/** The specifiers of a source's imports, re-exports, `import()` and `require()` calls. */
function specifiersOf(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map((file) => file.fileName);
}

/** The specifiers of a file in `dir` that reach outside `dir`. */
function importsLeaving(dir: string, source: string): string[] {
  return specifiersOf(source).filter((specifier) => {
    if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
      const target = path.resolve(dir, specifier);
      return (
        path.relative(dir, target).startsWith('..') || path.isAbsolute(path.relative(dir, target))
      );
    }
    return WORKSPACE_PACKAGE.test(specifier);
  });
}

const migrationFiles = readdirSync(MIGRATIONS_DIR)
  .filter((name) => /\.[cm]?[jt]sx?$/.test(name))
  .sort();

describe('migrations import nothing from outside their folder', () => {
  it('finds every kind of import that leaves a folder', () => {
    const source = [
      "import type { Kysely } from 'kysely';",
      "import { isSqlite } from './column-helpers';",
      "import { SORTED_COLUMNS } from './0006-performance-indexes';",
      "import { COUNTED_COLUMNS } from '../value-counts';",
      "import type { SubstringIndexDefinition } from '../substring-index';",
      "export { ftsTableName } from '../substring-index';",
      "export * from '../../modules/invoices/next-invoice-sequence';",
      "import { POSITIONS } from '@app/shared/options';",
      "import './../migrations/../list-indexes';",
      "const later = () => import('../schema');",
      "const old = require('../database');",
    ].join('\n');
    expect(importsLeaving(MIGRATIONS_DIR, source)).toEqual([
      '../value-counts',
      '../substring-index',
      '../substring-index',
      '../../modules/invoices/next-invoice-sequence',
      '@app/shared/options',
      './../migrations/../list-indexes',
      '../schema',
      '../database',
    ]);
  });

  it('has migrations to check', () => {
    expect(migrationFiles).toContain('index.ts');
    expect(migrationFiles.filter((name) => /^\d{4}-/.test(name)).length).toBeGreaterThan(0);
  });

  it.each(migrationFiles)('%s', (name) => {
    const source = readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
    expect(importsLeaving(MIGRATIONS_DIR, source)).toEqual([]);
  });
});
