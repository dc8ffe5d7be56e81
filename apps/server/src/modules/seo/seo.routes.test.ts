import { PUBLIC_PAGE_PATHS } from '@app/shared/site-routes';
import { describe, expect, it } from 'vitest';
import { testServerSuite } from '../../../test/test-suite';

describe('robots.txt and sitemap.xml', () => {
  const suite = testServerSuite();
  const withPublicUrl = testServerSuite({ env: { PUBLIC_URL: 'https://www.example.com' } });

  it('keeps crawlers out of sign-in, the admin area and the API, and points to the sitemap', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'site.test:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/manage', '/login', '/signup', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines.at(-1)).toBe('Sitemap: http://site.test:3000/sitemap.xml');
  });

  it('lists every public page in English and German under the address the request came to', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'site.test:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = PUBLIC_PAGE_PATHS.flatMap((path) => [
      `http://site.test:3000${path}`,
      `http://site.test:3000${path === '/' ? '/de' : `/de${path}`}`,
    ]);
    expect(locations.slice(0, pages.length)).toEqual(pages);
    // The six initial jobs, each with its own page in both languages.
    const jobPages = locations.slice(pages.length);
    expect(jobPages).toHaveLength(12);
    expect(jobPages).toContain('http://site.test:3000/career/frontend-developer');
    expect(jobPages).toContain('http://site.test:3000/de/career/frontend-developer');
    expect(response.body).not.toMatch(/manage|login|signup/);
  });

  it('uses PUBLIC_URL when it is set, whatever the Host header says', async () => {
    const headers = { host: 'internal:8080' };
    const robots = await withPublicUrl.t.app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://www.example.com/sitemap.xml');
    const sitemap = await withPublicUrl.t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers,
    });
    expect(sitemap.body).toContain('<loc>https://www.example.com/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.example.com/career</loc>');
    expect(sitemap.body).not.toContain('internal');
  });

  it('refuses a Host header that is not a host name, in the error format', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.test/<script>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: null,
      error: { status: 400, message: 'Invalid Host header' },
    });
  });
});
