import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { resetPasswordSchema } from '@app/shared/auth';
import { canUseAdminArea } from '@app/shared/options';
import { ADMIN_BASE_PATH } from '@app/shared/site-routes';
import { Alert } from '../../../components/ui/alert';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { accountNoticePath } from '../account-notices';
import { resetPassword } from '../api/password';
import { serverMessage } from '../auth-errors';
import { AuthForm } from './auth-form';
import { SERVER_UNREACHABLE_MESSAGE } from './login-form';
import { NewPasswordFields } from './new-password-fields';

/** The server's answer to a wrong, used or expired code. */
const INCORRECT_CODE = 'Incorrect code provided';
export const LINK_NOT_VALID_MESSAGE =
  'This link is not valid any more: it was already used, has expired, or a newer one was sent.';
export const LINK_INCOMPLETE_MESSAGE =
  'This link is incomplete. Open the link from the mail again.';

const FIELDS = ['password', 'passwordConfirmation'] as const;

function resetErrorMessage(error: unknown): string {
  const message = serverMessage(error, SERVER_UNREACHABLE_MESSAGE);
  return message === INCORRECT_CODE ? LINK_NOT_VALID_MESSAGE : message;
}

/**
 * A new password for the code in the link (`?code=`). On success the user is signed in and goes
 * where signing in takes them: Staff and Admins to the admin area, others home with a note.
 */
export function ResetPasswordForm() {
  const [, navigate] = useLocation();
  const code = new URLSearchParams(useSearch()).get('code') ?? '';
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code, password: '', passwordConfirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await resetPassword(values);
      navigate(
        canUseAdminArea(user.role) ? ADMIN_BASE_PATH : accountNoticePath('pending-approval'),
      );
    } catch (error) {
      setFormError(resetErrorMessage(error));
      applyServerFieldErrors(error, FIELDS, setError, { focus: false });
    }
  });

  if (!code) {
    return (
      <Alert tone="error">
        {LINK_INCOMPLETE_MESSAGE} <Link href="/forgot-password">Ask for a new link</Link>
      </Alert>
    );
  }
  return (
    <AuthForm
      onSubmit={onSubmit}
      formError={formError}
      isSubmitting={isSubmitting}
      submitLabel="Set new password"
      submittingLabel="Saving..."
    >
      <NewPasswordFields register={register} errors={errors} />
      {formError === LINK_NOT_VALID_MESSAGE ? (
        <p className="auth-form__aside">
          <Link href="/forgot-password">Ask for a new link</Link>
        </p>
      ) : null}
    </AuthForm>
  );
}
