/**
 * `npm run bench [-- --postgres]` and `npm run bench:smoke`: at each size of the database,
 * measures every call on the product and on the floor (floor-server.ts) in alternating rounds,
 * prints a table per size and exits with 1 when a call fails or, in a full run, when the product
 * falls below half the floor's throughput or over its memory limits. Method: bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPostgres, type PostgresCluster } from '../apps/server/test/cluster/processes';
import { removingAddedRows, tablesInsertedInto } from './added-rows';
import { measureAlternating, type CallFigures } from './alternation';
import { startFloor } from './floor-server';
import { FULL, SMOKE, type Profile } from './profiles';
import { recordCalls } from './record-calls';
import { failuresOf, markdownReport, type SizeResult } from './report';
import { seedDatabase } from './seed-database';
import { ROOT_DIR, startProduct, type BenchDatabase, type ServerProcess } from './server-process';

/** How long the product sits idle after start-up before its memory is read. */
const SETTLE_MS = 1_000;
const log = (line: string) => console.log(line);

/** Seeds to `rows`, records the calls, starts both servers and measures every call on both. */
async function measureSize(database: BenchDatabase, rows: number, profile: Profile) {
  log(`Seeding ${rows.toLocaleString('en-US')} rows per large table`);
  await seedDatabase(database, rows, log);
  const product = await startProduct(database);
  let floor: ServerProcess | undefined;
  try {
    await sleep(SETTLE_MS);
    const idleMemoryMib = product.memoryMib('VmRSS');
    log("Recording the product's statements and answers");
    const { adminToken, calls, recorded } = await recordCalls(database);
    const recordingsFile = path.join(database.dataDir, `recorded-${rows}.json`);
    writeFileSync(recordingsFile, JSON.stringify(recorded));
    floor = await startFloor(database, recordingsFile);
    const servers = { product, floor };
    const results: CallFigures[] = [];
    for (const [index, call] of calls.entries()) {
      const measure = () => measureAlternating(call, servers, adminToken, profile);
      const addedTo = tablesInsertedInto(recorded[index]!);
      const figures = await removingAddedRows(database, addedTo, measure);
      const [p, f] = [figures.product.requestsPerSecond, figures.floor.requestsPerSecond];
      log(`  ${call.name.padEnd(44)} ${p.toFixed(0).padStart(6)} / ${f.toFixed(0)} req/s`);
      results.push(figures);
    }
    const peakMemoryMib = product.memoryMib('VmHWM');
    return { rows, calls: results, idleMemoryMib, peakMemoryMib } satisfies SizeResult;
  } finally {
    await floor?.stop();
    await product.stop();
  }
}

async function main(): Promise<void> {
  const profile = process.argv.includes('--smoke') ? SMOKE : FULL;
  const onPostgres = process.argv.includes('--postgres');
  const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/build-if-stale.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  let cluster: PostgresCluster | undefined;
  try {
    if (onPostgres) log('Starting a throw-away PostgreSQL cluster');
    cluster = onPostgres ? await startPostgres() : undefined;
    const jwtSecret = randomBytes(32).toString('hex');
    const database: BenchDatabase = { dataDir, databaseUrl: cluster?.url, jwtSecret };
    const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const sizes: SizeResult[] = [];
    for (const rows of profile.sizes) sizes.push(await measureSize(database, rows, profile));
    const result = {
      database: onPostgres ? 'PostgreSQL' : 'SQLite',
      profile,
      date,
      sizes,
    } as const;
    const report = markdownReport(result);
    log(`\n${report}`);
    if (profile.judged) {
      const file = path.join(
        ROOT_DIR,
        `bench/results/latest-${onPostgres ? 'postgres' : 'sqlite'}.md`,
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, report);
    }
    process.exitCode = failuresOf(result).length === 0 ? 0 : 1;
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Ctrl-C ends the run through its exit handlers, which stop the servers it started.
process.once('SIGINT', () => process.exit(130));
await main();
