import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jobPagePath } from '@app/shared/site-content';
import { LOCALES, localizedPath } from '@app/shared/locale';
import { CLIENT_ONLY_PATHS, PUBLIC_PAGE_PATHS } from '@app/shared/site-routes';
import { badRequest } from '../../http/errors';
import { listPublishedJobs } from '../jobs/jobs.repository';

/** Paths crawlers should leave alone: sign-in, the admin area and the API. */
const ROBOTS_DISALLOWED_PATHS = [
  ...LOCALES.flatMap((locale) => CLIENT_ONLY_PATHS.map((path) => localizedPath(path, locale))),
  '/api',
];

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
 * `GET /robots.txt` and `GET /sitemap.xml` (the public pages and every published job's page, in
 * English and German, each entry naming its other language as an alternate). Absolute URLs use
 * `PUBLIC_URL` when it is set, else the address the request came to.
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
    const alternates = (path: string) =>
      [
        ...LOCALES.map((locale) => [locale, localizedPath(path, locale)] as const),
        ['x-default', path] as const,
      ]
        .map(
          ([language, href]) =>
            `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteUrl(request, href))}"/>`,
        )
        .join('');
    const entries = (path: string, lastmod = '') =>
      LOCALES.map(
        (locale) =>
          `  <url><loc>${escapeXml(siteUrl(request, localizedPath(path, locale)))}</loc>${lastmod}${alternates(path)}</url>`,
      );
    const urls = [
      ...PUBLIC_PAGE_PATHS.flatMap((path) => entries(path)),
      ...jobs.flatMap(({ attributes: job }) =>
        entries(jobPagePath(job.slug), `<lastmod>${job.updatedAt.slice(0, 10)}</lastmod>`),
      ),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_HOUR_SECONDS}`)
      .send(`${xml}\n`);
  });
}
