import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** An HTML page held in memory in every encoding a browser may ask for. */
export interface CachedPage {
  /** A weak validator: the same for every encoding of the same bytes. */
  etag: string;
  bodies: Record<PageEncoding, Buffer>;
}

/**
 * Compresses a rendered page once, in the slowest, smallest settings: a page is rendered once
 * per change of the content it shows and then sent from memory many times (compressing on
 * every request cost more than everything else its answer does).
 */
export function toCachedPage(html: string): CachedPage {
  const bytes = Buffer.from(html, 'utf8');
  return {
    etag: `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    bodies: {
      identity: bytes,
      br: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    },
  };
}

/** The best encoding the client accepts (`br`, then `gzip`), by its Accept-Encoding header. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * Sends a page from memory in the encoding the client prefers, never cached by the browser
 * without asking (the content changes when staff change it); 304 when the client's copy is current.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  status: number,
) {
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
