import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, FileDown, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@app/shared/messages';
import { INVOICE_STATUSES, type InvoiceStatus } from '@app/shared/options';
import { Button, buttonClass } from '../../../components/ui/button';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { describeError } from '../../../lib/describe-error';
import { useBulkInvoiceAction } from '../api/bulk-invoice-action';
import type { Invoice } from '../api/invoice-types';
import {
  INVOICE_MESSAGES,
  confirmDeleteInvoicesMessage,
  invoicesDeletedMessage,
  statusChangedMessage,
} from '../invoice-messages';

export interface InvoiceBulkBarProps {
  selected: Invoice[];
  onClearSelection: () => void;
  /** Downloads one PDF; the bar calls it for each selected invoice in turn. */
  downloadPdf: (invoice: Invoice) => Promise<void>;
}

/** Actions on the selected rows: one status for all, delete all (one confirmation), their PDFs. */
export function InvoiceBulkBar({ selected, onClearSelection, downloadPdf }: InvoiceBulkBarProps) {
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
            <DropdownMenu.Content className="row-menu" align="start" sideOffset={4}>
              {INVOICE_STATUSES.map((status) => (
                <DropdownMenu.Item
                  key={status}
                  className="row-menu__item"
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
