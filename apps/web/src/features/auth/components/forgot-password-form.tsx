import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '@app/shared/auth';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/password';
import { AuthForm } from './auth-form';
import { SERVER_UNREACHABLE_MESSAGE } from './login-form';

/** The same words whether or not the address has an account: the page must not tell. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that address, we sent a link to reset the password.';

function forgotErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500 && error.message) return error.message;
  return SERVER_UNREACHABLE_MESSAGE;
}

/** The e-mail address to send a reset link to; afterwards, the neutral confirmation. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestPasswordReset(values.email);
      setSent(true);
    } catch (error) {
      setFormError(forgotErrorMessage(error));
      const fieldError = error instanceof ApiRequestError ? error.fieldErrors.email : undefined;
      if (fieldError) setError('email', { message: fieldError });
    }
  });

  if (sent) {
    return (
      <p className="auth-form__notice" role="status">
        {RESET_LINK_SENT_MESSAGE}
      </p>
    );
  }
  return (
    <AuthForm
      onSubmit={onSubmit}
      formError={formError}
      isSubmitting={isSubmitting}
      submitLabel="Send reset link"
      submittingLabel="Sending..."
    >
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
    </AuthForm>
  );
}
