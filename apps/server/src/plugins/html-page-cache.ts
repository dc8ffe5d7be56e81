import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  /** A weak validator: the same for every encoding of the same bytes. */
  etag: string;
  bodies: Record<PageEncoding, Buffer>;
}

interface Entry extends CachedPage {
  mtimeMs: number;
  size: number;
}

function compressAll(html: Buffer): Record<PageEncoding, Buffer> {
  return {
    identity: html,
    // Compressed once per build, so the slowest, smallest settings are worth it.
    br: brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/**
 * The web app's HTML pages (a dozen files of a few KB), read and compressed once and then served
 * from memory: compressing a prerendered page on every request cost more than everything else
 * its answer does. A page whose file changes (a new build) is read again.
 */
export function createHtmlPageCache(root: string) {
  const pages = new Map<string, Entry>();
  /** The page in `file` (relative to `root`); undefined when there is no such file. */
  return (file: string): CachedPage | undefined => {
    const absolute = path.join(root, file);
    const stat = statSync(absolute, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const { mtimeMs, size } = stat;
    const cached = pages.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached;
    const html = readFileSync(absolute);
    const entry: Entry = {
      mtimeMs,
      size,
      etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      bodies: compressAll(html),
    };
    pages.set(file, entry);
    return entry;
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
