import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Sign up`}
      lead={t`Create an account. An administrator gives staff access to the back office.`}
      footer={
        <>
          <Trans>
            Already have an account? <Link href="/login">Log in</Link>
          </Trans>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
