import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  classifyPagePath,
  prerenderedFileFor,
  type PrerenderedPath,
} from '@app/shared/site-routes';
import { errorBody } from '../http/errors';
import { createHtmlPageCache, preferredEncoding, type CachedPage } from './html-page-cache';

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
  const pages = createHtmlPageCache(root);
  const sendPage = (request: FastifyRequest, reply: FastifyReply, file: string, status: number) => {
    const page = pages(file);
    if (!page) return reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found'));
    return sendHtml(request, reply, page, status);
  };

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
    handler: (_request, reply) =>
      reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found')),
  });

  app.get('/*', (request, reply) => {
    const pathname = decodeSafely(request.url.split('?')[0] ?? '/');
    if (pathname === null) return sendPage(request, reply, NOT_FOUND_FILE, 404);
    if (path.extname(pathname) !== '') return sendStaticFile(reply, root, pathname);
    if (!hasBuild) return reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found'));
    const kind = classifyPagePath(pathname);
    if (kind === 'prerendered') {
      const normalised = (
        pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
      ) as PrerenderedPath;
      return sendPage(request, reply, prerenderedFileFor(normalised), 200);
    }
    if (kind === 'client') return sendPage(request, reply, APP_SHELL_FILE, 200);
    return sendPage(request, reply, NOT_FOUND_FILE, 404);
  });
}

function decodeSafely(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** An HTML page from memory, in the encoding the client prefers; 304 when its copy is current. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, page: CachedPage, status: number) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (status === 200 && request.headers['if-none-match'] === page.etag)
    return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(status).type('text/html; charset=utf-8').send(page.bodies[encoding]);
}

function sendStaticFile(reply: FastifyReply, root: string, pathname: string) {
  const relative = path.normalize(pathname).replace(/^([/\\])+/, '');
  const absolute = path.join(root, relative);
  // path.normalize removes `..` segments above the root; this check keeps symlinks and the
  // like from pointing outside the build all the same.
  if (!absolute.startsWith(root + path.sep) || !existsSync(absolute) || relative.startsWith('.')) {
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
