import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCpuTimeMs } from '../apps/server/test/cluster/processes';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MAIN = path.join(ROOT_DIR, 'apps/server/dist/main.js');
const STARTUP_TIMEOUT_MS = 30_000;
/** How often start-up polls `/healthz`: the start-up time is known to within this. */
const HEALTH_POLL_MS = 5;

export const ADMIN_CREDENTIALS = {
  email: 'bench-admin@example.com',
  password: 'bench-admin-password-1',
};

/** Where a benchmark server keeps its data: a folder (SQLite) or, with `databaseUrl`, PostgreSQL. */
export interface BenchDatabase {
  dataDir: string;
  databaseUrl?: string;
  /** Shared by every server of one PostgreSQL database, as the server requires there. */
  jwtSecret?: string;
}

export interface ServerProcess {
  origin: string;
  port: number;
  pid: number;
  /** Milliseconds from spawning the process to its first healthy `/healthz`. */
  startupMs: number;
  /** Resident memory now, in MB. */
  residentMemoryMb(): number;
  /** CPU time the process has used so far (user and system, every thread), in ms. */
  cpuTimeMs(): number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS of a process from `/proc/<pid>/status` (Linux), in MB. */
export function readResidentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) / 1024;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function isHealthy(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/healthz`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the production server (`node apps/server/dist/main.js`) on 127.0.0.1 with the
 * benchmark's settings: rate limits off, no demo data, quiet logs, an Admin to sign in with and an
 * exchange-rate source that cannot be reached, so that nothing leaves the machine.
 */
export async function startServer(database: BenchDatabase): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      RATE_LIMIT_FACTOR: '0',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN_CREDENTIALS.email,
      ADMIN_PASSWORD: ADMIN_CREDENTIALS.password,
      EXCHANGE_RATE_URL: 'http://127.0.0.1:1/unreachable',
      DATABASE_URL: database.databaseUrl ?? '',
      JWT_SECRET: database.jwtSecret ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`The server exited during start-up (${signal ?? `code ${code}`})`)),
    ),
  );
  exited.catch(() => undefined);

  const deadline = startedAt + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (await Promise.race([isHealthy(origin), exited])) break;
    if (performance.now() > deadline) {
      await stopProcess(child);
      throw new Error(`The server was not healthy within ${STARTUP_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  const startupMs = performance.now() - startedAt;
  const pid = child.pid!;
  return {
    origin,
    port,
    pid,
    startupMs,
    residentMemoryMb: () => readResidentMemoryMb(pid),
    cpuTimeMs: () => readCpuTimeMs(pid),
    stop: () => stopProcess(child),
  };
}
