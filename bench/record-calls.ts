import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import {
  adminListCalls,
  CLIENT_READS,
  CONTACT_FORM_CALL,
  requestHeaders,
  type Call,
} from './calls';
import { withStatementLog, type Statement } from './query-log';
import { ADMIN_CREDENTIALS, type BenchDatabase } from './server-process';

/** What the product did for one call: what the floor repeats for it. */
export interface RecordedCall {
  method: Call['method'];
  path: string;
  /** Every SQL statement the product ran for the call, in order, with its parameters. */
  statements: Statement[];
  status: number;
  /** The answer's `content-type` and, when compressed, `content-encoding`. */
  headers: Record<string, string>;
  /** The answer's bytes as sent, in base64. */
  body: string;
}

export interface Recording {
  /** The Admin's token: the product accepts it too, as it shares the secret. */
  adminToken: string;
  /** The calls to measure, the contact form last: the rows it adds are removed after it. */
  calls: Call[];
  recorded: RecordedCall[];
}

/**
 * Builds the product's app in this process on the benchmark's database, with a database handle
 * that reports every statement, signs in as the Admin, and sends each call to it twice: the first
 * warms what the product keeps between requests, the second is recorded, so that the floor
 * repeats what the product does for the call in steady state.
 */
export async function recordCalls(database: BenchDatabase): Promise<Recording> {
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    RATE_LIMIT_FACTOR: '0',
    // No retention run at start-up: its statements would fall among a call's.
    DATA_RETENTION_DAYS: '0',
  });
  const handle = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  let recording: Statement[] | undefined;
  const db = withStatementLog(handle.db, (statement) => recording?.push(statement));
  const app = await buildApp({
    config,
    database: { ...handle, db },
    secrets: { jwtSecret: database.jwtSecret },
    // Only the API is called: no web build is needed.
    webDistDir: path.join(database.dataDir, 'no-web-build'),
  });
  try {
    const send = async (call: Pick<Call, 'method' | 'path' | 'body'>, headers = {}) => {
      const response = await app.inject({
        method: call.method,
        url: call.path,
        headers,
        ...(call.body === undefined ? {} : { payload: call.body }),
      });
      if (response.statusCode >= 400)
        throw new Error(`${call.path} answered ${response.statusCode}: ${response.body}`);
      return response;
    };
    const { email, password } = ADMIN_CREDENTIALS;
    const signIn = {
      path: '/api/auth/local',
      body: JSON.stringify({ identifier: email, password }),
    };
    const signedIn = await send({ method: 'POST', ...signIn }, requestHeaders(signIn, ''));
    const adminToken = signedIn.json<{ jwt: string }>().jwt;
    const pageCountOf = async (listPath: string) => {
      const headers = { authorization: `Bearer ${adminToken}` };
      const page = await send({ method: 'GET', path: listPath }, headers);
      const { meta } = page.json<{ meta: { pagination: { pageCount: number } } }>();
      return Math.max(1, meta.pagination.pageCount);
    };
    const calls = [...CLIENT_READS, ...(await adminListCalls(pageCountOf)), CONTACT_FORM_CALL];
    const recorded: RecordedCall[] = [];
    for (const call of calls) {
      const headers = requestHeaders(call, adminToken);
      await send(call, headers);
      const statements: Statement[] = [];
      recording = statements;
      const response = await send(call, headers);
      recording = undefined;
      const kept = ['content-type', 'content-encoding'].filter((name) => name in response.headers);
      recorded.push({
        method: call.method,
        path: call.path,
        statements,
        status: response.statusCode,
        headers: Object.fromEntries(kept.map((name) => [name, String(response.headers[name])])),
        body: response.rawPayload.toString('base64'),
      });
    }
    return { adminToken, calls, recorded };
  } finally {
    await app.close();
  }
}
