/**
 * `npm run bench:export [-- <rows>]`: only the benchmark's CSV export, for working on it without
 * the full run's fifteen minutes: builds if needed, seeds `<rows>` applications (100,000 by
 * default, as the full benchmark) and little else, starts the production server, exports them
 * and prints rows per second and the server's memory against its budget. Exits with 1 when the
 * budget is missed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUDGETS, describeBudget, meetsBudget } from './budgets';
import { measureCsvExport } from './csv-export';
import { send } from './load-test';
import { CI_PROFILE, FULL_PROFILE } from './profiles';
import { seedDatabase } from './seed-database';
import { ADMIN_CREDENTIALS, ROOT_DIR, startServer, type ServerProcess } from './server-process';

/**
 * How long the server sits idle after start-up and sign-in before the export, as the full run lets
 * it. The sign-in's password check (argon2) holds 64 MB for a moment: memory read before it gave
 * them back would hide the export's growth behind their release.
 */
const SETTLE_MS = 1_000;

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? FULL_PROFILE.rows.applications);
  if (!Number.isInteger(rows) || rows < 1)
    throw new Error(`Not a number of rows: ${process.argv[2]}`);
  const build = spawnSync(process.execPath, [path.join(ROOT_DIR, 'scripts/build-if-stale.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
  let server: ServerProcess | undefined;
  try {
    log(`Seeding ${rows.toLocaleString('en-US')} applications`);
    await seedDatabase({ dataDir }, { ...CI_PROFILE.rows, applications: rows }, log);
    server = await startServer({ dataDir });
    const signIn = await send(server.origin, {
      method: 'POST',
      path: '/api/auth/local',
      body: { identifier: ADMIN_CREDENTIALS.email, password: ADMIN_CREDENTIALS.password },
    });
    const { jwt } = (await signIn.json()) as { jwt: string };
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const result = await measureCsvExport(server, { authorization: `Bearer ${jwt}` });
    const growthMb = result.peakMemoryMb - result.memoryBeforeMb;
    const passed = meetsBudget(growthMb, BUDGETS.csvExportMemoryGrowth);
    log(
      `CSV export of ${result.rows.toLocaleString('en-US')} applications (${result.megabytes.toFixed(1)} MB) in ${result.seconds.toFixed(2)} s: ${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s`,
    );
    log(
      `Server memory: ${result.memoryBeforeMb.toFixed(1)} MB before, peak ${result.peakMemoryMb.toFixed(1)} MB: growth ${growthMb.toFixed(1)} MB (budget ${describeBudget(BUDGETS.csvExportMemoryGrowth)}) ${passed ? 'pass' : 'FAIL'}`,
    );
    process.exitCode = passed ? 0 : 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
