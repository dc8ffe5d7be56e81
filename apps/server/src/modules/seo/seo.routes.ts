import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jobPagePath } from '@app/shared/site-content';
import { CLIENT_ONLY_PATHS, PUBLIC_PAGE_PATHS } from '@app/shared/site-routes';
import { badRequest } from '../../http/errors';
import { listPublishedJobs } from '../jobs/jobs.repository';

/** Paths crawlers should leave alone: sign-in, the admin area and the API. */
const ROBOTS_DISALLOWED_PATHS = [...CLIENT_ONLY_PATHS, '/api'];

const ONE_HOUR_SECONDS = 3600;
/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST_PATTERN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (the public pages and every published job's page). Absolute URLs use `PUBLIC_URL` when it is set, else
 * the address the request came to.
 */
export default async function seoRoutes(app: FastifyInstance) {
  const siteUrl = (request: FastifyRequest, path: string): string => {
    if (app.config.PUBLIC_URL) return new URL(path, app.config.PUBLIC_URL).toString();
    if (!HOST_PATTERN.test(request.host)) throw badRequest('Invalid Host header');
    return new URL(path, `${request.protocol}://${request.host}`).toString();
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${siteUrl(request, '/sitemap.xml')}`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_HOUR_SECONDS}`)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const jobs = await listPublishedJobs(app.db);
    const urls = [
      ...PUBLIC_PAGE_PATHS.map(
        (path) => `  <url><loc>${escapeXml(siteUrl(request, path))}</loc></url>`,
      ),
      ...jobs.map(
        ({ attributes: job }) =>
          `  <url><loc>${escapeXml(siteUrl(request, jobPagePath(job.slug)))}</loc><lastmod>${job.updatedAt.slice(0, 10)}</lastmod></url>`,
      ),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_HOUR_SECONDS}`)
      .send(`${xml}\n`);
  });
}
