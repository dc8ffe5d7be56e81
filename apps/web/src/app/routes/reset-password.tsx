import { Link } from 'wouter';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  return (
    <AuthCard
      title="Choose a new password"
      lead="The link from the mail works once, for one hour. Afterwards you are signed in."
      footer={
        <>
          Link expired? <Link href="/forgot-password">Ask for a new one</Link>
        </>
      }
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
