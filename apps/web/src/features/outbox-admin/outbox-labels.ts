import { recipientsOf, type MailKind, type OutboxState } from '@app/shared/outbox';
import type { BadgeTone } from '../../components/ui/badge';

/** A mail's state as the Outbox shows it. */
export const STATE_LABELS: Record<OutboxState, string> = {
  held: 'Held',
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

export const STATE_TONES: Record<OutboxState, BadgeTone> = {
  held: 'warning',
  pending: 'info',
  sent: 'success',
  failed: 'danger',
};

/** Why a mail was written, in words. */
export const KIND_LABELS: Record<MailKind, string> = {
  'application-to-staff': 'New application',
  'application-confirmation': 'Application received',
  'contact-to-staff': 'New message',
  'contact-confirmation': 'Message received',
  'signup-to-admins': 'New account',
  'account-approved': 'Account approved',
  'password-reset': 'Password reset',
  invoice: 'Invoice',
};

/** Shown while mails are kept because the server has no mail server to send them to. */
export const NO_MAIL_SERVER_NOTICE =
  'No mail server is configured (SMTP_URL): mails are kept here and can be sent once one is.';

/** Who a mail goes to, in short: its address, or the first of several and how many more. */
export function recipientSummary(recipient: string): string {
  const [first, ...others] = recipientsOf(recipient);
  if (others.length === 0) return recipient;
  return `${first} and ${others.length} ${others.length === 1 ? 'other' : 'others'}`;
}
