import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';

const ONE_YEAR_SECONDS = 31_536_000;
const HASHED_ASSETS_DIR = 'assets';

/**
 * The built web app's files: hashed assets cached for a year, the others for an hour (sent by
 * `sendStaticFile`, which needs `reply.sendFile` outside this plugin too). Unknown `/api` paths
 * get JSON. The pages themselves are rendered by `modules/pages`.
 */
async function webApp(app: FastifyInstance, options: { webDistDir: string }) {
  await app.register(fastifyStatic, {
    root: path.resolve(options.webDistDir),
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/*',
    handler: (_request, reply) =>
      reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found')),
  });
}

export default fp(webApp, { name: 'web-app' });

/** A file of the web build (a path with an extension), or a plain-text 404. */
export function sendStaticFile(reply: FastifyReply, webDistDir: string, pathname: string) {
  const root = path.resolve(webDistDir);
  const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
  const absolute = path.join(root, relative);
  // path.normalize removes `..` segments above the root; this check keeps symlinks and the
  // like from pointing outside the build all the same. The page template is not a file to serve.
  if (
    !absolute.startsWith(root + path.sep) ||
    !existsSync(absolute) ||
    relative.startsWith('.') ||
    relative === 'index.html'
  ) {
    return reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send('Not Found');
  }
  reply.header('cache-control', cacheControlFor(relative));
  return reply.sendFile(relative);
}

function cacheControlFor(relative: string): string {
  if (relative.startsWith(`${HASHED_ASSETS_DIR}${path.sep}`)) {
    return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  }
  return path.extname(relative) === '.html' ? 'no-cache' : 'public, max-age=3600';
}
