import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { FormField } from '../../../components/ui/form-field';

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
      <FormField
        label="New password"
        error={fieldErrors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      >
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          {...registerField('password')}
        />
      </FormField>
      <FormField
        label="Confirm new password"
        error={fieldErrors.passwordConfirmation?.message}
        required
      >
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          {...registerField('passwordConfirmation')}
        />
      </FormField>
    </>
  );
}
