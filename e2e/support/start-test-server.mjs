// Starts the built server on a fresh data folder for one browser-test run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'app-e2e-')),
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin-password-123',
  EXCHANGE_RATE_URL: 'http://127.0.0.1:1/unreachable',
  // One browser signs in and submits forms far more often than a person: limits stay on, 20 times wider.
  RATE_LIMIT_FACTOR: '20',
});
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
