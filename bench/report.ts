import type { CallFigures } from './alternation';
import type { Profile } from './profiles';

/** What a full run is judged by: nothing here depends on how fast the machine is. */
const LIMITS = { floorRatio: 0.5, idleMemoryMib: 150, peakMemoryMib: 300 };

export interface SizeResult {
  rows: number;
  calls: CallFigures[];
  idleMemoryMib: number;
  peakMemoryMib: number;
}

export interface BenchResult {
  database: 'SQLite' | 'PostgreSQL';
  profile: Profile;
  date: string;
  sizes: SizeResult[];
}

const ratioOf = ({ product, floor }: CallFigures) =>
  product.requestsPerSecond / floor.requestsPerSecond;
/** Rounded down, so that a ratio under the limit never shows as the limit itself. */
const ratioCell = (ratio: number) => fixed(Math.floor(ratio * 100) / 100, 2);
const count = (rows: number) => rows.toLocaleString('en-US');
const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '-';

/**
 * Why the run fails: failed requests always; in a judged run, a ratio under the limit at any
 * size, idle memory over its limit at any size, peak memory over its limit at the largest.
 */
export function failuresOf({ profile, sizes }: BenchResult): string[] {
  const failures = sizes.flatMap((size) => {
    const at = `at ${count(size.rows)} rows`;
    return size.calls.flatMap((figures) => {
      const { name } = figures.call;
      const errors = (['product', 'floor'] as const)
        .filter((side) => figures[side].errors > 0)
        .map((side) => `${name} ${at}: ${figures[side].errors} failed requests to the ${side}`);
      const ratio = ratioOf(figures);
      const slow = profile.judged && !(ratio >= LIMITS.floorRatio);
      return slow ? [...errors, `${name} ${at}: ${ratioCell(ratio)} of the floor's req/s`] : errors;
    });
  });
  if (!profile.judged) return failures;
  for (const { rows, idleMemoryMib } of sizes)
    if (idleMemoryMib > LIMITS.idleMemoryMib)
      failures.push(`idle memory at ${count(rows)} rows: ${fixed(idleMemoryMib, 0)} MiB`);
  const largest = sizes.at(-1)!;
  if (largest.peakMemoryMib > LIMITS.peakMemoryMib)
    failures.push(
      `peak memory at ${count(largest.rows)} rows: ${fixed(largest.peakMemoryMib, 0)} MiB`,
    );
  return failures;
}

/** A call's row: its figures on both sides and, past the first size, its growth since then. */
function callRow(figures: CallFigures, first: SizeResult | undefined): string {
  const { call, product, floor } = figures;
  const before = first?.calls.find((other) => other.call.name === call.name);
  const growth = before
    ? `${fixed(product.requestsPerSecond / before.product.requestsPerSecond, 2)}${call.scans ? ' (scan)' : ''}`
    : '';
  const ratio = ratioOf(figures);
  const cells = [
    call.name,
    fixed(product.requestsPerSecond, 0),
    fixed(floor.requestsPerSecond, 0),
    `${ratioCell(ratio)}${ratio >= LIMITS.floorRatio ? '' : ' (below)'}`,
    `${fixed(product.p99Ms, 1)} / ${fixed(floor.p99Ms, 1)}`,
    `${fixed(product.cpuMsPerRequest, 2)} / ${fixed(floor.cpuMsPerRequest, 2)}`,
    growth,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The run as markdown: a table of calls per size, the product's memory, and the verdict. */
export function markdownReport(result: BenchResult): string {
  const { profile, sizes } = result;
  const first = sizes.length > 1 ? sizes[0] : undefined;
  const lines = [
    `# Benchmark, ${result.database} (${profile.name} run, ${result.date})`,
    '',
    `${profile.connections} connections; per call and side ${profile.roundsPerSide} rounds of ${profile.roundSeconds} s, alternating. Ratio: product req/s / floor req/s (limit ${LIMITS.floorRatio}). p99 and CPU: product / floor. Growth: product req/s / its req/s at ${first ? count(first.rows) : '-'} rows; (scan): a substring search, which reads every row of its list.`,
  ];
  for (const size of sizes) {
    lines.push('', `## ${count(size.rows)} rows per large table`, '');
    lines.push('| Call | Product req/s | Floor req/s | Ratio | p99 ms | CPU ms/request | Growth |');
    lines.push('|---|--:|--:|--:|--:|--:|--:|');
    lines.push(
      ...size.calls.map((figures) => callRow(figures, size === first ? undefined : first)),
    );
  }
  lines.push(
    '',
    '## Product memory',
    '',
    '| Rows | Idle after start (VmRSS) | Peak under load (VmHWM) |',
  );
  lines.push('|--:|--:|--:|');
  for (const { rows, idleMemoryMib, peakMemoryMib } of sizes)
    lines.push(
      `| ${count(rows)} | ${fixed(idleMemoryMib, 0)} MiB | ${fixed(peakMemoryMib, 0)} MiB |`,
    );
  lines.push('', `Limits: idle ≤ ${LIMITS.idleMemoryMib} MiB, peak ≤ ${LIMITS.peakMemoryMib} MiB.`);
  const failures = failuresOf(result);
  lines.push('', failures.length === 0 ? 'Passed.' : 'Failed:', ...failures.map((f) => `- ${f}`));
  return `${lines.join('\n')}\n`;
}
