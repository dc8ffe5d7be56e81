import { Link } from 'wouter';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupPage() {
  return (
    <AuthCard
      title="Sign up"
      lead="Create an account. An administrator gives staff access to the back office."
      footer={
        <>
          Already have an account? <Link href="/login">Log in</Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
