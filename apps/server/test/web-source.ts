import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageRenderer } from '@app/shared/site-content';
import type { TestServerSetup } from './test-suite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

/**
 * The server setup of a page test: the web app's page template and its server entry read from
 * source (Vite compiles them as the build would), so a test sees the real pages without a build;
 * `env` besides.
 */
export function pagesFromSource(env: Record<string, string> = {}): TestServerSetup {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-source-'));
  copyFileSync(path.join(webDir, 'index.html'), path.join(webDistDir, 'index.html'));
  return {
    env: { WEB_DIST_DIR: webDistDir, ...env },
    web: {
      // A path the type check does not follow: the web app's JSX is compiled by its own config.
      loadPageRenderer: async () => {
        const entry = path.join(webDir, 'src', 'entry-server.tsx');
        return ((await import(entry)) as { pageRenderer: PageRenderer }).pageRenderer;
      },
    },
  };
}

/**
 * The web app's content modules (`src/content/`: the texts its pages show), read from source as
 * the renderer is, for tests that tell the site's own words from anything the server adds.
 */
export async function webContentModules(): Promise<unknown[]> {
  const contentDir = path.join(webDir, 'src', 'content');
  return Promise.all(
    readdirSync(contentDir)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => import(path.join(contentDir, name)) as Promise<unknown>),
  );
}
