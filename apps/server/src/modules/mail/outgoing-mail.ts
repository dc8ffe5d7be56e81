import type { MailAudience, MailKind } from '@app/shared/outbox';
import type { TemplatedMail } from './mail-templates';

/** Something to attach, described rather than stored: the worker makes it when it sends. */
export interface AttachmentReference {
  kind: 'invoice-pdf';
  invoiceId: number;
  filename: string;
}

/**
 * A mail to write to the outbox: its kind, its recipient (or the audience of a notification to
 * staff, whose addresses are found when it is sent), its content and attachments, and the contact
 * message or application it was written for, with which it is deleted.
 */
export interface OutgoingMail extends TemplatedMail {
  kind: MailKind;
  to: string | { audience: MailAudience };
  replyTo?: string;
  attachments?: AttachmentReference[];
  contactId?: number;
  applicationId?: number;
}
