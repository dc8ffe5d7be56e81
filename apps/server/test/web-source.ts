import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageRenderer } from '@app/shared/site-content';
import type { AppDependencies } from '../src/app';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

/**
 * The web app as the server's page tests use it: its page template and its server entry read
 * from source (Vite compiles them as the build would), so a test sees the real pages without a
 * build. Returns the `WEB_DIST_DIR` to set and the renderer to pass to `createTestApp`.
 */
export function webFromSource(): {
  webDistDir: string;
  web: Pick<AppDependencies, 'loadPageRenderer'>;
} {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-source-'));
  copyFileSync(path.join(webDir, 'index.html'), path.join(webDistDir, 'index.html'));
  return {
    webDistDir,
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
