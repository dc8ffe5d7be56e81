import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  classifyPagePath,
  prerenderedFileFor,
  type PrerenderedPath,
} from '@app/shared/site-routes';
import { errorBody } from '../http/errors';

const ONE_YEAR_SECONDS = 31_536_000;
const HASHED_ASSETS_DIR = 'assets';

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached,
 * prerendered pages for public paths, the app shell for client-only paths and
 * the not-found page with status 404 for anything else. Unknown `/api` paths get JSON.
 */
export default async function webApp(app: FastifyInstance, options: { webDistDir: string }) {
  const root = path.resolve(options.webDistDir);
  const hasBuild = existsSync(path.join(root, APP_SHELL_FILE));
  if (!hasBuild) app.log.warn({ root }, 'web build not found: only the API is served');

  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/*',
    handler: (_request, reply) => reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found')),
  });

  app.get('/*', (request, reply) => {
    const pathname = decodeSafely(request.url.split('?')[0] ?? '/');
    if (pathname === null) return sendPage(reply, NOT_FOUND_FILE, 404);
    if (path.extname(pathname) !== '') return sendStaticFile(reply, root, pathname);
    if (!hasBuild) return reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found'));
    const kind = classifyPagePath(pathname);
    if (kind === 'prerendered') {
      const normalised = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) as PrerenderedPath;
      return sendPage(reply, prerenderedFileFor(normalised), 200);
    }
    if (kind === 'client') return sendPage(reply, APP_SHELL_FILE, 200);
    return sendPage(reply, NOT_FOUND_FILE, 404);
  });
}

function decodeSafely(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function sendPage(reply: FastifyReply, file: string, status: number) {
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .sendFile(file);
}

function sendStaticFile(reply: FastifyReply, root: string, pathname: string) {
  const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
  const absolute = path.join(root, relative);
  // path.normalize removes `..` segments above the root; this check keeps symlinks and the
  // like from pointing outside the build all the same.
  if (!absolute.startsWith(root + path.sep) || !existsSync(absolute) || relative.startsWith('.')) {
    return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not Found');
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
