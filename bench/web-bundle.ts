import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from './server-process';

/** What `scripts/budgets.mjs` (the web budgets) exports; it is reused so scripts are weighed once. */
interface WebBudgetsScript {
  HOME_JS_BUDGET_BYTES: number;
  homePageScripts(routeModule?: string, locale?: string): { file: string; gzip: number }[];
  HOME_PAGE_LOCALES: string[];
}

interface ManifestChunk {
  file: string;
  dynamicImports?: string[];
}

const ADMIN_AREA_MODULE = 'src/features/admin/admin-area.tsx';
const ROUTE_MODULES_DIR = 'src/app/routes/';

export interface WebBundleFigures {
  homePageJsBytes: number;
  budgetBytes: number;
  /** Public page route module → admin chunks it loads (empty when none, as it must be). */
  adminChunksOnPublicPages: Record<string, string[]>;
}

/**
 * The JavaScript the home page loads (gzip) and, for every page outside the admin area, whether
 * it loads any admin chunk: the admin area's own chunk or a tab it loads lazily.
 */
export async function measureWebBundle(): Promise<WebBundleFigures> {
  const script = (await import(
    pathToFileURL(path.join(ROOT_DIR, 'scripts/budgets.mjs')).href
  )) as WebBudgetsScript;
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT_DIR, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const adminArea = manifest[ADMIN_AREA_MODULE];
  if (!adminArea) throw new Error(`The build has no chunk for ${ADMIN_AREA_MODULE}.`);
  const adminChunks = new Set([
    adminArea.file,
    ...(adminArea.dynamicImports ?? []).map((key) => manifest[key]!.file),
  ]);

  const adminChunksOnPublicPages: Record<string, string[]> = {};
  for (const routeModule of Object.keys(manifest).filter((key) =>
    key.startsWith(ROUTE_MODULES_DIR),
  )) {
    adminChunksOnPublicPages[routeModule] = script
      .homePageScripts(routeModule)
      .map(({ file }) => file)
      .filter((file) => adminChunks.has(file));
  }
  return {
    // The heavier of the home page's languages.
    homePageJsBytes: Math.max(
      ...script.HOME_PAGE_LOCALES.map((locale) =>
        script.homePageScripts(undefined, locale).reduce((sum, { gzip }) => sum + gzip, 0),
      ),
    ),
    budgetBytes: script.HOME_JS_BUDGET_BYTES,
    adminChunksOnPublicPages,
  };
}
