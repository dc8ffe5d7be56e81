/**
 * The web app's routes, shared so that the server knows which paths are pages
 * (answered 200 with HTML) and which are unknown (answered 404 with the not-found page).
 */

/** Public pages served as prerendered HTML. */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/events',
  '/career',
  '/contact',
  '/apply',
  '/imprint',
  '/privacy',
] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/**
 * Pages rendered only in the browser (sign-in, password recovery, the account and the admin
 * area); robots.txt keeps crawlers out of them.
 */
export const CLIENT_ONLY_PATHS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/account',
  '/manage',
] as const;

/** Where the admin area lives; every path below it is a page too. */
export const ADMIN_BASE_PATH = '/manage';

export type PageKind = 'prerendered' | 'client' | 'not-found';

/** Classifies a request path (without query) as one of the app's pages. */
export function classifyPagePath(pathname: string): PageKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((PRERENDERED_PATHS as readonly string[]).includes(path)) return 'prerendered';
  if ((CLIENT_ONLY_PATHS as readonly string[]).includes(path)) return 'client';
  if (path.startsWith(`${ADMIN_BASE_PATH}/`)) return 'client';
  return 'not-found';
}

/** The file, relative to the web build, that holds a prerendered page. */
export function prerenderedFileFor(path: PrerenderedPath): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

export const APP_SHELL_FILE = 'app.html';
export const NOT_FOUND_FILE = '404.html';
