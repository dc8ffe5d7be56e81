import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../redis-server';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoDir = path.resolve(serverDir, '../..');
/** The production build `npm run build` makes: what deploy/ runs. */
export const SERVER_MAIN = path.join(serverDir, 'dist/main.js');
const START_TIMEOUT_MS = 30_000;
const KEPT_OUTPUT_CHARS = 200_000;

/** Runs a PostgreSQL tool as the postgres user when we are root (PostgreSQL refuses root). */
function asPostgres(command: string, args: string[]) {
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', command, ...args])
    : run(command, args);
}

export interface PostgresCluster {
  url: string;
  /** CPU time the cluster's processes have used so far, in ms (Linux). */
  cpuTimeMs(): number;
  stop(): Promise<void>;
}

/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ) on every common architecture. */
const MS_PER_CLOCK_TICK = 10;

/** The fields of `/proc/<pid>/stat` after the command name (which may hold spaces). */
function procStat(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined; // The process has just exited.
  }
}

/** Fields of `procStat`: the parent's id, then user, system, waited-for children's user and system. */
const PPID = 1;
const UTIME = 11;

/**
 * The CPU time a process has used so far (user and system, all threads), in ms (Linux). With
 * `andChildren`, its children's too: those running and those it has waited for. PostgreSQL runs
 * a process per connection and per background task, all children of the postmaster.
 */
export function readCpuTimeMs(pid: number, andChildren = false): number {
  const ticks = (fields: string[] | undefined, waitedFor: boolean) =>
    fields
      ? Number(fields[UTIME]) +
        Number(fields[UTIME + 1]) +
        (waitedFor ? Number(fields[UTIME + 2]) + Number(fields[UTIME + 3]) : 0)
      : 0;
  let total = ticks(procStat(pid), andChildren);
  if (andChildren) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = procStat(Number(entry));
      if (fields?.[PPID] === String(pid)) total += ticks(fields, false);
    }
  }
  return total * MS_PER_CLOCK_TICK;
}

/** A throw-away PostgreSQL cluster (initdb into a temporary folder, as CI does) on a free port. */
export async function startPostgres(): Promise<PostgresCluster> {
  const versions = (await readdir('/usr/lib/postgresql')).sort((a, b) => Number(a) - Number(b));
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const directory = await mkdtemp(path.join(tmpdir(), 'cluster-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(directory, Number(stdout.trim()), -1);
  }
  const data = path.join(directory, 'data');
  const port = await freePort();
  await asPostgres(`${bin}/initdb`, [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  await asPostgres(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-l',
    path.join(directory, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  // The postmaster's process id is the first line of its pid file.
  const postmasterPid = Number(
    (await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cpuTimeMs: () => readCpuTimeMs(postmasterPid, true),
    async stop() {
      await asPostgres(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(
        () => undefined,
      );
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface AppServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<void>;
  /** SIGKILL by its process id: no chance to finish anything. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the built server (`dist/main.js`) on 127.0.0.1 and a free port with `env`. */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // Nothing listens on port 9: a rate lookup fails at once instead of leaving the machine.
      EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/EUR',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const watch = () => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', watch);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', watch);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening:\n${output}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx with deploy/nginx.conf as its site, unchanged but for the port it listens on and
 * the upstream's servers, in a temporary prefix (its own pid file, logs and temporary files).
 */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const site = await readFile(path.join(repoDir, 'deploy/nginx.conf'), 'utf8');
  const port = await freePort();
  const servers = upstreamPorts
    .map((upstream) => `  server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const rendered = site
    .replace(/^( {2}server 127\.0\.0\.1:\d+ [^\n]*\n)+/m, `${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!rendered.includes(`listen 127.0.0.1:${port};`) || !rendered.includes(servers))
    throw new Error(
      'deploy/nginx.conf no longer has the upstream servers or listen line to replace',
    );
  const prefix = await mkdtemp(path.join(tmpdir(), 'cluster-nginx-'));
  // Workers run as nobody when nginx starts as root: they must reach the temporary files.
  await chmod(prefix, 0o777);
  await writeFile(path.join(prefix, 'site.conf'), rendered);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`,
      ),
      `  include ${prefix}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    const answered = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      // SIGQUIT: the master and its worker stop; the master's id is the one we started.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
