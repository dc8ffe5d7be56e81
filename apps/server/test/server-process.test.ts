import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(serverDir, 'src/main.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      DEMO_DATA: '0',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start: ${stdout}${stderr}`)),
      15_000,
    );
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then(() => clearTimeout(timer));
  });
  return { child, listening, exited, output: () => ({ stdout, stderr }) };
}

describe('the server process', () => {
  it('starts, logs JSON with request ids, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'process-'));
    const server = startServer({ DATA_DIR: dataDir });
    const url = await server.listening;
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.some((line) => line.reqId === requestId)).toBe(true);
    expect(lines.some((line) => line.msg === 'shutting down: finishing in-flight requests')).toBe(
      true,
    );
    // Closing the SQLite database checkpoints and removes its write-ahead log.
    expect(existsSync(path.join(dataDir, 'app.db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);
  });

  it('refuses a bad setting with one line naming it', async () => {
    const server = startServer({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'process-')),
      PORT: 'eighty',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      'Invalid configuration: PORT must be a port number between 1 and 65535 (got "eighty")',
    );
  });
});
