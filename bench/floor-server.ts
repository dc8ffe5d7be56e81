/**
 * The floor: a bare Fastify server that answers each recorded call by running the statements the
 * product ran for it, on the same database through the product's own database handle, and
 * sending the bytes the product sent. No validation, authentication, hooks or logging: what is
 * left is the least this stack (Node.js, Fastify, Kysely, the driver, the database) can do for
 * the call. Run as its own process: `node --import tsx bench/floor-server.ts <recordings.json>`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { CompiledQuery } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import type { RecordedCall } from './record-calls';
import { startServerProcess, type BenchDatabase, type ServerProcess } from './server-process';

const THIS_FILE = fileURLToPath(import.meta.url);
const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

interface Answer {
  recorded: RecordedCall;
  body: Buffer;
  writes: boolean;
}

/**
 * A written row's times are those of its writing, as the product's are: the floor's rows must not
 * all share the moment of the recording, which a list sorted by time would then read in a block.
 */
const freshValue = (value: unknown) =>
  typeof value === 'string' && ISO_TIMESTAMP.test(value) ? new Date().toISOString() : value;

/** Runs the call's statements one after another on one connection, as one client would. */
async function runStatements(db: Db, { recorded, writes }: Answer): Promise<void> {
  await db.connection().execute(async (connection) => {
    for (const { sql, parameters } of recorded.statements) {
      const values = writes ? parameters.map(freshValue) : parameters;
      await connection.executeQuery(CompiledQuery.raw(sql, values as unknown[]));
    }
  });
}

async function serveFloor(recordingsFile: string): Promise<void> {
  const recordings = JSON.parse(readFileSync(recordingsFile, 'utf8')) as RecordedCall[];
  const answers = new Map(
    recordings.map((recorded): [string, Answer] => [
      `${recorded.method} ${recorded.path}`,
      { recorded, body: Buffer.from(recorded.body, 'base64'), writes: recorded.method !== 'GET' },
    ]),
  );
  const { db } = openDatabase({
    dataDir: process.env.DATA_DIR!,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  const app = Fastify();
  // A body is read and dropped: the product's validation of it is not part of the floor.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null));
  app.get('/healthz', async () => 'ok');
  app.all('*', async (request, reply) => {
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) return reply.code(404).send();
    await runStatements(db, answer);
    return reply.code(answer.recorded.status).headers(answer.recorded.headers).send(answer.body);
  });
  app.addHook('onClose', () => db.destroy());
  process.once('SIGTERM', () => void app.close());
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
}

/** Starts the floor for these recordings on the benchmark's database. */
export function startFloor(
  database: BenchDatabase,
  recordingsFile: string,
): Promise<ServerProcess> {
  return startServerProcess(['--import', 'tsx', THIS_FILE, recordingsFile], {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
  });
}

if (process.argv[1] === THIS_FILE) await serveFloor(process.argv[2]!);
