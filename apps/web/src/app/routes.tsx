import { lazy, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useDocumentMeta } from '../content/page-meta';
import type { PageCatalog } from '../i18n/catalog-sources';
import { usePageCatalog } from '../i18n/i18n';

/** The page modules (`routes/*.tsx`), each its own chunk: a visitor downloads only the page shown. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
]);

interface PageRoute {
  /** The path without the language's prefix; `:name` stands for one segment. */
  path: string;
  /** Its module in `routes/`. */
  module: string;
  /** The catalog of its texts, besides the site's. */
  catalog: PageCatalog;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', module: 'home', catalog: 'home' },
  { path: '/about', module: 'about', catalog: 'about' },
  { path: '/events', module: 'events', catalog: 'events' },
  { path: '/career', module: 'career', catalog: 'career' },
  { path: '/career/:slug', module: 'job', catalog: 'career' },
  { path: '/contact', module: 'contact', catalog: 'contact' },
  { path: '/apply', module: 'apply', catalog: 'apply' },
  { path: '/imprint', module: 'imprint', catalog: 'legal' },
  { path: '/privacy', module: 'privacy', catalog: 'legal' },
  // The sign-in form's texts are in the account's catalog; the account and password pages, and
  // the admin area, show it too.
  { path: '/login', module: 'login', catalog: 'account' },
  { path: '/signup', module: 'signup', catalog: 'account' },
  { path: '/forgot-password', module: 'forgot-password', catalog: 'account' },
  { path: '/reset-password', module: 'reset-password', catalog: 'account' },
  { path: '/account', module: 'account', catalog: 'account' },
];

const ADMIN_PATH = '/manage';
/** The not-found page's texts are in the site's catalog. */
const NOT_FOUND_MODULE = 'not-found';

/** A page's module, loading: the entry starts it with the page's catalogs, before hydrating. */
export const loadPageModule = (module: string) => PAGE_MODULES[`./routes/${module}.tsx`]!();

const pageComponent = (module: string) => lazy(() => loadPageModule(module));

const ROUTE_PAGES = PAGE_ROUTES.map((route) => ({ ...route, Page: pageComponent(route.module) }));
const NotFoundPage = pageComponent(NOT_FOUND_MODULE);
// The admin area (and everything it needs) is a separate chunk that public pages never load.
const AdminArea = lazy(() => import('../features/admin/admin-area'));

const matches = (pattern: string, path: string) => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every(
      (part, index) => part === actual[index] || (part.startsWith(':') && actual[index]),
    )
  );
};

/**
 * The module and catalog of the page at a path (without the language's prefix): what the browser
 * loads before it hydrates.
 */
export function pageModuleFor(path: string): { module?: string; catalog?: PageCatalog } {
  if (path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`)) return { catalog: 'account' };
  return PAGE_ROUTES.find((route) => matches(route.path, path)) ?? { module: NOT_FOUND_MODULE };
}

/** The page at the location, once its texts are in, with its title. */
export function AppRoutes() {
  const [location] = useLocation();
  usePageCatalog(pageModuleFor(location).catalog);
  useDocumentMeta(location);
  return (
    <Switch>
      {ROUTE_PAGES.map(({ path, Page }) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route path={ADMIN_PATH} nest>
        <AdminArea />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
