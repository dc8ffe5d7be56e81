import { useCallback, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { NO_EXCHANGE_RATE_MESSAGE } from '@app/shared/invoice';
import { MESSAGES } from '@app/shared/messages';
import { ApiRequestError } from '../../../lib/api-client';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import type { Invoice } from '../api/invoice-types';
import { EurRateDialog, type EurRateRequest } from '../components/eur-rate-dialog';

const NO_RATE_STATUS = 503;
const NOT_FOUND_STATUS = 404;

export interface InvoicePdf {
  /** Downloads one invoice's PDF; resolves when it is saved, or the failure has been shown. */
  download: (invoice: Invoice) => Promise<void>;
  /**
   * Runs something that needs the invoice's EUR rate (its PDF): when the server knows none, asks
   * for one by hand and tries again. True when it succeeded, false when the dialog was dismissed;
   * any other failure is thrown.
   */
  withRate: (
    invoice: Invoice,
    retry: EurRateRequest['retry'],
    action: () => Promise<unknown>,
  ) => Promise<boolean>;
  /** The dialog that asks for a rate by hand; render it once near the list. */
  rateDialog: ReactNode;
}

/**
 * PDF downloads and sends with every failure told: the server's message when it knows no EUR rate
 * (with a dialog to enter one, after which the download or send is tried again); for a download,
 * `Invoice data not found.` when the invoice is gone, `Failed to generate PDF.` otherwise.
 */
export function useInvoicePdf(): InvoicePdf {
  const [request, setRequest] = useState<EurRateRequest | null>(null);
  const answer = useRef<((saved: boolean) => void) | null>(null);

  const askForRate = useCallback(
    (invoice: Invoice, reason: string, retry: EurRateRequest['retry']) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setRequest({ invoice, reason, retry });
      }),
    [],
  );

  const onDone = useCallback((saved: boolean) => {
    answer.current?.(saved);
    answer.current = null;
    setRequest(null);
  }, []);

  const withRate = useCallback(
    async (
      invoice: Invoice,
      retry: EurRateRequest['retry'],
      action: () => Promise<unknown>,
    ): Promise<boolean> => {
      // Tried again after a rate is entered by hand; giving up on the dialog ends it.
      for (;;) {
        try {
          await action();
          return true;
        } catch (error) {
          const failure = error instanceof ApiRequestError ? error : null;
          if (failure?.status !== NO_RATE_STATUS || failure.message !== NO_EXCHANGE_RATE_MESSAGE)
            throw error;
          if (!(await askForRate(invoice, failure.message, retry))) return false;
        }
      }
    },
    [askForRate],
  );

  const download = useCallback(
    async (invoice: Invoice): Promise<void> => {
      try {
        await withRate(invoice, 'download', () => downloadInvoicePdf(invoice));
      } catch (error) {
        const failure = error instanceof ApiRequestError ? error : null;
        toast.error(
          failure?.status === NOT_FOUND_STATUS
            ? MESSAGES.invoiceNotFound
            : MESSAGES.generatePdfFailed,
        );
      }
    },
    [withRate],
  );

  return {
    download,
    withRate,
    rateDialog: <EurRateDialog request={request} onDone={onDone} />,
  };
}
