import { useTranslate } from '../../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { ACCOUNT_NOTICES, type AccountNoticeKind } from '../account-notices';
import './account-notice.css';

/** The account notice itself: its title and text, with a button that dismisses it. */
export default function AccountNoticeAlert({
  kind,
  onDismiss,
}: {
  kind: AccountNoticeKind;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const translate = useTranslate();
  const notice = translate(ACCOUNT_NOTICES[kind]);
  return (
    <div className="container account-notice-wrap">
      <Alert
        tone="info"
        action={
          <button
            type="button"
            className="account-notice__dismiss"
            aria-label={t`Dismiss`}
            onClick={onDismiss}
          >
            <X aria-hidden="true" size={18} />
          </button>
        }
      >
        <p>
          <strong>{notice.title}</strong> {notice.text}
        </p>
      </Alert>
    </div>
  );
}
