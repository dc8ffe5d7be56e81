// Must run before any schema is built: see the module.
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale, localeOfPath } from '@app/shared/locale';
import { App } from './app/app';
import { readEmbeddedSiteContent } from './content/site-content';
import { createI18n, loadMessages } from './i18n/i18n';
import './styles/global.css';

// The server wrote the page's language on <html>; only that language's messages are loaded.
const pageLanguage = document.documentElement.lang;
const locale = isLocale(pageLanguage) ? pageLanguage : localeOfPath(window.location.pathname);
const i18n = createI18n(locale, await loadMessages(locale));

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App content={readEmbeddedSiteContent(document)} i18n={i18n} />
  </StrictMode>
);
// Public pages arrive rendered by the server and are hydrated; sign-in and admin pages render
// from scratch.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
