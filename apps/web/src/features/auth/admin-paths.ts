import { ADMIN_BASE_PATH } from '@app/shared/site-routes';

/** The query key that carries where to go back to after signing in. */
export const NEXT_PARAM = 'next';
/** The query flag the login page reads to explain why the user is back there. */
export const SESSION_EXPIRED_PARAM = 'reason';
export const SESSION_EXPIRED_VALUE = 'expired';

/**
 * Where to go after signing in: the admin page the user came from, or the admin area's start.
 * Only paths inside the admin area are accepted, so a crafted link cannot send anyone elsewhere.
 */
export function adminReturnPath(next: string | null | undefined): string {
  if (next && new RegExp(`^${ADMIN_BASE_PATH}(?:[/?#]|$)`).test(next) && !next.includes('//'))
    return next;
  return ADMIN_BASE_PATH;
}

/** The login page's address, remembering the admin page to come back to. */
export function loginPathFor(returnTo: string, options: { expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.expired) params.set(SESSION_EXPIRED_PARAM, SESSION_EXPIRED_VALUE);
  if (returnTo !== ADMIN_BASE_PATH) params.set(NEXT_PARAM, returnTo);
  const search = params.toString();
  return search ? `/login?${search}` : '/login';
}
