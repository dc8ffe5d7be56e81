import { useCallback, type ReactNode } from 'react';
import { toast } from 'sonner';
import { NO_CUSTOMER_EMAIL_MESSAGE } from '@app/shared/invoice';
import { MESSAGES } from '@app/shared/messages';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { useConfirm } from '../../../components/ui/confirm';
import { describeError } from '../../../lib/describe-error';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useDuplicateInvoice } from '../api/duplicate-invoice';
import type { Invoice } from '../api/invoice-types';
import { useSendInvoice } from '../api/send-invoice';
import { useUpdateInvoiceStatus } from '../api/update-invoice-status';
import type { InvoiceAction } from '../invoice-actions';
import {
  INVOICE_MESSAGES,
  confirmSendInvoiceMessage,
  invoiceDuplicatedMessage,
  invoiceSentMessage,
  statusChangedMessage,
} from '../invoice-messages';
import { useInvoicePdf } from './use-invoice-pdf';

export interface InvoiceActions {
  run: (action: InvoiceAction, invoice: Invoice) => Promise<void>;
  /** Download one invoice's PDF (also used by the bulk bar, one after another). */
  downloadPdf: (invoice: Invoice) => Promise<void>;
  /** Render once: the dialog asking for an EUR rate when the server has none. */
  rateDialog: ReactNode;
}

/**
 * What a row's menus do: download the PDF, mail it to the customer after confirmation, set a
 * status, duplicate it (a toast names the copy's number), or delete after confirmation.
 */
export function useInvoiceActions(): InvoiceActions {
  const confirm = useConfirm();
  const confirmDelete = useConfirmedDelete();
  const { mutateAsync: sendInvoice } = useSendInvoice();
  const pdf = useInvoicePdf();
  const { mutate: updateStatus } = useUpdateInvoiceStatus();
  const { mutateAsync: deleteInvoice } = useDeleteInvoice();
  const { mutateAsync: duplicateInvoice } = useDuplicateInvoice();
  const { download, withRate } = pdf;

  const run = useCallback(
    async (action: InvoiceAction, invoice: Invoice) => {
      if (action.kind === 'pdf') return download(invoice);
      if (action.kind === 'send') {
        const { invoice_number: number, customer_email: email } = invoice.attributes;
        if (!email) {
          toast.error(NO_CUSTOMER_EMAIL_MESSAGE);
          return;
        }
        const confirmed = await confirm({
          title: 'Send invoice by e-mail',
          message: confirmSendInvoiceMessage(number, email),
          confirmLabel: 'Send',
        });
        if (!confirmed) return;
        try {
          // The mail carries the PDF, which needs a rate: asked for by hand when none is known.
          if (await withRate(invoice, 'send', () => sendInvoice(invoice.id)))
            toast.success(invoiceSentMessage(number, email));
        } catch (error) {
          toast.error(INVOICE_MESSAGES.sendFailed, { description: describeError(error) });
        }
        return;
      }
      if (action.kind === 'status') {
        updateStatus(
          { id: invoice.id, status: action.status },
          {
            onSuccess: () => toast.success(statusChangedMessage(1, action.status)),
            onError: (error) =>
              toast.error(INVOICE_MESSAGES.statusFailed, { description: describeError(error) }),
          },
        );
        return;
      }
      if (action.kind === 'duplicate') {
        try {
          const copy = await duplicateInvoice(invoice.id);
          toast.success(
            invoiceDuplicatedMessage(
              copy.data.attributes.invoice_number,
              invoice.attributes.invoice_number,
            ),
          );
        } catch (error) {
          toast.error(INVOICE_MESSAGES.duplicateFailed, { description: describeError(error) });
        }
        return;
      }
      await confirmDelete({
        title: 'Delete invoice',
        message: MESSAGES.confirmDeleteInvoice,
        remove: () => deleteInvoice(invoice.id),
        deleted: INVOICE_MESSAGES.deleted,
        failed: INVOICE_MESSAGES.deleteFailed,
      });
    },
    [
      confirm,
      confirmDelete,
      download,
      withRate,
      sendInvoice,
      updateStatus,
      duplicateInvoice,
      deleteInvoice,
    ],
  );

  return { run, downloadPdf: download, rateDialog: pdf.rateDialog };
}
