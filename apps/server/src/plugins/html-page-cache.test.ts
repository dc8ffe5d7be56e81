import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preferredEncoding } from './html-page-cache';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.8')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('HTML pages served from memory', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-pages-'));
  const home =
    '<!doctype html><h1>Home page</h1>' + '<p>Software for Lahore and Berlin.</p>'.repeat(200);
  let t: TestApp;

  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), home);
    writeFileSync(path.join(webDist, 'app.html'), '<div id="root"></div>');
    writeFileSync(path.join(webDist, '404.html'), '<h1>Page not found</h1>');
    t = await createTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string> = {}) => t.app.inject({ url: '/', headers });

  it('sends the page compressed as the browser asks, compressed once and kept', async () => {
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(home);
    expect(br.rawPayload.length).toBeLessThan(home.length / 10);

    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(home);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(home);
  });

  it('answers 304 when the browser already has the page', async () => {
    const first = await get();
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it('serves a new build of the page as soon as its file changes', async () => {
    const before = (await get()).headers['etag'];
    const rebuilt = '<!doctype html><h1>New home page</h1>';
    writeFileSync(path.join(webDist, 'index.html'), rebuilt);
    // A new modification time even when the rewrite lands in the same clock tick.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(webDist, 'index.html'), later, later);
    const after = await get({ 'accept-encoding': 'br' });
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe(rebuilt);
    expect(after.headers['etag']).not.toBe(before);
  });

  it('answers a missing page file with a JSON 404 rather than an error', async () => {
    rmSync(path.join(webDist, '404.html'));
    const response = await t.app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
    });
  });
});
