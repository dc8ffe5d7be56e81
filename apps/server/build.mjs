// Bundles the server (and the shared package it imports as TypeScript) into dist/.
// Most npm dependencies are bundled too: reading one file at start-up is far faster than
// resolving and reading the hundreds of modules they are made of (on the 2-core benchmark
// machine it halved the time from start to healthy).
import { readFileSync } from 'node:fs';
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
  // Whitespace and comments out: the bundle must be ASCII (see below), and some dependencies'
  // comments are not. Stack traces still name the sources through the source map.
  minifyWhitespace: true,
  // The licence notices of bundled packages go to dist/<entry>.js.LEGAL.txt.
  legalComments: 'external',
  logLevel: 'warning',
});

// V8 keeps each script's source in memory, as two-byte text as soon as one character is outside
// Latin-1: 11 MB instead of 3.6 MB for this bundle. esbuild writes strings and identifiers as
// ASCII escapes, but not the letters of a regular expression literal.
for (const entry of ['main', 'backup-cli', 'create-admin']) {
  const file = `dist/${entry}.js`;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((text) => /[\u0080-\uffff]/.test(text));
  if (line >= 0) {
    console.error(`${file}:${line + 1} holds a non-ASCII character: write it as an escape.`);
    process.exit(1);
  }
}
