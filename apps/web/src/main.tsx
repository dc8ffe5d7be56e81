import type { I18n } from '@lingui/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale, localeOfPath, pathWithoutLocale } from '@app/shared/locale';
import { App } from './app/app';
import { loadPageModule, pageModuleFor } from './app/routes';
import { readEmbeddedSiteContent } from './content/site-content';
import { createBrowserI18n, loadCatalog } from './i18n/i18n';
import './styles/global.css';

// The server wrote the page's language on <html>; only that language's messages are loaded.
const pageLanguage = document.documentElement.lang;
const locale = isLocale(pageLanguage) ? pageLanguage : localeOfPath(window.location.pathname);

/**
 * Renders once the page's messages are in. A promise rather than a top-level await: with an await
 * at the top of the entry, the bundler splits every module it shares with the pages into chunks
 * of their own, a dozen more requests for the first page.
 */
function start(i18n: I18n): void {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App content={readEmbeddedSiteContent(document)} i18n={i18n} />
    </StrictMode>
  );
  // Public pages arrive rendered by the server and are hydrated; sign-in and admin pages render
  // from scratch. Hydrating as a transition lets React yield to the browser every few
  // milliseconds instead of holding the main thread for the whole page (a phone's first input
  // waited for it); the page is already visible, so nothing shows later for it.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// The site's messages, the page's and its module, all at once and before the first render, so
// that it matches the server's.
const i18n = createBrowserI18n(locale);
const page = pageModuleFor(pathWithoutLocale(window.location.pathname));
void Promise.all([
  loadCatalog(i18n, 'site'),
  page.catalog && loadCatalog(i18n, page.catalog),
  page.module && loadPageModule(page.module),
]).then(() => start(i18n));
