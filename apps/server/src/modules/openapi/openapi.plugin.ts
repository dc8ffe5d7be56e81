import { createRequire } from 'node:module';
import path from 'node:path';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND_MARK_SVG } from '@app/shared/brand-mark';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The docs page runs Swagger UI's own scripts and styles from our origin. The site's policy is
 * kept (no other origin, no framing); only inline styles are added, which Swagger UI sets.
 */
const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/**
 * Swagger UI's scripts and styles, in its package's folder. The server's bundle holds the plugin's
 * code but not its files, so the plugin is told where they are, and given the firm's mark for the
 * page's head instead of reading its own logo from beside its code.
 */
const SWAGGER_UI_ASSETS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

const documentContract = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/** A route's entry, generated from the zod schemas of its contract; catch-all routes are not endpoints. */
export const documentRoute: SwaggerTransform = (route) => {
  if (route.url.includes('*')) return { schema: { ...route.schema, hide: true }, url: route.url };
  return documentContract(route as Parameters<typeof documentContract>[0]);
};

/**
 * `GET /api/openapi.json` and the interactive docs at `/api/docs`. Registered before the route
 * modules, so that every route registered after it, in any module, is in the document.
 */
export default fp(async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Company website API',
        version: '1.0.0',
        description:
          "Strapi v4 wire format: entities as `{id, attributes}` inside `{data, meta}`, request bodies as `{data: {...}}`, errors as `{data: null, error: {status, name, message, details}}`. Lists take Strapi's `filters`, `sort`, `pagination` and `populate` parameters. Sign in with `POST /api/auth/local` and send the `jwt` as a bearer token.",
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    baseDir: SWAGGER_UI_ASSETS_DIR,
    logo: { type: 'image/svg+xml', content: Buffer.from(BRAND_MARK_SVG) },
    staticCSP: DOCS_CONTENT_SECURITY_POLICY,
    uiConfig: { deepLinking: true },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
});
