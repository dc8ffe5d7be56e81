import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Import direction (ARCHITECTURE.md). Imports are resolved to files and checked against zones:
// a file in a zone's `target` may not import a file in its `from`, except what `except` lists.
// Import cycles are checked separately, type-only imports included, by `npm run lint:cycles`.
// ---------------------------------------------------------------------------------------------

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
const SERVER = 'apps/server/src';

/**
 * The only imports one web feature may make of another; anything else a feature needs from a
 * second feature belongs in `components/`, `lib/` or `@app/shared`. `from` is the importing
 * feature, `to` the files or folders (relative to `features/`) it may import. Tests and `testing/`
 * folders are exempt (they compose the admin area and share its test helpers). A path that no
 * longer exists fails the lint run, so the list cannot outlive the code.
 */
const FEATURE_IMPORTS_ALLOWED = [
  // The admin shell's tab list lazy-loads every tab: one chunk per tab, loaded when opened.
  {
    from: 'admin',
    to: [
      'dashboard/components/dashboard-tab.tsx',
      'applications/components/applications-tab.tsx',
      'messages/components/messages-tab.tsx',
      'services/components/services-tab.tsx',
      'invoices/components/invoices-tab.tsx',
      'jobs-admin/components/jobs-tab.tsx',
      'media-admin/events/events-tab.tsx',
      'media-admin/testimonials/testimonials-tab.tsx',
      'home-admin/components/home-tab.tsx',
      'users-admin/components/users-tab.tsx',
      'audit-admin/components/audit-log-tab.tsx',
      'outbox-admin/components/outbox-tab.tsx',
      'data-protection-admin/components/data-protection-tab.tsx',
      'company-settings/components/company-settings-tab.tsx',
    ],
  },
  // The admin shell shows, on every tab, that the company details are still the examples.
  { from: 'admin', to: ['company-settings/components/example-details-banner.tsx'] },
  // The logo is uploaded with the media tabs' upload field and its checks.
  {
    from: 'company-settings',
    to: ['media-admin/media/media-upload-field.tsx', 'media-admin/media/use-media-upload.ts'],
  },
  // The Home tab's clients and client testimonials are edited, uploaded and deleted as the media
  // tabs' entries are, with their editor and calls.
  {
    from: 'home-admin',
    to: [
      'media-admin/api/media-collection.ts',
      'media-admin/api/delete-entry.ts',
      'media-admin/components/edit-delete-actions.tsx',
      'media-admin/components/media-entry-editor.tsx',
      'media-admin/media-entry.ts',
      'media-admin/media/editor-media.ts',
      'media-admin/testimonials/testimonial-avatar.tsx',
    ],
  },
  // The admin area is wrapped in the role guard of the auth feature (sign-in, sign-up, guard).
  { from: 'admin', to: ['auth/components/require-admin-role.tsx'] },
  // The Users tab reads the signed-in Admin from the guard, so an Admin cannot demote themself.
  { from: 'users-admin', to: ['auth/components/require-admin-role.tsx'] },
  // An invoice is built from the price list: the price-list query and the service row type.
  { from: 'invoices', to: ['services/api/get-services.ts', 'services/api/service-types.ts'] },
];

for (const { from, to } of FEATURE_IMPORTS_ALLOWED) {
  for (const entry of [from, ...to]) {
    if (!fs.existsSync(path.join(ROOT, FEATURES, entry))) {
      throw new Error(
        `eslint.config.js: FEATURE_IMPORTS_ALLOWED names features/${entry}, which does not exist; update the list.`,
      );
    }
  }
}

const webFeatures = fs
  .readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webZones = [
  {
    target: [
      `${WEB}/components`,
      `${WEB}/lib`,
      `${WEB}/styles`,
      `${WEB}/content`,
      `${WEB}/testing`,
    ],
    from: [FEATURES, `${WEB}/app`],
    message:
      'components/, lib/, styles/, content/ and testing/ are shared by every feature: they never import a feature or the app.',
  },
  {
    target: FEATURES,
    from: `${WEB}/app`,
    message:
      'A feature never imports the app (router, route table, pages): the app imports features.',
  },
];

const featureZones = webFeatures.map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [
    feature,
    ...FEATURE_IMPORTS_ALLOWED.filter((entry) => entry.from === feature).flatMap(
      (entry) => entry.to,
    ),
  ],
  message: `features/${feature} may import another feature only through FEATURE_IMPORTS_ALLOWED in eslint.config.js; move what both need to components/, lib/ or @app/shared.`,
}));

/**
 * The server's layers, bottom first. A layer imports only layers below it; the entry files
 * (`app.ts`, `main.ts`, the CLIs: every file directly in `src/`) sit on top.
 */
const SERVER_LAYERS = ['config', 'db', 'lists', 'http', 'plugins', 'modules'];
const serverEntryFiles = fs
  .readdirSync(path.join(ROOT, SERVER), { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${SERVER}/${entry.name}`);

const serverZones = SERVER_LAYERS.map((layer, index) => ({
  target: `${SERVER}/${layer}`,
  from: [
    ...SERVER_LAYERS.slice(index + 1).map((above) => `${SERVER}/${above}`),
    ...serverEntryFiles,
  ],
  message: `Server layers, bottom first: ${SERVER_LAYERS.join(' → ')} → entry files. ${layer}/ imports only the layers below it.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The browser bundle must never pull in server code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@app/server*'],
              message: 'Server code cannot be imported by the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/scripts/**/*.mjs', '**/*.config.{js,ts}', 'bench/**', 'apps/server/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...webZones, ...featureZones] },
      ],
    },
  },
  {
    // Tests and test helpers render a tab inside the admin area and share its helpers, so they
    // may reach into other features; the shared folders still never import a feature.
    files: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/testing/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webZones }] },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...serverZones,
            { target: SERVER, from: 'apps/web', message: 'The server never imports web code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: 'packages/shared',
              from: 'apps',
              message: 'packages/shared is imported by the apps and never imports them.',
            },
          ],
        },
      ],
    },
  },
);
