import type { FastifyInstance } from 'fastify';
import { checkDatabase } from '../../db/database';
import { errorBody } from '../../http/errors';

/** What a dependency answered: whether it did, and in what words it failed (for the log). */
interface DependencyState {
  ok: boolean;
  error?: string;
}

/** The key the storage probe asks for: no upload has it (keys are random), so a live store answers "none". */
const STORAGE_PROBE = { visibility: 'public', key: 'healthz-probe.txt' } as const;

/** A dependency that has not answered by then counts as down: a load balancer's check must not hang. */
const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: each dependency the server needs and whether it answers: the database, Redis
 * when REDIS_URL is set, the bucket when STORAGE=s3. 200 when all do; 503 (in the error shape,
 * with the same report as its details) when one does not, so a load balancer stops sending here.
 * Anyone may ask, so the answer says only which dependency is down; which driver runs it and the
 * words it failed in go to the log.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (request, reply) => {
    const [database, redis, storage] = await Promise.all([
      probe(() => checkDatabase(app.db)),
      app.redis ? probe(() => app.redis!.ping()) : undefined,
      app.config.STORAGE === 's3' ? probe(() => app.fileStorage.size(STORAGE_PROBE)) : undefined,
    ]);
    const detailed = {
      database: { kind: app.dbKind, ...database },
      ...(redis ? { redis } : {}),
      ...(storage ? { storage: { kind: app.config.STORAGE, ...storage } } : {}),
    };
    const report = Object.fromEntries(
      Object.entries(detailed).map(([name, state]) => [name, { ok: state.ok }]),
    );
    const down = Object.entries(report)
      .filter(([, state]) => !state.ok)
      .map(([name]) => name);
    if (down.length === 0) return { status: 'ok', ...report };
    request.log.error({ report: detailed }, `health check: ${down.join(', ')} unreachable`);
    return reply
      .status(503)
      .send(errorBody(503, 'ServiceUnavailableError', `Unreachable: ${down.join(', ')}`, report));
  });
}
