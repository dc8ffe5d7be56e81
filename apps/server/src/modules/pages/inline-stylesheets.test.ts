import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

describe('inlineStylesheets', () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'inline-stylesheets-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

  const template = (href: string) =>
    [
      '<head>',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      `<link rel="stylesheet" crossorigin href="${href}">`,
      '</head>',
    ].join('\n');

  it("writes the build's stylesheet into the page, and leaves every other tag as it was", () => {
    const css = '@font-face{src:url(/assets/inter.woff2)}body{margin:0}';
    writeFileSync(path.join(webDistDir, 'assets/index-a.css'), css);
    const page = inlineStylesheets(template('/assets/index-a.css'), webDistDir);
    expect(page).toContain(`<style>${css}</style>`);
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('keeps the link of a stylesheet that would close its <style> element early', () => {
    writeFileSync(path.join(webDistDir, 'assets/index-b.css'), 'a::after{content:"</style>"}');
    const page = inlineStylesheets(template('/assets/index-b.css'), webDistDir);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-b.css">');
    expect(page).not.toContain('<style>');
  });
});
