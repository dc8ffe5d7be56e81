import type { InvoiceStatus } from '@app/shared/options';

/**
 * What the Invoices tab says beyond SPEC.md's own messages (those live in `@app/shared/messages`):
 * SPEC.md leaves these failures silent, DESIGN.md has every failure told.
 */
export const INVOICE_MESSAGES = {
  loadFailed: 'Failed to load invoices.',
  loadServicesFailed: 'Failed to load services.',
  statusFailed: 'Failed to update invoice status.',
  deleteFailed: 'Failed to delete invoice.',
  deleted: 'Invoice deleted.',
  saved: 'Invoice saved.',
  rateFailed: 'Failed to save the EUR rate.',
  sendFailed: 'Failed to send the invoice.',
  duplicateFailed: 'Failed to duplicate the invoice.',
  unlockFailed: 'Failed to unlock the invoice.',
  /** The note over a locked invoice's fields. */
  locked: 'Sent invoices are locked',
  noneWithAddress:
    'None of the selected invoices has a customer e-mail address: add one, then send them.',
} as const;

export function statusChangedMessage(count: number, status: InvoiceStatus): string {
  return count === 1 ? `Invoice marked as ${status}.` : `${count} invoices marked as ${status}.`;
}

export function invoicesDeletedMessage(count: number): string {
  return count === 1 ? INVOICE_MESSAGES.deleted : `${count} invoices deleted.`;
}

export function confirmDeleteInvoicesMessage(count: number): string {
  return `Are you sure you want to delete these ${count} invoices?`;
}

/** The question before an invoice is mailed, naming who receives it. */
export function confirmSendInvoiceMessage(invoiceNumber: string, email: string): string {
  return `Send invoice ${invoiceNumber} to ${email}? The invoice is then marked as Sent.`;
}

export function invoiceSentMessage(invoiceNumber: string, email: string): string {
  return `Invoice ${invoiceNumber} sent to ${email}.`;
}

/** Up to this many recipients are named in the bulk question; the rest are counted. */
const NAMED_RECIPIENTS = 5;

/**
 * The question before the selected invoices are mailed: the addresses they go to, and how many
 * are left out for want of one.
 */
export function confirmSendInvoicesMessage(recipients: readonly string[], skipped: number): string {
  const distinct = [...new Set(recipients)];
  const named = distinct.slice(0, NAMED_RECIPIENTS).join(', ');
  const more = distinct.length - NAMED_RECIPIENTS;
  const to = more > 0 ? `${named} and ${more} more` : named;
  const count = recipients.length === 1 ? '1 invoice' : `${recipients.length} invoices`;
  const left = skipped === 0 ? '' : ` ${withoutAddress(skipped)} and will be skipped.`;
  return `Send ${count} by e-mail to ${to}? They are then marked as Sent.${left}`;
}

const withoutAddress = (count: number) =>
  count === 1
    ? '1 selected invoice has no customer e-mail address'
    : `${count} selected invoices have no customer e-mail address`;

export function invoicesSentMessage(count: number): string {
  return count === 1 ? '1 invoice sent by e-mail.' : `${count} invoices sent by e-mail.`;
}

/** Beneath the notice: the invoices the server skipped, which had no address when sent. */
export function invoicesSkippedMessage(count: number): string {
  return `Skipped: ${withoutAddress(count)}.`;
}

/** After Duplicate: the copy's number, so it can be found in the list. */
export function invoiceDuplicatedMessage(copyNumber: string, sourceNumber: string): string {
  return `Invoice ${copyNumber} created as a Draft copy of ${sourceNumber}.`;
}
