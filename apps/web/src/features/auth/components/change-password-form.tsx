import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@app/shared/auth';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { changePassword } from '../api/password';
import { AuthForm } from './auth-form';
import { SERVER_UNREACHABLE_MESSAGE } from './login-form';
import { NewPasswordFields } from './new-password-fields';

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
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setChanged(false);
    try {
      await changePassword(values);
      reset(EMPTY);
      setChanged(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.message === WRONG_CURRENT_PASSWORD) {
        // On the field it is about, where the user will correct it.
        setError(
          'currentPassword',
          { message: 'The current password is not correct.' },
          { shouldFocus: true },
        );
        return;
      }
      setFormError(
        error instanceof ApiRequestError && error.status < 500 && error.message
          ? error.message
          : SERVER_UNREACHABLE_MESSAGE,
      );
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as keyof ChangePasswordInput, { message });
        }
      }
    }
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      formError={formError}
      notice={changed ? <Alert tone="success">{PASSWORD_CHANGED_MESSAGE}</Alert> : null}
      isSubmitting={isSubmitting}
      submitLabel="Change password"
      submittingLabel="Saving..."
    >
      <FormField label="Current password" error={errors.currentPassword?.message} required>
        <input
          className="input"
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
      </FormField>
      <NewPasswordFields register={register} errors={errors} />
    </AuthForm>
  );
}
