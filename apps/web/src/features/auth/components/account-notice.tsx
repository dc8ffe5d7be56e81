import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ACCOUNT_NOTICE_PARAM, ACCOUNT_NOTICES, type AccountNoticeKind } from '../account-notices';

// Loaded when there is a notice to show: every page mounts this, few visitors ever see one.
const AccountNoticeAlert = lazy(() => import('./account-notice-alert'));

const subscribeToNothing = () => () => {};

/** False while prerendering and hydrating, true afterwards, so prerendered markup always matches. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function isNoticeKind(value: string | null): value is AccountNoticeKind {
  return value !== null && Object.hasOwn(ACCOUNT_NOTICES, value);
}

/**
 * A note about the signed-in account, shown when the address carries `?notice=...` (set after
 * signing up, or after signing in with an account that has no staff access yet).
 * Mounted once by the app, outside the admin area; dismissing it removes the flag.
 */
export function AccountNotice() {
  const hydrated = useHydrated();
  const [pathname, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const kind = params.get(ACCOUNT_NOTICE_PARAM);
  if (!hydrated || !isNoticeKind(kind)) return null;

  const dismiss = () => {
    params.delete(ACCOUNT_NOTICE_PARAM);
    const rest = params.toString();
    navigate(rest ? `${pathname}?${rest}` : pathname, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <AccountNoticeAlert kind={kind} onDismiss={dismiss} />
    </Suspense>
  );
}
