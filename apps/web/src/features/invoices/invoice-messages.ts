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
