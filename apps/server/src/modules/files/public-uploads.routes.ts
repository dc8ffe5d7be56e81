import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileRoutes } from '@app/shared/media';
import { STORAGE_KEY_PATTERN, type ByteRange } from './file-storage';
import { mimeForExtension } from './file-types';

const ONE_YEAR_SECONDS = 31_536_000;

/** Parses a single `bytes=` range; 'invalid' when it cannot be served (multiple ranges are not offered). */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

function notFoundText(reply: FastifyReply) {
  return reply
    .status(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send('Not Found');
}

/** The name in a public media url; any other name is answered 404 by the handler. */
const publicFileParams = z.object({
  name: z.string().describe('The stored name, as in a media url'),
});

/**
 * `GET /uploads/<name>`: public media (event images and videos, testimonial photos) under their
 * random names, which never change, so they are cached for a year. Ranges let videos seek.
 * Private files are not in the public store and so can never be reached here.
 */
export default async function publicUploadsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/uploads/:name',
    {
      schema: {
        tags: [fileRoutes.upload.tag],
        summary: 'A public media file (event images and videos, testimonial photos)',
        params: publicFileParams,
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const mime = STORAGE_KEY_PATTERN.test(name)
        ? mimeForExtension(name.slice(name.lastIndexOf('.')))
        : null;
      if (!mime) return notFoundText(reply);
      const location = { visibility: 'public' as const, key: name };
      const size = await app.fileStorage.size(location);
      if (size === null) return notFoundText(reply);

      const etag = `"${name}"`;
      reply
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();

      const range = parseRange(request.headers.range, size);
      if (range === 'invalid')
        return reply.status(416).header('content-range', `bytes */${size}`).send();
      const stream = await app.fileStorage.read(location, range ?? undefined);
      if (!stream) return notFoundText(reply);
      if (range) {
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      }
      return reply
        .type(mime)
        .header('content-length', range ? range.end - range.start + 1 : size)
        .send(stream);
    },
  );
}
