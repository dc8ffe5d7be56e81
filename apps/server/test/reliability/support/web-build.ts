import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_SHELL_FILE, NOT_FOUND_FILE } from '@app/shared/site-routes';

/** A miniature web build (home, about, app shell, not-found page), so page routes answer as in production. */
export function makeMiniatureWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'about'));
  writeFileSync(path.join(dir, 'index.html'), '<h1>Home page</h1>');
  writeFileSync(path.join(dir, 'about', 'index.html'), '<h1>About page</h1>');
  writeFileSync(path.join(dir, APP_SHELL_FILE), '<div id="root"></div>');
  writeFileSync(path.join(dir, NOT_FOUND_FILE), '<h1>Page not found</h1>');
  return dir;
}
