import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A miniature web build with the files the real one has. */
function makeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'about'));
  writeFileSync(path.join(dir, 'index.html'), '<h1>Home page</h1>');
  writeFileSync(path.join(dir, 'about', 'index.html'), '<h1>About page</h1>');
  writeFileSync(path.join(dir, 'app.html'), '<div id="root"></div>');
  writeFileSync(path.join(dir, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.warn("app");'.repeat(200));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return dir;
}

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: makeWebBuild() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves prerendered pages as HTML that is never cached', async () => {
    for (const [url, text] of [
      ['/', 'Home page'],
      ['/about', 'About page'],
      ['/about/', 'About page'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(text);
    }
  });

  it('serves the app shell for sign-in and every admin path', async () => {
    for (const url of ['/login', '/signup', '/manage', '/manage/invoices/new']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers an unknown page with the not-found page and status 404', async () => {
    const response = await t.app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
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
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers unknown API paths with JSON in the error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });

  it('sends strict security headers and a request id', async () => {
    const response = await t.app.inject({ url: '/' });
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
