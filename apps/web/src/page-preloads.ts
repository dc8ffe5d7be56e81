import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@app/shared/locale';
import type { CatalogName } from './i18n/catalog-sources';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The browser build's module graph (`build.manifest`), beside this server build's folder. */
const MANIFEST_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../dist/.vite/manifest.json',
);

const manifest: Manifest = existsSync(MANIFEST_FILE)
  ? (JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Manifest)
  : {};

/** A chunk and every chunk it imports statically, by manifest key. */
function withImports(key: string, files: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(imported, files);
  return files;
}

/**
 * `<link rel="modulepreload">` for every script a page runs before it is interactive: the entry's
 * imports, the page's module with its imports and the page's catalogs in its language. The
 * browser would otherwise find each only when the one before it ran (entry, then catalogs, then
 * the page, then its imports); with the links it fetches them all while it reads the HTML.
 */
export function pagePreloadLinks(
  locale: Locale,
  pageModule: string | undefined,
  catalogs: readonly CatalogName[],
): string[] {
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey) return [];
  const files = withImports(entryKey, new Set());
  if (pageModule) withImports(`src/app/routes/${pageModule}.tsx`, files);
  for (const catalog of catalogs) withImports(`src/locales/${locale}/${catalog}.po`, files);
  files.delete(manifest[entryKey]!.file);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}
