import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  LOCALES,
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
  type Locale,
} from '@app/shared/locale';
import {
  SITE_CONTENT_ELEMENT_ID,
  type PageRenderer,
  type SiteContent,
} from '@app/shared/site-content';
import { COOKIE_CHOICE_SCRIPT } from '@app/shared/session-keys';
import { classifyPagePath } from '@app/shared/site-routes';
import { App } from './app/app';
import { jobPostingFor } from './content/job-posting';
import { metaForPath } from './content/page-meta';
import { allMessages } from './i18n/all-messages';
import { createI18n } from './i18n/i18n';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON inside a `<script>` element: `<` escaped, so no text in it (a job's title, say) can close
 * the element; JSON.parse reads `\u003c` back as `<`.
 */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * React moves a large Suspense boundary's content to the end of the HTML and puts it in place
 * with an inline script, which the Content-Security-Policy blocks. With no chunk-size limit the
 * content stays in place, visible before any script runs.
 */
const KEEP_CONTENT_IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/** The server renders in both languages; the browser loads only its page's catalogs. */
const MESSAGES = { en: allMessages('en'), de: allMessages('de') };

/** A fresh catalog holder per page, as pages of both languages may render at the same time. */
const i18nFor = (pathname: string): I18n => {
  const locale = localeOfPath(pathname);
  return createI18n(locale, MESSAGES[locale]);
};

/**
 * The page's versions in every language for search engines (`hreflang`), English as the default
 * for languages the site lacks; only with the site's address, since they must be absolute.
 */
const alternateLinks = (pathname: string, publicUrl: string) => {
  const page = pathWithoutLocale(pathname);
  const link = (language: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${language}" href="${escapeHtml(new URL(localizedPath(page, locale), publicUrl).toString())}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', 'en')];
};

/**
 * Renders one public page to HTML on the server, from the content staff keep in the database,
 * waiting for every lazy page; the browser then hydrates it. `publicUrl`, when the server knows
 * where the site lives, adds canonical and Open Graph URLs. `head` also carries a job page's
 * JobPosting structured data.
 */
async function renderPage(
  pathname: string,
  content: SiteContent,
  publicUrl?: string,
): Promise<{ html: string; head: string }> {
  const i18n = i18nFor(pathname);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={pathname} content={content} i18n={i18n} />
    </StrictMode>,
    KEEP_CONTENT_IN_PLACE,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough()))
    chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');

  const meta = metaForPath(pathname, content, i18n);
  const url = publicUrl ? new URL(pathname, publicUrl).toString() : null;
  const image = publicUrl ? new URL(meta.image, publicUrl).toString() : meta.image;
  const jobPosting = jobPostingFor(pathWithoutLocale(pathname), content, publicUrl);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(content.company.tradingName)}" />`,
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
    ...(publicUrl && classifyPagePath(pathname) !== 'not-found'
      ? alternateLinks(pathname, publicUrl)
      : []),
    ...(jobPosting
      ? [`<script type="application/ld+json">${scriptJson(jobPosting)}</script>`]
      : []),
  ].join('\n    ');
  return { html, head };
}

/** The page's content for the browser, which hydrates with exactly what the server rendered. */
const contentScript = (content: SiteContent) =>
  `<script type="application/json" id="${SITE_CONTENT_ELEMENT_ID}">${scriptJson(content)}</script>`;

/** The template with the page's language, head (after the cookie-choice marker) and body. */
const fill = (template: string, pathname: string, head: string, html: string) =>
  template
    .replace('<html lang="en">', () => `<html lang="${localeOfPath(pathname)}">`)
    .replace('<!--app-head-->', () => `<script>${COOKIE_CHOICE_SCRIPT}</script>\n    ${head}`)
    .replace('<!--app-html-->', () => html);

/** What the server calls: a public page's whole document, and the shell of client-only pages. */
export const pageRenderer: PageRenderer = {
  async renderPageDocument(template, pathname, content, publicUrl) {
    const page = await renderPage(pathname, content, publicUrl);
    return fill(template, pathname, `${page.head}\n    ${contentScript(content)}`, page.html);
  },
  // Sign-in, account and admin pages render in the browser: the shell carries no page content.
  renderShellDocument(template, content, pathname) {
    const title = i18nFor(pathname)._(msg`Loading…`);
    const head = `<title>${title}</title>\n    <meta name="robots" content="noindex" />`;
    return fill(template, pathname, `${head}\n    ${contentScript(content)}`, '');
  },
};
