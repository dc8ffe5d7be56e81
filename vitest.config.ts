import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LINGUI_CONFIG_PATH, linguiMacro } from './apps/web/lingui-macro';

/** The web app's messages, for its tests and the server's page tests that render it from source. */
const webMessages = () => [linguiMacro(), lingui({ configPath: LINGUI_CONFIG_PATH })];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: webMessages(),
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/cluster/**'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Three built servers behind nginx on PostgreSQL, Redis and S3: `npm run test:cluster`.
        test: {
          name: 'cluster',
          include: ['apps/server/test/cluster/**/*.test.ts'],
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
