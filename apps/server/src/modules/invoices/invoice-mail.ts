import type { CompanySettings } from '@app/shared/company';
import {
  addDays,
  computeInvoiceTotals,
  formatAmount,
  formatDayMonthYear,
  pkrToEurCents,
} from '@app/shared/invoice-math';
import { invoiceToCustomer } from '../mail/mail-templates';
import type { OutgoingMail } from '../mail/outgoing-mail';

/**
 * What the mail of an invoice tells of it: these fields of its stored row, with the customer's
 * address and the EUR rate that sending requires, and its lines' prices.
 */
interface InvoiceToMail {
  invoice: {
    id: number;
    invoice_number: string;
    customer_name: string;
    customer_email: string;
    invoice_date: string;
    payment_term_days: number;
    eur_rate: number;
  };
  lines: readonly { price_pkr: number }[];
}

/** The file name of an invoice's PDF, downloaded or attached to its mail. */
export const invoicePdfFilename = (invoiceNumber: string) => `Invoice-${invoiceNumber}.pdf`;

/**
 * The mail that takes an invoice to its customer: the figures the PDF prints (the total with
 * withholding tax in EUR at the invoice's rate and in PKR, the due date after the invoice's own
 * payment term), and the PDF itself, attached as a reference the mail worker renders
 * when it sends, so that it is the file `GET /api/invoices/:id/pdf` downloads. Replies go to the
 * firm's e-mail address.
 */
export function invoiceMail(
  { invoice, lines }: InvoiceToMail,
  company: Pick<CompanySettings, 'email'>,
): OutgoingMail {
  const totals = computeInvoiceTotals(lines.map((line) => line.price_pkr));
  const totalEur = formatAmount(pkrToEurCents(totals.totalMinor, invoice.eur_rate));
  const filename = invoicePdfFilename(invoice.invoice_number);
  return {
    kind: 'invoice',
    to: invoice.customer_email,
    replyTo: company.email,
    ...invoiceToCustomer({
      customerName: invoice.customer_name,
      invoiceNumber: invoice.invoice_number,
      invoiceDate: formatDayMonthYear(invoice.invoice_date),
      total: `EUR ${totalEur} (PKR ${formatAmount(totals.totalMinor)})`,
      dueDate: formatDayMonthYear(addDays(invoice.invoice_date, invoice.payment_term_days)),
    }),
    attachments: [{ kind: 'invoice-pdf', invoiceId: invoice.id, filename }],
  };
}
