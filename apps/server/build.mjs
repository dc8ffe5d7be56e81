// Bundles the server (and the shared package it imports as TypeScript) into dist/.
// Most npm dependencies are bundled too: reading one file at start-up is far faster than
// resolving and reading the hundreds of modules they are made of (on the 2-core benchmark
// machine it halved the time from start to healthy).
import { build } from 'esbuild';

/** Packages that stay in node_modules and load from there at run time. */
const external = [
  // native add-ons
  'better-sqlite3',
  'argon2',
  'sharp',
  // loaded only when needed (PDFs, uploads, PostgreSQL, backups), never at start-up
  'pdfkit',
  'file-type',
  'pg',
  'tar',
  // only with STORAGE=s3
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  // read their own files (package.json, the docs page's assets) relative to their folder
  '@fastify/swagger',
  '@fastify/swagger-ui',
];

await build({
  entryPoints: ['src/main.ts', 'src/backup-cli.ts', 'src/create-admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS packages call require() for Node's built-in modules.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
  },
  logLevel: 'warning',
});
