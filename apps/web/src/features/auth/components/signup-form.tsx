import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { registerSchema, type RegisterInput } from '@app/shared/auth';
import { MESSAGES } from '@app/shared/messages';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { accountNoticePath } from '../account-notices';
import { signUp } from '../api/sign-up';
import { AuthForm, PasswordField } from './auth-form';

const FIELDS: readonly (keyof RegisterInput)[] = ['username', 'email', 'password'];

/** The server's message when it gave one (e.g. the email is taken), else SPEC.md's fallback. */
function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.message) return error.message;
  return MESSAGES.signupFailed;
}

/** Full name, email and password; on success the token is kept and the user goes home. */
export function SignupForm() {
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp(values);
      navigate(accountNoticePath('account-created'));
    } catch (error) {
      setFormError(signupErrorMessage(error));
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as keyof RegisterInput, { message });
        }
      }
    }
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      formError={formError}
      isSubmitting={isSubmitting}
      submitLabel="Sign up"
      submittingLabel="Submitting..."
    >
      <FormField label="Full name" error={errors.username?.message} required>
        <input className="input" type="text" autoComplete="name" {...register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} required>
        <input
          className="input"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
      </FormField>
      <PasswordField
        registration={register('password')}
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
