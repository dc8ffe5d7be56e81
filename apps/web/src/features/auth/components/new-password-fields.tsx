import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { PasswordField } from './auth-form';

interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

export interface NewPasswordFieldsProps<V extends NewPasswordValues> {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}

/** The new password and its confirmation, for the reset and change forms. */
export function NewPasswordFields<V extends NewPasswordValues>({
  register,
  errors,
}: NewPasswordFieldsProps<V>) {
  // Both forms' values include these two fields; the casts name them for react-hook-form's generics.
  const registerField = register as unknown as UseFormRegister<NewPasswordValues>;
  const fieldErrors = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordField
        label="New password"
        registration={registerField('password')}
        error={fieldErrors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
      />
      <PasswordField
        label="Confirm new password"
        registration={registerField('passwordConfirmation')}
        error={fieldErrors.passwordConfirmation?.message}
        autoComplete="new-password"
      />
    </>
  );
}
