import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { PAGE_CATALOG_SOURCES } from './src/i18n/catalog-sources';

const NOT_TRANSLATED = ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/features/*-admin/**'];

/** A catalog's source path as a glob: a folder stands for every file in it. */
const sourceGlob = (source: string) =>
  `<rootDir>/src/${source}${/\.[a-z{},]+$/.test(source) ? '' : '/**'}`;

const PAGE_SOURCES = Object.values(PAGE_CATALOG_SOURCES).flat().map(sourceGlob);

/**
 * The public site's message catalogs: English (the source, written in the components) and German,
 * each split into the site's catalog and one per page (`src/i18n/catalog-sources.ts`).
 * `npm run i18n:extract -w @app/web` adds new messages to the catalogs of the files they are in;
 * the Vite plugin compiles a catalog when the app imports it, so the browser loads one language's
 * compiled messages, and only those of the site and the page it shows.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/site',
      include: ['<rootDir>/src'],
      exclude: [...NOT_TRANSLATED, ...PAGE_SOURCES],
    },
    ...Object.entries(PAGE_CATALOG_SOURCES).map(([name, sources]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: sources.map(sourceGlob),
      exclude: NOT_TRANSLATED,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
