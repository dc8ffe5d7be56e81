import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import type { DatabaseHandle, Db, DatabaseKind } from './db/database';
import healthRoutes from './modules/health/health.routes';
import auth from './plugins/auth';
import errorHandler from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: DatabaseKind;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  webDistDir: string;
  secrets: { jwtSecret: string };
}

const MAX_JSON_BODY_BYTES = 256 * 1024;

/** Builds the whole server (API and web app) without listening, so tests can inject requests. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: MAX_JSON_BODY_BYTES,
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });

  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('dbKind', deps.database.kind);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await deps.database.db.destroy();
  });

  await app.register(errorHandler);
  await app.register(securityHeaders, { hsts: config.HSTS });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(auth, { jwtSecret: deps.secrets.jwtSecret, expiresIn: config.JWT_EXPIRES_IN });

  await app.register(healthRoutes);
  await app.register(webApp, { webDistDir: deps.webDistDir });
  return app;
}
