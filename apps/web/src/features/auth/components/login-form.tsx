import { useLocale } from '../../../i18n/i18n';
import { localizeValidationMessage } from '@app/shared/validation-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { loginSchema } from '@app/shared/auth';
import { MESSAGES } from '@app/shared/messages';
import { canUseAdminArea } from '@app/shared/options';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { accountNoticePath } from '../account-notices';
import {
  adminReturnPath,
  NEXT_PARAM,
  SESSION_EXPIRED_PARAM,
  SESSION_EXPIRED_VALUE,
} from '../admin-paths';
import { logIn } from '../api/log-in';
import { AuthForm, PasswordField } from './auth-form';
import { useAuthSubmit } from './use-auth-submit';

export const SERVER_UNREACHABLE_MESSAGE = 'The server could not be reached. Please try again.';

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    // Too many attempts: say so, rather than blaming the password.
    if (error.status === 429) return error.message;
    if (error.status < 500) return MESSAGES.loginFailed;
  }
  return SERVER_UNREACHABLE_MESSAGE;
}

/**
 * Email-or-username and password. Staff and Admins continue to the admin area (or the admin page
 * they came from); a Registered account goes home with a note that it awaits approval.
 */
export function LoginForm() {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const locale = useLocale();
  const params = new URLSearchParams(useSearch());
  const expired = params.get(SESSION_EXPIRED_PARAM) === SESSION_EXPIRED_VALUE;
  const returnTo = adminReturnPath(params.get(NEXT_PARAM));
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const submit = useAuthSubmit(form, {
    send: async (values) => {
      const user = await logIn(values);
      // The admin area is outside the page's language.
      navigate(canUseAdminArea(user.role) ? `~${returnTo}` : accountNoticePath('pending-approval'));
    },
    explain: (error) => localizeValidationMessage(loginErrorMessage(error), locale),
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      {...submit}
      notice={
        expired ? (
          <p className="auth-form__notice" role="status">
            <Trans>Your session has expired. Please log in again.</Trans>
          </p>
        ) : null
      }
      submitLabel={t`Log in`}
      submittingLabel={t`Logging in...`}
    >
      <FormField label={t`Email or username`} error={errors.identifier?.message} required>
        <input
          className="input"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('identifier')}
        />
      </FormField>
      <PasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
    </AuthForm>
  );
}
