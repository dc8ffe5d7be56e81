import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@app/shared/auth';
import { Alert } from '../../../components/ui/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { changePassword } from '../api/password';
import { serverMessage } from '../auth-errors';
import { AuthForm, PasswordField } from './auth-form';
import { SERVER_UNREACHABLE_MESSAGE } from './login-form';
import { NewPasswordFields } from './new-password-fields';
import { useAuthSubmit } from './use-auth-submit';

/** The server's answer to a wrong current password (Strapi's wording). */
const WRONG_CURRENT_PASSWORD = 'The provided current password is invalid';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Other devices signed in to this account have been signed out.';

const FIELDS: readonly (keyof ChangePasswordInput)[] = [
  'currentPassword',
  'password',
  'passwordConfirmation',
];
const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Current password, new password and its confirmation; the session continues with the new token. */
export function ChangePasswordForm() {
  const [changed, setChanged] = useState(false);
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const submit = useAuthSubmit(form, {
    send: async (values) => {
      setChanged(false);
      try {
        await changePassword(values);
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.message === WRONG_CURRENT_PASSWORD)) {
          throw error;
        }
        // On the field it is about, where the user will correct it.
        form.setError(
          'currentPassword',
          { message: 'The current password is not correct.' },
          { shouldFocus: true },
        );
        return;
      }
      form.reset(EMPTY);
      setChanged(true);
    },
    explain: (error) => serverMessage(error, SERVER_UNREACHABLE_MESSAGE),
    fields: FIELDS,
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      {...submit}
      notice={changed ? <Alert tone="success">{PASSWORD_CHANGED_MESSAGE}</Alert> : null}
      submitLabel="Change password"
      submittingLabel="Saving..."
    >
      <PasswordField
        label="Current password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
        autoComplete="current-password"
      />
      <NewPasswordFields register={form.register} errors={errors} />
    </AuthForm>
  );
}
