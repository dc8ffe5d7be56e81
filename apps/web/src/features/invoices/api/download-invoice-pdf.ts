import { apiDownload } from '../../../lib/api-client';
import type { Invoice } from './invoice-types';

/** The server renders the PDF; the browser saves it as `Invoice-{number}.pdf`. */
export function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  return apiDownload(
    `/api/invoices/${invoice.id}/pdf`,
    `Invoice-${invoice.attributes.invoice_number}.pdf`,
  );
}
