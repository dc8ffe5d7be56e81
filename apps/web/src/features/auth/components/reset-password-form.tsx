import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { resetPasswordSchema } from '@app/shared/auth';
import { canUseAdminArea } from '@app/shared/options';
import { ADMIN_BASE_PATH } from '@app/shared/site-routes';
import { Alert } from '../../../components/ui/alert';
import { accountNoticePath } from '../account-notices';
import { resetPassword } from '../api/password';
import { serverMessage } from '../auth-errors';
import { AuthForm } from './auth-form';
import { SERVER_UNREACHABLE_MESSAGE } from './login-form';
import { NewPasswordFields } from './new-password-fields';
import { useAuthSubmit } from './use-auth-submit';

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
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code, password: '', passwordConfirmation: '' },
  });
  const submit = useAuthSubmit(form, {
    send: async (values) => {
      const user = await resetPassword(values);
      navigate(
        canUseAdminArea(user.role) ? ADMIN_BASE_PATH : accountNoticePath('pending-approval'),
      );
    },
    explain: resetErrorMessage,
    fields: FIELDS,
  });
  const { errors } = form.formState;

  if (!code) {
    return (
      <Alert tone="error">
        {LINK_INCOMPLETE_MESSAGE} <Link href="/forgot-password">Ask for a new link</Link>
      </Alert>
    );
  }
  return (
    <AuthForm {...submit} submitLabel="Set new password" submittingLabel="Saving...">
      <NewPasswordFields register={form.register} errors={errors} />
      {submit.formError === LINK_NOT_VALID_MESSAGE ? (
        <p className="auth-form__aside">
          <Link href="/forgot-password">Ask for a new link</Link>
        </p>
      ) : null}
    </AuthForm>
  );
}
