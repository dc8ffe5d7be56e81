import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Log in`}
      lead={t`Sign in to the back office.`}
      footer={
        <>
          <Trans>
            No account yet? <Link href="/signup">Sign up</Link>
          </Trans>
        </>
      }
    >
      <LoginForm />
      <p className="auth-card__links">
        {/* Password recovery is in English only. */}
        <Link href="~/forgot-password">
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
