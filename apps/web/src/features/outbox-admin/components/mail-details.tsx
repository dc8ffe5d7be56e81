import { formatTimestamp } from '@app/shared/display-format';
import type { OutboxMail } from '../api/get-outbox';
import { AUDIENCE_LABELS } from '../outbox-labels';

/** The expanded part of a row: the plain text as sent, and what the mail server answered. */
export function MailDetails({ mail }: { mail: OutboxMail }) {
  const a = mail.attributes;
  return (
    <div className="outbox-details">
      <dl className="outbox-details__facts">
        <div>
          <dt>To</dt>
          <dd>{a.recipient ?? (a.audience ? AUDIENCE_LABELS[a.audience] : null)}</dd>
        </div>
        {a.replyTo ? (
          <div>
            <dt>Reply to</dt>
            <dd>{a.replyTo}</dd>
          </div>
        ) : null}
        {a.state === 'pending' && a.nextAttemptAt ? (
          <div>
            <dt>Next attempt</dt>
            <dd>{formatTimestamp(a.nextAttemptAt, { withTime: true })}</dd>
          </div>
        ) : null}
        <div>
          <dt>Server’s answer</dt>
          <dd className="outbox-details__answer">{a.serverResponse ?? 'None yet'}</dd>
        </div>
        {a.lastError ? (
          <div>
            <dt>Last error</dt>
            <dd className="outbox-details__answer">{a.lastError}</dd>
          </div>
        ) : null}
      </dl>
      <div className="outbox-details__text">
        <h3>Text</h3>
        <pre>{a.text}</pre>
      </div>
    </div>
  );
}
