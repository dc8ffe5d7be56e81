import { useLocale } from '../../../i18n/i18n';
import { localizeValidationMessage } from '@app/shared/validation-messages';
import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { registerSchema, type RegisterInput } from '@app/shared/auth';
import { MESSAGES } from '@app/shared/messages';
import { FormField } from '../../../components/ui/form-field';
import { accountNoticePath } from '../account-notices';
import { serverMessage } from '../auth-errors';
import { signUp } from '../api/sign-up';
import { AuthForm, EmailField, PasswordField } from './auth-form';
import { useAuthSubmit } from './use-auth-submit';

const FIELDS: readonly (keyof RegisterInput)[] = ['username', 'email', 'password'];

/** Full name, email and password; on success the token is kept and the user goes home. */
export function SignupForm() {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const locale = useLocale();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  const submit = useAuthSubmit(form, {
    send: async (values) => {
      await signUp(values);
      navigate(accountNoticePath('account-created'));
    },
    // The server's message when it gave one (e.g. the email is taken), else SPEC.md's fallback.
    explain: (error) =>
      localizeValidationMessage(serverMessage(error, MESSAGES.signupFailed), locale),
    fields: FIELDS,
  });
  const { errors } = form.formState;

  return (
    <AuthForm {...submit} submitLabel={t`Sign up`} submittingLabel={t`Submitting...`}>
      <FormField label={t`Full name`} error={errors.username?.message} required>
        <input className="input" type="text" autoComplete="name" {...form.register('username')} />
      </FormField>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
