import {
  recipientsOf,
  type MailAudience,
  type MailKind,
  type OutboxAttributes,
  type OutboxState,
} from '@app/shared/outbox';
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

/** Who a notification goes to before it is sent, when its addresses are found. */
export const AUDIENCE_LABELS: Record<MailAudience, string> = {
  staff: 'Staff with notifications on',
  admins: 'Admins with notifications on',
};

/**
 * Who a mail goes to, in short: its address, or the first of several and how many more; a
 * notification not yet sent, its audience.
 */
export function recipientSummary({
  recipient,
  audience,
}: Pick<OutboxAttributes, 'recipient' | 'audience'>): string {
  if (recipient === null) return audience ? AUDIENCE_LABELS[audience] : '';
  const [first, ...others] = recipientsOf(recipient);
  if (others.length === 0) return recipient;
  return `${first} and ${others.length} ${others.length === 1 ? 'other' : 'others'}`;
}
