import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(serverDir, 'src/main.ts');
const START_TIMEOUT_MS = 20_000;
/** Enough of the log to explain a failure, without keeping thousands of request lines. */
const KEPT_OUTPUT_CHARS = 20_000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` once the server listens. */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The last part of what the server printed. */
  output: () => string;
  /** Asks the server to finish in-flight requests and stop (SIGTERM), and waits for it. */
  stop: () => Promise<number | null>;
}

const running = new Set<ChildProcess>();
// A test runner that dies must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the real server (`src/main.ts`) as its own process on 127.0.0.1 and a free port, with
 * rate limits, demo data and the exchange-rate source off unless `env` says otherwise. Resolves
 * once it listens; rejects with its output if it exits or does not listen in time.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO_DATA: '0',
      RATE_LIMIT_FACTOR: '0',
      // Nothing listens on port 9 here: a rate lookup fails at once instead of leaving the machine.
      EXCHANGE_RATE_URL: 'http://127.0.0.1:9/latest/EUR',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const watch = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', watch);
      resolve(match[1]!);
    };
    child.stdout!.on('data', watch);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });

  return {
    url,
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
