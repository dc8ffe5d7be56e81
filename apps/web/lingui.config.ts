import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The public site's message catalogs: English (the source, written in the components) and German.
 * `npm run i18n:extract -w @app/web` adds new messages to both; the Vite plugin compiles a
 * catalog when the app imports it, so the browser loads one language's compiled messages.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/features/*-admin/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
