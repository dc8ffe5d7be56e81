// Must run before any schema is built: see the module.
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readEmbeddedSiteContent } from './content/site-content';
import './styles/global.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App content={readEmbeddedSiteContent(document)} />
  </StrictMode>
);
// Public pages arrive rendered by the server and are hydrated; sign-in and admin pages render
// from scratch.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
