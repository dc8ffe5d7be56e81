import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PageRenderer } from '@app/shared/site-content';
import type { Config } from './config/config';
import type { DatabaseHandle, Db, DatabaseKind } from './db/database';
import applicationsRoutes from './modules/applications/applications.routes';
import auditRoutes from './modules/audit/audit.routes';
import accountRoutes from './modules/auth/account.routes';
import authRoutes from './modules/auth/auth.routes';
import companySettingsRoutes from './modules/company/company.routes';
import contactsRoutes from './modules/contacts/contacts.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import dataProtection from './modules/data-protection/data-protection.plugin';
import employeesRoutes from './modules/employees/employees.routes';
import eventsRoutes from './modules/events/events.routes';
import exchangeRateRoutes from './modules/exchange-rate/exchange-rate.routes';
import files from './modules/files/files.plugin';
import healthRoutes from './modules/health/health.routes';
import invoicesRoutes from './modules/invoices/invoices.routes';
import jobsRoutes from './modules/jobs/jobs.routes';
import homeRoutes from './modules/home/home.routes';
import mail from './modules/mail/mail.plugin';
import openApi from './modules/openapi/openapi.plugin';
import pages from './modules/pages/pages.plugin';
import seoRoutes from './modules/seo/seo.routes';
import servicesRoutes from './modules/services/services.routes';
import usersRoutes from './modules/users/users.routes';
import auth from './plugins/auth';
import { validatorCompiler } from './http/request-validator';
import { serializerCompiler } from './http/response-serializer';
import errorHandler, { answerFrameworkError } from './plugins/error-handler';
import rateLimits from './plugins/rate-limits';
import redis from './plugins/redis';
import { trackRunningRequests } from './plugins/running-requests';
import securityHeaders from './plugins/security-headers';
import siteContentChanges from './plugins/site-content-changes';
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
  /** The web app's server entry; by default loaded from the web build on the first page request. */
  loadPageRenderer?: () => Promise<PageRenderer>;
  secrets: { jwtSecret: string };
}

const MAX_JSON_BODY_BYTES = 256 * 1024;

/** Builds the whole server (API and web app) without listening, so tests can inject requests. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: MAX_JSON_BODY_BYTES,
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  });
  // Every route's schemas are zod schemas from its contract (`http/contract-route.ts`).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('dbKind', deps.database.kind);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const runningRequests = trackRunningRequests(app);
  app.addHook('onClose', async () => {
    await deps.database.db.destroy();
  });

  await app.register(errorHandler);
  await app.register(securityHeaders, { hsts: config.HSTS });
  // API answers (a page of 100 rows is under 64 KB) are compressed in one synchronous call: on
  // two cores a zlib stream per response costs more than the compression itself. Brotli quality
  // 1 rather than the plugin's 4: a page of 25 applications (17 KB of JSON) takes 0.07 ms instead
  // of 0.23 at quality 3 and comes to 3.2 KB instead of 2.9, a tenth of its list request's time.
  // A 256 KB window rather than the default 4 MB gives the same bytes for answers this size and
  // spares each call setting up the larger one (a page of invoices: 0.085 -> 0.055 ms).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });

  // Before the rate limits and the notices of changed content, which count and publish there.
  await app.register(redis);
  // Before sign-in, which drops kept users through it, and every module that writes content
  // public pages show.
  await app.register(siteContentChanges);
  await app.register(auth, { jwtSecret: deps.secrets.jwtSecret, expiresIn: config.JWT_EXPIRES_IN });
  // Before every route, so that each one gets its tier.
  await app.register(rateLimits);
  // Before every route, so that the OpenAPI document lists all of them.
  await app.register(openApi);

  await app.register(healthRoutes);
  // Before every module that writes mails.
  await app.register(mail);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(usersRoutes);
  await app.register(contactsRoutes);
  await app.register(applicationsRoutes);
  await app.register(servicesRoutes);
  await app.register(exchangeRateRoutes);
  await app.register(invoicesRoutes);
  await app.register(files);
  await app.register(eventsRoutes);
  await app.register(employeesRoutes);
  await app.register(jobsRoutes);
  await app.register(homeRoutes);
  await app.register(companySettingsRoutes);
  await app.register(auditRoutes);
  await app.register(dashboardRoutes);
  // After files: erasure and the retention job remove stored files too.
  await app.register(dataProtection, { serverSecret: deps.secrets.jwtSecret });
  await app.register(seoRoutes);
  await app.register(webApp, { webDistDir: deps.webDistDir });
  await app.register(pages, {
    webDistDir: deps.webDistDir,
    loadPageRenderer: deps.loadPageRenderer,
  });
  // Fastify runs the hooks of its close in the reverse order of their adding: this one, added
  // last, runs first, so that the database, the stores and the mail worker outlive every request.
  app.addHook('onClose', () => runningRequests.finished());
  return app;
}
