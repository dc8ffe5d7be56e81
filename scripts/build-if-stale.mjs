// Builds the web app and the server when their output is missing or older than their sources.
// `npm start` imports it before it starts the server; `npm run bench` runs it before measuring.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'e2e', 'test-results']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (SKIPPED_DIRS.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/shared/src'];
if (
  isStale(path.join(root, 'apps/web/dist-server/entry-server.js'), [
    ...shared,
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
  ])
) {
  run(['run', 'build', '-w', '@app/web']);
}
if (isStale(path.join(root, 'apps/server/dist/main.js'), [...shared, 'apps/server/src'])) {
  run(['run', 'build', '-w', '@app/server']);
}
