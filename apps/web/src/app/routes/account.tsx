import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { MeResponse } from '@app/shared/auth';
import { canUseAdminArea } from '@app/shared/options';
import { Alert } from '../../components/ui/alert';
import { getCurrentUser } from '../../features/auth/api/get-current-user';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { SERVER_UNREACHABLE_MESSAGE } from '../../features/auth/components/login-form';
import { NotificationsSetting } from '../../features/auth/components/notifications-setting';
import '../../features/auth/components/auth.css';
import { useSession } from '../../lib/session';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; user: MeResponse };

/**
 * The signed-in user's own account, for every role: the password and, for Staff and Admins (the
 * only ones mailed about new applications, messages and sign-ups), the notification mails.
 */
export default function AccountPage() {
  const session = useSession();
  // A new token of the same user (after a password change) needs no new read: only signing in does.
  const signedIn = session !== null;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getCurrentUser(controller.signal)
      .then((user) => setLoaded({ state: 'ready', user }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [signedIn]);

  return (
    <section className="auth-page" aria-labelledby="account-title">
      <div className="auth-card account-card">
        <h1 id="account-title" className="auth-card__title">
          Your account
        </h1>
        {!session ? (
          <p className="auth-card__lead">
            <Link href="/login">Log in</Link> to change your password or your settings.
          </p>
        ) : loaded.state === 'loading' ? (
          <p className="auth-card__lead" role="status">
            Loading your account...
          </p>
        ) : loaded.state === 'failed' ? (
          <Alert tone="error">{SERVER_UNREACHABLE_MESSAGE}</Alert>
        ) : (
          <>
            <p className="auth-card__lead">
              Signed in as {loaded.user.username} ({loaded.user.email}).
            </p>
            <h2 className="account-card__heading">Change password</h2>
            <ChangePasswordForm />
            {canUseAdminArea(loaded.user.role?.name) ? (
              <>
                <h2 className="account-card__heading">Notifications</h2>
                <NotificationsSetting initial={loaded.user.notifications} />
              </>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
