import { INVOICE_STATUSES, type InvoiceStatus } from '@app/shared/options';

/** What a row's context menu and Actions menu offer, in SPEC.md's order, Duplicate before Delete. */
export type InvoiceAction =
  | { kind: 'pdf' }
  | { kind: 'send' }
  | { kind: 'status'; status: InvoiceStatus }
  | { kind: 'duplicate' }
  | { kind: 'delete' };

export interface InvoiceMenuEntry {
  action: InvoiceAction;
  label: string;
}

export const INVOICE_MENU_ENTRIES: readonly InvoiceMenuEntry[] = [
  { action: { kind: 'pdf' }, label: 'Download PDF' },
  { action: { kind: 'send' }, label: 'Send by e-mail' },
  ...INVOICE_STATUSES.map((status) => ({
    action: { kind: 'status', status } as const,
    label: `Mark as ${status}`,
  })),
  { action: { kind: 'duplicate' }, label: 'Duplicate' },
  { action: { kind: 'delete' }, label: 'Delete' },
];
