import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, FileDown, Mail, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@app/shared/messages';
import { INVOICE_STATUSES, type InvoiceStatus } from '@app/shared/options';
import { Button, buttonClass } from '../../../components/ui/button';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { useConfirm } from '../../../components/ui/confirm';
import { describeError } from '../../../lib/describe-error';
import { useBulkInvoiceAction } from '../api/bulk-invoice-action';
import type { Invoice } from '../api/invoice-types';
import {
  INVOICE_MESSAGES,
  confirmDeleteInvoicesMessage,
  confirmSendInvoicesMessage,
  invoicesDeletedMessage,
  invoicesSentMessage,
  invoicesSkippedMessage,
  statusChangedMessage,
} from '../invoice-messages';

export interface InvoiceBulkBarProps {
  selected: Invoice[];
  onClearSelection: () => void;
  /** Downloads one PDF; the bar calls it for each selected invoice in turn. */
  downloadPdf: (invoice: Invoice) => Promise<void>;
}

/**
 * Actions on the selected rows: one status for all, mail them to their customers and delete all
 * (one confirmation each), their PDFs.
 */
export function InvoiceBulkBar({ selected, onClearSelection, downloadPdf }: InvoiceBulkBarProps) {
  const confirm = useConfirm();
  const confirmDelete = useConfirmedDelete();
  const bulk = useBulkInvoiceAction();
  const [downloading, setDownloading] = useState(false);
  const ids = selected.map((invoice) => invoice.id);
  const busy = bulk.isPending || downloading;

  const setStatus = (status: InvoiceStatus) =>
    bulk.mutate(
      { action: 'status', ids, status },
      {
        onSuccess: ({ data }) => {
          toast.success(statusChangedMessage(data.count, status));
          onClearSelection();
        },
        onError: (error) =>
          toast.error(INVOICE_MESSAGES.statusFailed, { description: describeError(error) }),
      },
    );

  /**
   * One request mails every selected invoice that has an address; the server answers which it
   * skipped, so an address removed meanwhile is told too.
   */
  const sendAll = async () => {
    const recipients = selected.flatMap((invoice) =>
      invoice.attributes.customer_email ? [invoice.attributes.customer_email] : [],
    );
    if (recipients.length === 0) {
      toast.error(INVOICE_MESSAGES.noneWithAddress);
      return;
    }
    const confirmed = await confirm({
      title: 'Send invoices by e-mail',
      message: confirmSendInvoicesMessage(recipients, selected.length - recipients.length),
      confirmLabel: 'Send',
    });
    if (!confirmed) return;
    try {
      const { data } = await bulk.mutateAsync({ action: 'send', ids });
      const skipped = data.skipped?.length ?? 0;
      if (data.count === 0) {
        toast.error(INVOICE_MESSAGES.noneWithAddress);
        return;
      }
      toast.success(
        invoicesSentMessage(data.count),
        skipped > 0 ? { description: invoicesSkippedMessage(skipped) } : undefined,
      );
      onClearSelection();
    } catch (error) {
      toast.error(INVOICE_MESSAGES.sendFailed, { description: describeError(error) });
    }
  };

  const remove = async () => {
    const deleted = await confirmDelete({
      title: 'Delete invoices',
      message:
        ids.length === 1 ? MESSAGES.confirmDeleteInvoice : confirmDeleteInvoicesMessage(ids.length),
      remove: () => bulk.mutateAsync({ action: 'delete', ids }),
      deleted: ({ data }) => invoicesDeletedMessage(data.count),
      failed: INVOICE_MESSAGES.deleteFailed,
    });
    if (deleted) onClearSelection();
  };

  const downloadAll = async () => {
    setDownloading(true);
    try {
      // One after another: browsers refuse a burst of simultaneous downloads.
      for (const invoice of selected) await downloadPdf(invoice);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="bulk-bar" role="region" aria-label="Selected invoices">
      <p className="bulk-bar__count" aria-live="polite">
        <strong>{selected.length}</strong> selected
      </p>
      <div className="bulk-bar__actions">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className={buttonClass('secondary', 'sm')} disabled={busy}>
            Change status
            <ChevronDown aria-hidden="true" size={16} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="data-table-menu" align="start" sideOffset={4}>
              {INVOICE_STATUSES.map((status) => (
                <DropdownMenu.Item
                  key={status}
                  className="data-table-menu__item"
                  onSelect={() => setStatus(status)}
                >
                  Mark as {status}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <Button variant="secondary" size="sm" onClick={() => void downloadAll()} disabled={busy}>
          <FileDown aria-hidden="true" size={16} />
          {downloading ? 'Downloading...' : 'Download PDFs'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void sendAll()} disabled={busy}>
          <Mail aria-hidden="true" size={16} />
          Send by e-mail
        </Button>
        <Button variant="danger" size="sm" onClick={() => void remove()} disabled={busy}>
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </Button>
        <Button variant="ghost" size="sm" onClick={onClearSelection}>
          <X aria-hidden="true" size={16} />
          Clear selection
        </Button>
      </div>
    </div>
  );
}
