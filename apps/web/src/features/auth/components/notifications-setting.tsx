import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { updateAccountSettings } from '../api/password';
import { SERVER_UNREACHABLE_MESSAGE } from './login-form';

export const NOTIFICATIONS_LABEL = 'E-mail me about new applications, messages and sign-ups';

export interface NotificationsSettingProps {
  /** The stored setting, as /api/users/me answered it. */
  initial: boolean;
}

/**
 * The switch for the mails staff get about new applications, messages and (Admins) sign-ups. It
 * saves at once; on failure it returns to the stored value and says why.
 */
export function NotificationsSetting({ initial }: NotificationsSettingProps) {
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const toggle = async (next: boolean) => {
    setOn(next);
    setSaving(true);
    setError(null);
    setSaved(null);
    try {
      const user = await updateAccountSettings({ notifications: next });
      setOn(user.notifications);
      setSaved(user.notifications ? 'Notification mails are on.' : 'Notification mails are off.');
    } catch (failure) {
      setOn(!next);
      setError(
        failure instanceof ApiRequestError && failure.status < 500 && failure.message
          ? failure.message
          : SERVER_UNREACHABLE_MESSAGE,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="account-setting">
      <label className="account-setting__switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={saving}
          aria-describedby="notifications-hint"
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{NOTIFICATIONS_LABEL}</span>
      </label>
      <p id="notifications-hint" className="form-field__hint">
        One mail for each new job application and contact message; Admins also hear of new sign-ups.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p className="visually-hidden" role="status">
        {saved}
      </p>
    </div>
  );
}
