import { toast } from 'sonner';
import { formatTimestamp } from '@app/shared/display-format';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm';
import { describeError } from '../../../lib/describe-error';
import { useResendMail } from '../api/resend-mail';
import type { OutboxMail } from '../api/get-outbox';
import { recipientSummary } from '../outbox-labels';

/**
 * Sends a mail again. A mail the server already accepted would reach its recipient twice, so that
 * is confirmed first; the server's refusal (no mail server configured) is shown in its words.
 */
export function ResendButton({ mail }: { mail: OutboxMail }) {
  const confirm = useConfirm();
  const resend = useResendMail();
  const { state, sentAt } = mail.attributes;
  const recipient = recipientSummary(mail.attributes);

  async function run() {
    if (
      state === 'sent' &&
      !(await confirm({
        title: `Send this mail to ${recipient} again?`,
        message: `It was sent on ${formatTimestamp(sentAt, { withTime: true })}; ${recipient} will receive it twice.`,
        confirmLabel: 'Send again',
      }))
    )
      return;
    try {
      await resend.mutateAsync(mail.id);
      toast.success(`The mail to ${recipient} is queued to be sent.`);
    } catch (error) {
      toast.error(`Failed to resend the mail to ${recipient}.`, {
        description: describeError(error),
      });
    }
  }

  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Resend the mail to ${recipient}: ${mail.attributes.subject}`}
      disabled={resend.isPending}
      onClick={() => void run()}
    >
      Resend
    </Button>
  );
}
