import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { PAGES } from './app/routes';
import { metaForPath } from './content/page-meta';
import { company } from './content/site';

export {
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  PRERENDERED_PATHS,
  prerenderedFileFor,
} from '@app/shared/site-routes';

/** A path no page matches, rendered as the not-found page. */
export const NOT_FOUND_SAMPLE_PATH = '/__not-found__';

export function hasPage(pathname: string): boolean {
  return pathname in PAGES;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * React moves a large Suspense boundary's content to the end of the HTML and puts it in place
 * with an inline script, which the Content-Security-Policy blocks. With no chunk-size limit the
 * content stays in place, visible before any script runs.
 */
const KEEP_CONTENT_IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/**
 * Renders one path to HTML for the build, waiting for every lazy page; the browser then hydrates
 * it. `publicUrl`, when the build knows where the site will live, adds canonical and Open Graph URLs.
 */
export async function render(
  pathname: string,
  publicUrl?: string,
): Promise<{ html: string; head: string }> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={pathname} />
    </StrictMode>,
    KEEP_CONTENT_IN_PLACE,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough()))
    chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');

  const meta = metaForPath(pathname);
  const url = publicUrl ? new URL(pathname, publicUrl).toString() : null;
  const image = publicUrl ? new URL(meta.image, publicUrl).toString() : meta.image;
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(url
      ? [
          `<link rel="canonical" href="${escapeHtml(url)}" />`,
          `<meta property="og:url" content="${escapeHtml(url)}" />`,
        ]
      : []),
  ].join('\n    ');
  return { html, head };
}
