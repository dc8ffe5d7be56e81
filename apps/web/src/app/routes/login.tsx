import { Link } from 'wouter';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginPage() {
  return (
    <AuthCard
      title="Log in"
      lead="Sign in to the back office."
      footer={
        <>
          No account yet? <Link href="/signup">Sign up</Link>
        </>
      }
    >
      <LoginForm />
      <p className="auth-card__links">
        <Link href="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthCard>
  );
}
