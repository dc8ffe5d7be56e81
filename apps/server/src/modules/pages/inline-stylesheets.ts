import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A stylesheet link of the built HTML, as Vite writes it, and the file it names. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * The page template with the build's stylesheets written into it. A linked stylesheet holds back
 * the first paint for one more request after the HTML: on a phone's connection about a quarter
 * of a second, the largest part of the page's time to first paint. Inlined, a page arrives ready
 * to paint. The stylesheet is that of the public pages (12 KB compressed; the admin area's
 * styles load with its code), and a visitor moving between pages keeps the document, so it is
 * sent once per visit. A stylesheet that could end its `<style>` element early stays a link.
 */
export function inlineStylesheets(template: string, webDistDir: string): string {
  return template.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = readFileSync(path.join(webDistDir, file), 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
