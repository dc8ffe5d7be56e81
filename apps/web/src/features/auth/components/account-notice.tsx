import { useTranslate } from '../../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { ACCOUNT_NOTICE_PARAM, ACCOUNT_NOTICES, type AccountNoticeKind } from '../account-notices';
import './account-notice.css';

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
  const { t } = useLingui();
  const translate = useTranslate();
  const [pathname, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const kind = params.get(ACCOUNT_NOTICE_PARAM);
  if (!hydrated || !isNoticeKind(kind)) return null;

  const notice = translate(ACCOUNT_NOTICES[kind]);
  const dismiss = () => {
    params.delete(ACCOUNT_NOTICE_PARAM);
    const rest = params.toString();
    navigate(rest ? `${pathname}?${rest}` : pathname, { replace: true });
  };
  return (
    <div className="container account-notice-wrap">
      <Alert
        tone="info"
        action={
          <button
            type="button"
            className="account-notice__dismiss"
            aria-label={t`Dismiss`}
            onClick={dismiss}
          >
            <X aria-hidden="true" size={18} />
          </button>
        }
      >
        <p>
          <strong>{notice.title}</strong> {notice.text}
        </p>
      </Alert>
    </div>
  );
}
