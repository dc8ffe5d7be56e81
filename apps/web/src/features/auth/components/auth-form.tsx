import { useLingui } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';

export interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last attempt failed; shown above the fields instead of `notice`. */
  formError: string | null;
  /** A note above the fields while there is no error. */
  notice?: ReactNode;
  isSubmitting: boolean;
  /** The submit button's text, and its text while the form is being sent. */
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/** The account forms' frame: the error or a notice, the fields and the submit button. */
export function AuthForm({
  onSubmit,
  formError,
  notice = null,
  isSubmitting,
  submitLabel,
  submittingLabel,
  children,
}: AuthFormProps) {
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : notice}
      {children}
      <Button type="submit" size="lg" className="auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}

export interface PasswordFieldProps {
  /** `register('password')`, or the form's other password field. */
  registration: UseFormRegisterReturn;
  /** "Password" unless the form asks for more than one. */
  label?: string;
  error?: string;
  hint?: ReactNode;
  /** `current-password` to sign in, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({
  registration,
  label,
  error,
  hint,
  autoComplete,
}: PasswordFieldProps) {
  const { t } = useLingui();
  return (
    <FormField label={label ?? t`Password`} error={error} hint={hint} required>
      <input className="input" type="password" autoComplete={autoComplete} {...registration} />
    </FormField>
  );
}

export interface EmailFieldProps {
  /** `register('email')`. */
  registration: UseFormRegisterReturn<'email'>;
  error?: string;
}

/** The account's e-mail address, for signing up and asking for a reset link. */
export function EmailField({ registration, error }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <FormField label={t`Email`} error={error} required>
      <input
        className="input"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...registration}
      />
    </FormField>
  );
}
