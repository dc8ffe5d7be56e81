/**
 * The web app's routes, shared so that the server knows which paths are pages (answered 200 with
 * HTML) and which are unknown (answered 404 with the not-found page). Every public page, job page
 * and the sign-in and sign-up pages exist in German too, under `/de` (`locale.ts`).
 */
import { localeOfPath, pathWithoutLocale } from './locale';

/** Public pages of a fixed path, rendered on the server with the content staff keep. */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/events',
  '/career',
  '/contact',
  '/apply',
  '/imprint',
  '/privacy',
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

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

/**
 * The client-only pages that have a German version; password recovery, the account and the admin
 * area are English.
 */
const TRANSLATED_CLIENT_PATHS: readonly string[] = ['/login', '/signup'];

/** Where the admin area lives; every path below it is a page too. */
export const ADMIN_BASE_PATH = '/manage';

/** `/career/{slug}`: a page when a published job has that slug. */
const JOB_PAGE_PATTERN = /^\/career\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `public`: a page of a fixed path; `job`: a job's page, if a published job has its slug;
 * `client`: rendered in the browser; `not-found`: no page.
 */
export type PageKind = 'public' | 'job' | 'client' | 'not-found';

/** A request path (without query) without its trailing slashes. */
export const normalisePagePath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * Classifies a request path (without query) as one of the app's pages, in either language:
 * `/de/about` is a public page, `/de/manage` is not a page.
 */
export function classifyPagePath(pathname: string): PageKind {
  const localePath = normalisePagePath(pathname);
  const path = pathWithoutLocale(localePath);
  if ((PUBLIC_PAGE_PATHS as readonly string[]).includes(path)) return 'public';
  if (JOB_PAGE_PATTERN.test(path)) return 'job';
  if (localeOfPath(localePath) !== 'en')
    return TRANSLATED_CLIENT_PATHS.includes(path) ? 'client' : 'not-found';
  if ((CLIENT_ONLY_PATHS as readonly string[]).includes(path)) return 'client';
  if (path.startsWith(`${ADMIN_BASE_PATH}/`)) return 'client';
  return 'not-found';
}
