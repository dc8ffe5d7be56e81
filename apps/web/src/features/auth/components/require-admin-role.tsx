import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { canUseAdminArea } from '@app/shared/options';
import { ADMIN_BASE_PATH } from '@app/shared/site-routes';
import { Button } from '../../../components/ui/button';
import { SESSION_EXPIRED_EVENT } from '../../../lib/api-client';
import { saveSession, useSession, type SessionUser } from '../../../lib/session';
import { accountNoticePath } from '../account-notices';
import { loginPathFor } from '../admin-paths';
import { getCurrentUser, toSessionUser } from '../api/get-current-user';
import './require-admin-role.css';

const AdminUserContext = createContext<SessionUser | null>(null);

/** The signed-in user inside the admin area, with the role the server confirmed. */
export function useAdminUser(): SessionUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser() is used outside RequireAdminRole');
  return user;
}

export const CHECKING_ACCESS_MESSAGE = 'Checking your access…';
export const ACCESS_CHECK_FAILED_MESSAGE = 'Your access could not be checked. Please try again.';

function sameUser(a: SessionUser | null, b: SessionUser): boolean {
  return (
    a !== null &&
    a.id === b.id &&
    a.username === b.username &&
    a.email === b.email &&
    a.role === b.role
  );
}

/**
 * Lets only Staff and Admins into its children (the admin area, mounted under `/manage`).
 * Without a token: to /login (remembering the page). The stored role is only a hint: the server
 * is asked who the token belongs to, and a user without staff access goes to / with a note.
 * When any call is answered 401, the session is gone: back to /login, saying why.
 */
export function RequireAdminRole({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const returnTo = `${ADMIN_BASE_PATH}${location === '/' ? '' : location}${search ? `?${search}` : ''}`;
  const token = session?.token ?? null;

  useEffect(() => {
    const onExpired = () =>
      navigate(`~${loginPathFor(returnTo, { expired: true })}`, { replace: true });
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, returnTo]);

  const me = useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  const confirmed = useMemo(() => (me.data ? toSessionUser(me.data) : null), [me.data]);

  useEffect(() => {
    // Keep the stored profile (the header's Admin link reads it) in line with the server.
    if (
      token &&
      confirmed &&
      canUseAdminArea(confirmed.role) &&
      !sameUser(session?.user ?? null, confirmed)
    ) {
      saveSession(token, confirmed);
    }
  }, [token, confirmed, session]);

  if (token === null) return <Redirect to={`~${loginPathFor(returnTo)}`} replace />;
  if (confirmed) {
    if (!canUseAdminArea(confirmed.role))
      return <Redirect to={`~${accountNoticePath('pending-approval')}`} replace />;
    return <AdminUserContext.Provider value={confirmed}>{children}</AdminUserContext.Provider>;
  }
  if (me.isError) {
    return (
      <div className="access-check" role="alert">
        <p>{ACCESS_CHECK_FAILED_MESSAGE}</p>
        <Button variant="secondary" onClick={() => void me.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <div className="access-check" role="status">
      <span className="access-check__spinner" aria-hidden="true" />
      <p>{CHECKING_ACCESS_MESSAGE}</p>
    </div>
  );
}
