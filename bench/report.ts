import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeBudget, type Budget } from './budgets';
import type { LoadResult } from './load-test';
import type { BenchProfile } from './profiles';

/** An HTTP call measured under load: the figures of its median run, and every run. */
export interface CallRow extends LoadResult {
  runs: LoadResult[];
  section: string;
  name: string;
  /** Method and path, with the query decoded for reading. */
  request: string;
  connections: number;
  budget: string | null;
  pass: boolean | null;
}

/** A single figure: a start-up time, a memory reading, a bundle size, a check. */
export interface FigureRow {
  name: string;
  value: number | string;
  unit: string;
  budget: string | null;
  pass: boolean | null;
}

export interface BenchReport {
  profile: BenchProfile['name'];
  /** The database the server ran on (`npm run bench -- --postgres`: a throw-away cluster). */
  database: 'SQLite' | 'PostgreSQL';
  date: string;
  machine: {
    cpus: string;
    cores: number;
    memoryGb: number;
    node: string;
    platform: string;
    /** 1, 5 and 15 minute load averages when the run started: other work skews the figures. */
    loadAverage: number[];
    /** `timeReferenceWork()` when the run started and when it ended, in ms. */
    referenceWorkMs: { atStart: number; atEnd?: number };
  };
  rows: BenchProfile['rows'];
  durationSeconds: number;
  runsPerCall: number;
  tolerance: number;
  calls: CallRow[];
  figures: FigureRow[];
  passed: boolean;
}

export function machineDescription(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    referenceWorkMs: { atStart: timeReferenceWork() },
  };
}

/** A page of 25 list rows, the kind of object the server turns into JSON and back. */
const REFERENCE_PAGE = {
  data: Array.from({ length: 25 }, (_, index) => ({
    id: index + 1,
    attributes: {
      firstName: `First ${index}`,
      lastName: `Last ${index}`,
      email: `person.${index}@example.com`,
      salaryExpect: 150_000 + index,
      coverLetter: 'I would like to work on web applications with your team. '.repeat(4),
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    },
  })),
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 4_000, total: 100_000 } },
};

/**
 * How long one core takes for a fixed piece of JavaScript (writing and reading that page as JSON
 * 2,000 times), in ms: the best of three tries. The shared virtual machines the benchmark runs on
 * change speed from day to day by a factor of two or more; taken at the start and the end of a
 * run, it tells how fast the machine was, so that two runs' figures can be compared.
 */
export function timeReferenceWork(): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const startedAt = performance.now();
    for (let round = 0; round < 2_000; round += 1) JSON.parse(JSON.stringify(REFERENCE_PAGE));
    best = Math.min(best, performance.now() - startedAt);
  }
  return Math.round(best);
}

/** A budget cell: the limit, and the tolerated limit when the profile allows more. */
export function budgetCell(budget: Budget, tolerance: number): string {
  if (tolerance === 1) return describeBudget(budget);
  const tolerated =
    budget.kind === 'max' ? budget.limit * tolerance : Math.round(budget.limit / tolerance);
  return `${describeBudget(budget)} (fails ${budget.kind === 'max' ? '>' : '<'} ${tolerated.toLocaleString('en-US')})`;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (pass: boolean | null) => (pass === null ? '' : pass ? 'pass' : 'FAIL');

/** The call tables' header; with the database's CPU time where it runs apart (PostgreSQL). */
const callHeader = (report: BenchReport) => [
  'Call',
  'Conn.',
  'req/s',
  'p50 ms',
  'p99 ms',
  'p99 ms of each run',
  'CPU ms/req',
  ...(report.database === 'PostgreSQL' ? ['DB CPU ms/req'] : []),
  'Errors',
  'Budget',
  'Result',
];
const FIGURE_HEADER = ['Figure', 'Value', 'Budget', 'Result'];

const callCells =
  (report: BenchReport) =>
  (row: CallRow): string[] => [
    row.name,
    String(row.connections),
    number(row.requestsPerSecond),
    number(row.p50Ms, 1),
    number(row.p99Ms, 1),
    row.runs.map((run) => number(run.p99Ms, 1)).join(' / '),
    number(row.serverCpuMsPerRequest, 2),
    ...(report.database === 'PostgreSQL' ? [number(row.databaseCpuMsPerRequest ?? NaN, 2)] : []),
    String(row.errors),
    row.budget ?? '',
    verdict(row.pass),
  ];

function figureCells(row: FigureRow): string[] {
  const value =
    typeof row.value === 'number'
      ? `${number(row.value, row.unit === 'ms' ? 0 : 1)} ${row.unit}`
      : row.value;
  return [row.name, value, row.budget ?? '', verdict(row.pass)];
}

function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

function markdownTable(header: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const line = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return [
    line(header),
    `|${header.map((_, column) => (column === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

export function printReport(report: BenchReport, log: (text: string) => void): void {
  log('');
  log(textTable(callHeader(report), report.calls.map(callCells(report))));
  log('');
  log(textTable(FIGURE_HEADER, report.figures.map(figureCells)));
  log('');
  log(report.passed ? 'Every budget met.' : 'Budgets: FAILED (see the rows marked FAIL).');
}

function sizes(rows: BenchProfile['rows']): string {
  return [
    `${number(rows.services)} services`,
    `${number(rows.invoices)} invoices of ${rows.linesPerInvoice} lines`,
    `${number(rows.applications)} applications`,
    `${number(rows.contacts)} messages`,
    `${number(rows.users)} users`,
    `${number(rows.events)} events`,
    `${number(rows.employees)} testimonials`,
  ].join(', ');
}

export function markdownReport(report: BenchReport): string {
  const { machine } = report;
  const sections = [...new Set(report.calls.map((row) => row.section))];
  return [
    `# Benchmark (${report.profile === 'full' ? '`npm run bench`' : '`npm run bench:ci`'}${report.database === 'PostgreSQL' ? ' on PostgreSQL' : ''})`,
    '',
    `- Date: ${report.date}`,
    `- Machine: ${machine.cores} × ${machine.cpus}, ${machine.memoryGb} GB, ${machine.platform}; Node.js ${machine.node}; load average at start ${machine.loadAverage.join(' / ')}`,
    `- Machine speed: a fixed piece of JavaScript (a page of 25 rows written and read as JSON 2,000 times) took ${machine.referenceWorkMs.atStart.toLocaleString('en-US')} ms at the start${machine.referenceWorkMs.atEnd === undefined ? '' : ` and ${machine.referenceWorkMs.atEnd.toLocaleString('en-US')} ms at the end`}; compare it before comparing two runs.`,
    `- Data: ${sizes(report.rows)} (${report.database})`,
    `- Each call measured ${report.runsPerCall === 1 ? 'once' : `${report.runsPerCall} times, in as many passes over all the calls,`} for ${report.durationSeconds} s with autocannon on 127.0.0.1, after 20 warm-up requests${report.runsPerCall === 1 ? '' : ', and shown with the figures of its median run (by the figure its budget is on, else p99)'}; lists with the Admin's token and \`Accept-Encoding: gzip, deflate, br\`.`,
    "- CPU ms/req: the server process's CPU time (user and system, all threads) per request. Latency depends on whatever else the machine runs (see the load average); CPU time per request depends on it less, though on a shared virtual machine it too moves with the host.",
    ...(report.database === 'PostgreSQL'
      ? [
          "- DB CPU ms/req: the CPU time of the database's processes (every connection's and the background ones') per request. The server, the database and the load generator share the machine's cores: with 10 clients on 2 cores, a call whose requests cost the three together c ms of CPU waits at least 5 × c ms on average.",
        ]
      : []),
    ...(report.tolerance === 1
      ? []
      : [
          `- CI profile: a figure fails only when it is more than ${report.tolerance} times off its budget.`,
        ]),
    '',
    ...sections.flatMap((section) => [
      `## ${section}`,
      '',
      markdownTable(
        callHeader(report),
        report.calls.filter((row) => row.section === section).map(callCells(report)),
      ),
      '',
    ]),
    '## Start-up, memory and bundle',
    '',
    markdownTable(FIGURE_HEADER, report.figures.map(figureCells)),
    '',
    '## Requests',
    '',
    ...report.calls.map((row) => `- ${row.name}: \`${row.request}\``),
    '',
    report.passed ? 'Every budget met.' : '**Budgets: FAILED** (rows marked FAIL).',
    '',
  ].join('\n');
}

/**
 * Writes `<date>-<profile>.json|md` (kept out of git) and, for the full benchmark, `latest.json`
 * and `latest.md`, the figures the README quotes; a run on PostgreSQL adds `-postgres` to each.
 */
export function writeReport(report: BenchReport, resultsDir: string): string[] {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const database = report.database === 'PostgreSQL' ? '-postgres' : '';
  const names = [
    `${stamp}-${report.profile}${database}`,
    ...(report.profile === 'full' ? [`latest${database}`] : []),
  ];
  const written: string[] = [];
  for (const name of names) {
    const json = path.join(resultsDir, `${name}.json`);
    const markdown = path.join(resultsDir, `${name}.md`);
    writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(markdown, markdownReport(report));
    written.push(json, markdown);
  }
  return written;
}
