/**
 * `npm run bench` (and `npm run bench:ci` with `--ci`): builds if needed, starts the production
 * server on a fresh temporary database, seeds it, measures every list, the forms, the home page
 * and the invoice PDFs under load on 127.0.0.1, checks each figure against its budget, prints a
 * table and writes it to bench/results/. Exits with 1 when a budget is missed. With `--postgres`
 * the database is a throw-away PostgreSQL cluster (as CI's), and the contact form is measured
 * through nginx with one server and with two as well.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres, type PostgresCluster } from '../apps/server/test/cluster/processes';
import { contactFormBehindNginx, type LoadTarget } from './behind-nginx';
import { BUDGETS, meetsBudget, type Budget } from './budgets';
import { measureCsvExport } from './csv-export';
import { loadTest, send, type LoadResult } from './load-test';
import { CI_PROFILE, FULL_PROFILE, type BenchProfile } from './profiles';
import {
  budgetCell,
  machineDescription,
  printReport,
  timeReferenceWork,
  writeReport,
  type BenchReport,
  type CallRow,
  type FigureRow,
} from './report';
import { listScenarios, otherScenarios, type Scenario } from './scenarios';
import { removingAddedRows, seedDatabase } from './seed-database';
import {
  ADMIN_CREDENTIALS,
  ROOT_DIR,
  startServer,
  type BenchDatabase,
  type ServerProcess,
} from './server-process';
import { measureWebBundle } from './web-bundle';

const RESULTS_DIR = path.join(ROOT_DIR, 'bench/results');
/** Lines of the invoice whose PDF has the 200 ms budget. */
const LARGE_INVOICE_LINES = 100;
/** A manual PKR-per-EUR rate for the measured PDFs, as staff enter it when no live rate is known. */
const MANUAL_EUR_RATE = 305.25;
/** How long the server sits idle after start-up before its memory is read. */
const SETTLE_MS = 1_000;
const MEMORY_SAMPLE_MS = 200;

const log = (line: string) => console.log(line);

function buildIfStale(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/build-if-stale.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed');
}

async function signIn(origin: string): Promise<Record<string, string>> {
  const response = await send(origin, {
    method: 'POST',
    path: '/api/auth/local',
    body: { identifier: ADMIN_CREDENTIALS.email, password: ADMIN_CREDENTIALS.password },
  });
  const { jwt } = (await response.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}` };
}

/**
 * The two invoices whose PDFs are measured, made ready through the API: the first seeded invoice
 * (5 lines) and a new one of 100 lines from the price list, both with a rate entered by hand,
 * because the benchmark's exchange-rate source cannot be reached.
 */
async function preparePdfInvoices(origin: string, headers: Record<string, string>) {
  const services = (await (
    await send(origin, {
      method: 'GET',
      path: `/api/services?sort=id:asc&pagination[pageSize]=${LARGE_INVOICE_LINES}`,
      headers,
    })
  ).json()) as { data: { id: number }[] };
  const created = (await (
    await send(origin, {
      method: 'POST',
      path: '/api/invoices',
      headers,
      body: {
        data: {
          customer_name: 'Schneider Logistik GmbH',
          invoice_date: new Date().toISOString().slice(0, 10),
          status: 'Draft',
          services: services.data.map(({ id }) => ({ id })),
        },
      },
    })
  ).json()) as { data: { id: number } };
  const smallInvoiceId = 1;
  const largeInvoiceId = created.data.id;
  for (const id of [smallInvoiceId, largeInvoiceId]) {
    await send(origin, {
      method: 'PUT',
      path: `/api/invoices/${id}`,
      headers,
      body: { data: { eur_rate: MANUAL_EUR_RATE } },
    });
  }
  return { smallInvoiceId, largeInvoiceId };
}

function judge(value: number, budget: Budget | undefined, tolerance: number) {
  if (!budget) return { budget: null, pass: null };
  return {
    budget: budgetCell(budget, tolerance),
    pass: meetsBudget(value, budget, tolerance),
  };
}

/**
 * The run whose figure is the median of the runs' (`figure` is the one the call's budget is on).
 * Requests that failed in any run count against the call.
 */
function medianRun(runs: LoadResult[], figure: 'p99Ms' | 'requestsPerSecond'): LoadResult {
  const sorted = [...runs].sort((a, b) => a[figure] - b[figure]);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, errors: runs.reduce((sum, run) => sum + run.errors, 0) };
}

/** Measures one call once and logs its figures. */
async function measureOnce(target: LoadTarget, scenario: Scenario, profile: BenchProfile) {
  const result = await loadTest(target.origin, scenario.call, {
    connections: scenario.connections,
    durationSeconds: profile.durationSeconds,
    serverCpuTimeMs: target.cpuTimeMs,
    databaseCpuTimeMs: target.databaseCpuTimeMs,
  });
  log(
    `  ${scenario.name.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms.toFixed(1).padStart(6)} ms  p99 ${result.p99Ms.toFixed(1).padStart(6)} ms  cpu ${result.serverCpuMsPerRequest.toFixed(2)} ms/req${result.databaseCpuMsPerRequest === undefined ? '' : `  db cpu ${result.databaseCpuMsPerRequest.toFixed(2)} ms/req`}  errors ${result.errors}`,
  );
  return result;
}

/** A call's row: the figures of its median run, judged against its budget. */
function callRow(scenario: Scenario, runs: LoadResult[], profile: BenchProfile): CallRow {
  const result = medianRun(runs, scenario.budget?.figure ?? 'p99Ms');
  const verdict = judge(
    scenario.budget ? result[scenario.budget.figure] : 0,
    scenario.budget?.limit,
    profile.tolerance,
  );
  return {
    ...result,
    runs,
    section: scenario.section,
    name: scenario.name,
    // Query strings encode spaces as +; shown decoded, for reading.
    request: `${scenario.call.method} ${decodeURIComponent(scenario.call.path.replace(/\+/g, ' '))}`,
    connections: scenario.connections,
    budget: verdict.budget,
    // A run with failed requests measured something other than the call it names.
    pass: result.errors > 0 ? false : verdict.pass,
  };
}

/**
 * Measures every scenario `runsPerCall` times, sampling the server's memory meanwhile; answers
 * rows and the peak. Each pass measures every call once, so a slow spell of the machine, which
 * can last minutes, falls on one run of several calls rather than on every run of one. The rows a
 * call adds are deleted after each of its runs: ten thousand identical messages on top of the
 * list would make the searches measured after them walk past them.
 */
async function measureCalls(
  server: ServerProcess,
  database: BenchDatabase,
  scenarios: Scenario[],
  profile: BenchProfile,
  databaseCpuTimeMs: (() => number) | undefined,
) {
  const target: LoadTarget = { ...server, databaseCpuTimeMs };
  let peakMemoryMb = server.residentMemoryMb();
  const sampler = setInterval(() => {
    peakMemoryMb = Math.max(peakMemoryMb, server.residentMemoryMb());
  }, MEMORY_SAMPLE_MS);
  const runs = new Map(scenarios.map((scenario): [Scenario, LoadResult[]] => [scenario, []]));
  const measure = (scenario: Scenario) => {
    const once = () => measureOnce(target, scenario, profile);
    return scenario.addsRowsTo ? removingAddedRows(database, scenario.addsRowsTo, once) : once();
  };
  try {
    for (let round = 1; round <= profile.runsPerCall; round += 1) {
      if (profile.runsPerCall > 1) log(`Pass ${round} of ${profile.runsPerCall}`);
      for (const scenario of scenarios) runs.get(scenario)!.push(await measure(scenario));
    }
  } finally {
    clearInterval(sampler);
  }
  const rows = scenarios.map((scenario) => callRow(scenario, runs.get(scenario)!, profile));
  return { rows, peakMemoryMb };
}

async function main(): Promise<void> {
  const profile = process.argv.includes('--ci') ? CI_PROFILE : FULL_PROFILE;
  const onPostgres = process.argv.includes('--postgres');
  const machine = machineDescription();
  const date = new Date().toISOString();
  log(
    `Benchmark (${profile.name}${onPostgres ? ', PostgreSQL' : ''}) on ${machine.cores} × ${machine.cpus}, Node.js ${machine.node}; reference work ${machine.referenceWorkMs.atStart} ms`,
  );
  buildIfStale();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  let cluster: PostgresCluster | undefined;
  let server: ServerProcess | undefined;
  try {
    if (onPostgres) log('Starting a throw-away PostgreSQL cluster');
    cluster = onPostgres ? await startPostgres() : undefined;
    const database: BenchDatabase = cluster
      ? { dataDir, databaseUrl: cluster.url, jwtSecret: randomBytes(32).toString('hex') }
      : { dataDir };
    log('Starting the server on an empty database');
    const emptyStart = await startServer(database);
    await emptyStart.stop();

    log('Seeding');
    await seedDatabase(database, profile.rows, log);

    log('Starting the server on the seeded database');
    server = await startServer(database);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idleMemoryMb = server.residentMemoryMb();

    const adminHeaders = await signIn(server.origin);
    const pdfInvoices = await preparePdfInvoices(server.origin, adminHeaders);
    const scenarios = [
      ...(await listScenarios(server.origin, adminHeaders, profile.connections)),
      ...otherScenarios({
        connections: profile.connections,
        adminHeaders,
        credentials: ADMIN_CREDENTIALS,
        ...pdfInvoices,
      }),
    ];
    log(
      `Measuring ${scenarios.length} calls, ${profile.runsPerCall} × ${profile.durationSeconds} s each`,
    );
    const databaseCpuTimeMs = cluster?.cpuTimeMs;
    const { rows: calls, peakMemoryMb } = await measureCalls(
      server,
      database,
      scenarios,
      profile,
      databaseCpuTimeMs,
    );
    const contactForm = scenarios.find((scenario) => scenario.name === 'contact form')!;
    const behindNginx = cluster
      ? await contactFormBehindNginx(
          server,
          database,
          (target) => measureOnce({ ...target, databaseCpuTimeMs }, contactForm, profile),
          log,
        )
      : [];

    log('Exporting every application as CSV');
    const csvExport = await measureCsvExport(server, adminHeaders);
    const csvExportGrowthMb = csvExport.peakMemoryMb - csvExport.memoryBeforeMb;

    const web = await measureWebBundle();
    const leaks = Object.entries(web.adminChunksOnPublicPages).filter(
      ([, chunks]) => chunks.length > 0,
    );
    const homeJsBudget: Budget = { kind: 'max', limit: web.budgetBytes / 1024, unit: 'KB' };
    const figures: FigureRow[] = [
      {
        name: 'start-up to healthy, empty database',
        value: emptyStart.startupMs,
        unit: 'ms',
        ...judge(emptyStart.startupMs, BUDGETS.startup, profile.tolerance),
      },
      {
        name: 'start-up to healthy, seeded database',
        value: server.startupMs,
        unit: 'ms',
        ...judge(server.startupMs, BUDGETS.startup, profile.tolerance),
      },
      {
        name: 'resident memory, idle',
        value: idleMemoryMb,
        unit: 'MB',
        ...judge(idleMemoryMb, BUDGETS.idleMemory, profile.tolerance),
      },
      {
        name: 'resident memory, peak under load',
        value: peakMemoryMb,
        unit: 'MB',
        budget: null,
        pass: null,
      },
      {
        name: `CSV export of ${csvExport.rows.toLocaleString('en-US')} applications`,
        value: csvExport.rowsPerSecond,
        unit: 'rows/s',
        budget: null,
        pass: null,
      },
      {
        name: 'resident memory growth during the CSV export',
        value: csvExportGrowthMb,
        unit: 'MB',
        ...judge(csvExportGrowthMb, BUDGETS.csvExportMemoryGrowth, profile.tolerance),
      },
      {
        name: 'home page JavaScript (gzip)',
        value: web.homePageJsBytes / 1024,
        unit: 'KB',
        // The build's size is the same on any machine: held to the budget itself, also in CI.
        ...judge(web.homePageJsBytes / 1024, homeJsBudget, 1),
      },
      {
        name: 'admin code on public pages',
        value:
          leaks.length === 0
            ? 'none'
            : leaks.map(([page, chunks]) => `${page}: ${chunks.join(', ')}`).join('; '),
        unit: '',
        budget: 'none',
        pass: leaks.length === 0,
      },
      ...behindNginx,
    ];

    const report: BenchReport = {
      profile: profile.name,
      database: cluster ? 'PostgreSQL' : 'SQLite',
      date,
      machine: {
        ...machine,
        referenceWorkMs: { ...machine.referenceWorkMs, atEnd: timeReferenceWork() },
      },
      rows: profile.rows,
      durationSeconds: profile.durationSeconds,
      runsPerCall: profile.runsPerCall,
      tolerance: profile.tolerance,
      calls,
      figures,
      passed: [...calls, ...figures].every((row) => row.pass !== false),
    };
    printReport(report, log);
    for (const file of writeReport(report, RESULTS_DIR))
      log(`Wrote ${path.relative(ROOT_DIR, file)}`);
    process.exitCode = report.passed ? 0 : 1;
  } finally {
    await server?.stop();
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
