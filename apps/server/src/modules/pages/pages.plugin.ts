import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer, SiteContent } from '@app/shared/site-content';
import { jobPagePath } from '@app/shared/site-content';
import { localeOfPath, localizedPath, pathWithoutLocale } from '@app/shared/locale';
import { classifyPagePath, normalisePagePath } from '@app/shared/site-routes';
import { errorBody } from '../../http/errors';
import { sendHtml, toCachedPage, type CachedPage } from '../../plugins/html-page';
import { sendStaticFile } from '../../plugins/web-app';
import { inlineStylesheets } from './inline-stylesheets';
import { createClearableCache } from '../../plugins/clearable-cache';
import { loadCultureContent, loadHomeContent, loadSiteContent } from './site-content.loader';

export interface PagesOptions {
  webDistDir: string;
  /** The web app's server entry; by default the one the web build writes beside `webDistDir`. */
  loadPageRenderer?: () => Promise<PageRenderer>;
}

interface RenderedPage {
  status: 200 | 404;
  page: CachedPage;
}

/** The cache keys of each language's not-found page and shell of client-only pages. */
const NOT_FOUND_KEY = ' not-found';
const SHELL_KEY = ' shell';
/** What the not-found page renders as: a path no route has. */
const NOT_FOUND_PATH = '/__not-found__';

const rendererInBuild = (webDistDir: string) => async () => {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const module = (await import(pathToFileURL(entry).href)) as { pageRenderer: PageRenderer };
  return module.pageRenderer;
};

/**
 * Every HTML page: public pages rendered on the server from the database's content (company
 * settings, open jobs, the Culture page's events and testimonials, the home page's clients,
 * client testimonials and key figures) with the web app's own components, the shell of
 * client-only pages, and the not-found page with status 404; files of the web build by their path. Rendered pages are kept in memory and dropped when the content
 * they show changes, so a change shows on the next request.
 */
export default async function pages(app: FastifyInstance, options: PagesOptions) {
  const templateFile = path.join(options.webDistDir, 'index.html');
  const hasBuild = existsSync(templateFile);
  if (!hasBuild)
    app.log.warn({ webDistDir: options.webDistDir }, 'web build not found: only the API is served');

  const loadRenderer = options.loadPageRenderer ?? rendererInBuild(options.webDistDir);
  let renderer: Promise<{ renderer: PageRenderer; template: string }> | undefined;
  // Loaded on the first page request, not at start-up: the API is ready sooner.
  const rendering = () =>
    (renderer ??= loadRenderer().then((loaded) => ({
      renderer: loaded,
      template: inlineStylesheets(readFileSync(templateFile, 'utf8'), options.webDistDir),
    })));

  const contents = createClearableCache<SiteContent>();
  const rendered = createClearableCache<RenderedPage>();
  app.siteContent.onChange(() => {
    contents.clear();
    rendered.clear();
  });
  const siteContent = () => contents.get('site', () => loadSiteContent(app));
  const publicUrl = app.config.PUBLIC_URL;

  const renderPage = (key: string, pathname: string, status: 200 | 404) =>
    rendered.get(key, async () => {
      const { renderer: pageRenderer, template } = await rendering();
      const content = await siteContent();
      const page = pathWithoutLocale(pathname);
      const culture = page === '/events' ? await loadCultureContent(app) : undefined;
      const home = page === '/' ? await loadHomeContent(app) : undefined;
      const html = await pageRenderer.renderPageDocument(
        template,
        pathname,
        { ...content, ...(culture && { culture }), ...(home && { home }) },
        publicUrl,
      );
      return { status, page: toCachedPage(html) };
    });

  const renderShell = (pathname: string) =>
    rendered.get(`${SHELL_KEY} ${localeOfPath(pathname)}`, async () => {
      const { renderer: pageRenderer, template } = await rendering();
      const html = pageRenderer.renderShellDocument(template, await siteContent(), pathname);
      return { status: 200, page: toCachedPage(html) };
    });

  /** The page at a path, or the not-found page in the path's language. */
  async function pageFor(pathname: string): Promise<RenderedPage> {
    const normalised = normalisePagePath(pathname);
    const kind = classifyPagePath(normalised);
    if (kind === 'client') return renderShell(normalised);
    if (kind === 'public') return renderPage(normalised, normalised, 200);
    if (kind === 'job') {
      const { jobs } = await siteContent();
      const page = pathWithoutLocale(normalised);
      if (jobs.some((job) => jobPagePath(job.attributes.slug) === page))
        return renderPage(normalised, normalised, 200);
    }
    const locale = localeOfPath(normalised);
    return renderPage(`${NOT_FOUND_KEY} ${locale}`, localizedPath(NOT_FOUND_PATH, locale), 404);
  }

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeSafely(request.url.split('?')[0] ?? '/');
    if (pathname !== null && path.extname(pathname) !== '')
      return sendStaticFile(reply, options.webDistDir, pathname);
    if (!hasBuild) return reply.status(404).send(errorBody(404, 'NotFoundError', 'Not Found'));
    const { status, page } = await pageFor(pathname ?? NOT_FOUND_PATH);
    return sendHtml(request, reply, page, status);
  });
}

function decodeSafely(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
