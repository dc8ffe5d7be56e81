import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { testServerSuite } from '../../test/test-suite';

/** A miniature web build: its static files (the pages are tested in modules/pages). */
function makeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.warn("app");'.repeat(200));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return dir;
}

describe('serving the web app', () => {
  const suite = testServerSuite({ env: { WEB_DIST_DIR: makeWebBuild() } });

  it('serves other files for an hour', async () => {
    const response = await suite.t.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await suite.t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('never serves files outside the build', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/../../secrets.json',
      '/.env',
      // The template pages are rendered into is not a page.
      '/index.html',
    ]) {
      const response = await suite.t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers unknown API paths with JSON in the error shape', async () => {
    const response = await suite.t.app.inject({ method: 'POST', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });

  it('answers pages with JSON when there is no web build', async () => {
    const response = await suite.t.app.inject({ url: '/about' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.name).toBe('NotFoundError');
  });

  it('sends strict security headers and a request id', async () => {
    const response = await suite.t.app.inject({ url: '/favicon.svg' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('behind HTTPS', () => {
  it('sends HSTS when configured', async () => {
    const t = await createTestApp({ HSTS: '1' });
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    await t.close();
  });
});
