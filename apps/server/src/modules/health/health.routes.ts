import type { FastifyInstance } from 'fastify';
import { checkDatabase } from '../../db/database';
import { errorBody } from '../../http/errors';

/** `GET /healthz`: 200 when the database answers, 503 when it does not. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (request, reply) => {
    try {
      await checkDatabase(app.db);
      return { status: 'ok', database: { kind: app.dbKind, ok: true } };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply
        .status(503)
        .send(errorBody(503, 'ServiceUnavailableError', 'Database unreachable'));
    }
  });
}
