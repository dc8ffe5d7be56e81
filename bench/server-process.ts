import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 30_000;
/** Linux counts CPU time in ticks of 1/100 s (USER_HZ) on every common architecture. */
const MS_PER_TICK = 10;

export const ADMIN_CREDENTIALS = {
  email: 'bench-admin@example.com',
  password: 'bench-admin-password-1',
};

/** Where the servers keep their data: a folder (SQLite) or, with `databaseUrl`, PostgreSQL. */
export interface BenchDatabase {
  dataDir: string;
  databaseUrl?: string;
  /** Signs the Admin's token, for the product and for the copy its calls are recorded on. */
  jwtSecret: string;
}

export interface ServerProcess {
  origin: string;
  /** CPU time the process has used so far (user and system, every thread), in ms. */
  cpuTimeMs(): number;
  /** Resident memory now (`VmRSS`) or at its highest so far (`VmHWM`), in MiB. */
  memoryMib(field: 'VmRSS' | 'VmHWM'): number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isHealthy = (origin: string) =>
  fetch(`${origin}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Runs `node <args>` with `PORT` set to a free port of 127.0.0.1 and waits until it answers
 * `GET /healthz`. The process is stopped when the benchmark exits, however it exits.
 */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = performance.now() + STARTUP_TIMEOUT_MS;
  while (!(await isHealthy(origin))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      await stop();
      throw new Error(`${args.at(-1)} did not start (exit code ${child.exitCode})`);
    }
    await sleep(20);
  }
  const pid = child.pid!;
  return {
    origin,
    cpuTimeMs: () => {
      // User and system time, counted after the command name, which may hold spaces.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    },
    memoryMib: (field) => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
    },
    stop,
  };
}

/**
 * Starts the production build (`apps/server/dist/main.js`) as production runs it, with rate
 * limits off (one client sends every request), no demo data, quiet logs and an exchange-rate
 * source that cannot be reached, so that nothing leaves the machine.
 */
export function startProduct(database: BenchDatabase): Promise<ServerProcess> {
  return startServerProcess([path.join(ROOT_DIR, 'apps/server/dist/main.js')], {
    NODE_ENV: 'production',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    JWT_SECRET: database.jwtSecret,
    RATE_LIMIT_FACTOR: '0',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    EXCHANGE_RATE_URL: 'http://127.0.0.1:9/unreachable',
  });
}
