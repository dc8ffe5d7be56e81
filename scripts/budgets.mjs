// `npm run budgets` (after `npm run build`): weighs the JavaScript the home page loads and runs
// Lighthouse on the main public pages against the production server, then prints both and fails
// when a budget is missed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');
const serverMain = path.join(root, 'apps/server/dist/main.js');

export const HOME_JS_BUDGET_BYTES = 100 * 1024;
const LIGHTHOUSE_PATHS = ['/', '/about', '/career', '/contact'].flatMap((page) => [
  page,
  page === '/' ? '/de' : `/de${page}`,
]);
/** The home page in each language: `/` and `/de`. */
export const HOME_PAGE_LOCALES = ['en', 'de'];
/** Lowest acceptable Lighthouse score per category, out of 100. */
const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const STARTUP_TIMEOUT_MS = 30_000;
const LIGHTHOUSE_ATTEMPTS = 3;
/**
 * Lighthouse runs per page (`LIGHTHOUSE_RUNS`, default 5); a page is judged by its median run, as
 * Lighthouse's own documentation advises: its simulated slow phone scales what this machine
 * observes, and one run moves by up to seven points from the next on a shared machine.
 */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every script the home page loads: the entry and its preloads named in the built HTML, the home
 * route's chunk, and everything those import, statically or lazily (the home page's lazy parts,
 * such as the testimonial carousel, load as soon as it hydrates). Other routes are not counted.
 * `routeModule` names another page's route module to list that page's scripts instead (the
 * benchmark checks that no public page loads admin code).
 */
export function homePageScripts(
  routeModule = 'app/routes/home.tsx',
  locale = 'en',
  catalogs = ['site', 'home'],
) {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No build found: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const byFile = new Map(
    Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]),
  );
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]);
  const homeRoute = Object.entries(manifest).find(([key]) => key.endsWith(routeModule));
  if (!homeRoute) throw new Error(`The build has no chunk for ${routeModule}.`);

  const files = new Set();
  const visit = (file, followLazy) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = byFile.get(file);
    for (const key of chunk?.imports ?? []) visit(manifest[key].file, followLazy);
    if (followLazy)
      for (const key of chunk?.dynamicImports ?? []) visit(manifest[key].file, followLazy);
  };
  // The entry's lazy imports are the other pages; only the home route's own are followed.
  for (const file of fromHtml) visit(file, false);
  visit(homeRoute[1].file, true);
  // The entry loads the page's language's catalogs before it renders: on the home page, the site's
  // and the home page's.
  for (const catalog of catalogs)
    visit(manifest[`src/locales/${locale}/${catalog}.po`].file, false);
  return [...files].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(webDist, file))).length,
  }));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check, what) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const value = await check().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/** The production server on a free port and a fresh data folder, with its demo content. */
async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As in production (React's production build on the server too), with the demo content.
      NODE_ENV: 'production',
      DEMO_DATA: '1',
      // No outside calls while measuring.
      EXCHANGE_RATE_URL: 'http://127.0.0.1:1/unreachable',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${origin}/healthz`)).ok, 'The server');
  return { origin, stop: () => stopProcess(child) };
}

/** Headless Chromium with a fresh profile; Lighthouse drives it over its DevTools port. */
async function startChromium(profileDir) {
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profileDir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const port = await waitFor(
    async () => /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1],
    'Chromium',
  );
  return { port: Number(port), stop: () => stopProcess(child) };
}

function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The elements an accessibility or best-practices audit names, so a failure says where to look. */
function culprits(audit) {
  // Most audits list items; some (the network-dependency tree, for one) hold an object there.
  const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
  const named = items
    .map((item) => item.node?.selector ?? item.issueType ?? item.description)
    .filter(Boolean)
    .slice(0, 5);
  return named.length ? ` [${named.join('; ')}]` : '';
}

/** Lighthouse on one page; a run whose trace recording failed (it happens on a busy machine) is retried. */
async function auditOnce(url, chromiumPort) {
  let lhr;
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
    ({ lhr } = await lighthouse(url, {
      port: chromiumPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(LIGHTHOUSE_BUDGETS),
    }));
    if (!lhr.runtimeError) break;
  }
  return lhr;
}

/** The median of a page's runs (by First Contentful Paint and Time to Interactive), and every run's performance score. */
async function auditPage(url, chromiumPort) {
  const runs = [];
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) runs.push(await auditOnce(url, chromiumPort));
  const valid = filterToValidRuns(runs.filter((lhr) => !lhr.runtimeError));
  return {
    lhr: valid.length > 0 ? computeMedianRun(valid) : runs[0],
    performanceOfEachRun: runs.map((lhr) =>
      Math.round((lhr.categories.performance?.score ?? 0) * 100),
    ),
  };
}

/** How long the server took to answer a page's first request (rendering it), in ms. */
async function timeFirstRender(url) {
  const startedAt = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Math.round(performance.now() - startedAt);
}

async function runLighthouse(origin, chromiumPort) {
  const results = [];
  // `npm run budgets -- /about` measures only the pages named.
  const paths = process.argv.length > 2 ? process.argv.slice(2) : LIGHTHOUSE_PATHS;
  for (const pagePath of paths) {
    // The page's first request renders it and keeps it (until its content changes): timed here on
    // its own, and Lighthouse then measures the page as every later visitor gets it.
    const firstRenderMs = await timeFirstRender(`${origin}${pagePath}`);
    const { lhr, performanceOfEachRun } = await auditPage(`${origin}${pagePath}`, chromiumPort);
    // `LIGHTHOUSE_REPORT_DIR=<folder>` keeps each page's whole report, to see where the time goes.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(
      Object.keys(LIGHTHOUSE_BUDGETS).map((id) => [
        id,
        Math.round((lhr.categories[id]?.score ?? 0) * 100),
      ]),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map(
        (audit) =>
          `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${culprits(audit)}`,
      );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]
      .map((id) => `${lhr.audits[id]?.title ?? id} ${lhr.audits[id]?.displayValue ?? '-'}`)
      .concat(
        `first render on the server ${firstRenderMs} ms`,
        `performance of each run ${performanceOfEachRun.join(' / ')}`,
      )
      .join(', ');
    results.push({
      path: pagePath,
      scores,
      metrics,
      failing,
      runtimeError: lhr.runtimeError?.message,
    });
  }
  return results;
}

async function main() {
  let failed = false;

  for (const locale of HOME_PAGE_LOCALES) {
    const scripts = homePageScripts(undefined, locale);
    const homeJs = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`Home page JavaScript (gzip), ${locale === 'en' ? '/' : `/${locale}`}:`);
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(script.gzip).padStart(9)}  ${script.file}`);
    const jsOk = homeJs <= HOME_JS_BUDGET_BYTES;
    failed ||= !jsOk;
    console.log(
      `  ${kb(homeJs).padStart(9)}  total, budget ${kb(HOME_JS_BUDGET_BYTES)}: ${jsOk ? 'ok' : 'OVER BUDGET'}\n`,
    );
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'budgets-data-'));
  const profileDir = mkdtempSync(path.join(tmpdir(), 'budgets-chromium-'));
  const server = await startServer(dataDir);
  const chromium = await startChromium(profileDir).catch(async (error) => {
    await server.stop();
    throw error;
  });
  try {
    const results = await runLighthouse(server.origin, chromium.port);
    const categories = Object.keys(LIGHTHOUSE_BUDGETS);
    console.log(`Lighthouse (mobile)   ${categories.map((id) => id.padStart(15)).join('')}`);
    console.log(
      `  budget              ${categories.map((id) => `>= ${LIGHTHOUSE_BUDGETS[id]}`.padStart(15)).join('')}`,
    );
    for (const result of results) {
      const cells = categories.map((id) => {
        const ok = result.scores[id] >= LIGHTHOUSE_BUDGETS[id];
        failed ||= !ok;
        return `${result.scores[id]}${ok ? '' : ' !'}`.padStart(15);
      });
      console.log(`  ${result.path.padEnd(18)}${cells.join('')}`);
      if (result.runtimeError) console.log(`    error: ${result.runtimeError}`);
      else console.log(`    ${result.metrics}`);
      if (result.failing.length) console.log(`    audits below 90: ${result.failing.join(', ')}`);
    }
  } finally {
    await chromium.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }

  console.log(failed ? '\nBudgets: FAILED' : '\nBudgets: all met');
  process.exitCode = failed ? 1 : 0;
}

// The benchmark imports this file for homePageScripts; only `node scripts/budgets.mjs` measures.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
