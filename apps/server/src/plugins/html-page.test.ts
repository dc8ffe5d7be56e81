import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, toCachedPage } from './html-page';

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

describe('toCachedPage', () => {
  const html =
    '<!doctype html><h1>Home page</h1>' + '<p>Software for Lahore and Berlin.</p>'.repeat(200);

  it('holds the page in every encoding, the compressed ones much smaller', () => {
    const page = toCachedPage(html);
    expect(page.bodies.identity.toString()).toBe(html);
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(html);
    expect(page.bodies.br.length).toBeLessThan(html.length / 10);
  });

  it('gives the same bytes the same weak validator and other bytes another', () => {
    expect(toCachedPage(html).etag).toMatch(/^W\/".{27}"$/);
    expect(toCachedPage(html).etag).toBe(toCachedPage(html).etag);
    expect(toCachedPage(`${html} `).etag).not.toBe(toCachedPage(html).etag);
  });
});
