import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '@app/shared/auth';
import { requestPasswordReset } from '../api/password';
import { serverMessage } from '../auth-errors';
import { AuthForm, EmailField } from './auth-form';
import { SERVER_UNREACHABLE_MESSAGE } from './login-form';
import { useAuthSubmit } from './use-auth-submit';

/** The same words whether or not the address has an account: the page must not tell. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for that address, we sent a link to reset the password.';

/** The e-mail address to send a reset link to; afterwards, the neutral confirmation. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const submit = useAuthSubmit(form, {
    send: async (values) => {
      await requestPasswordReset(values.email);
      setSent(true);
    },
    explain: (error) => serverMessage(error, SERVER_UNREACHABLE_MESSAGE),
    fields: ['email'],
  });
  const { errors } = form.formState;

  if (sent) {
    return (
      <p className="auth-form__notice" role="status">
        {RESET_LINK_SENT_MESSAGE}
      </p>
    );
  }
  return (
    <AuthForm {...submit} submitLabel="Send reset link" submittingLabel="Sending...">
      <EmailField registration={form.register('email')} error={errors.email?.message} />
    </AuthForm>
  );
}
