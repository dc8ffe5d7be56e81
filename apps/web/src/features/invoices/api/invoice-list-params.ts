import type { ListParams } from '../../../lib/strapi';

/** What one page of the invoice list is asked for with: the filters, the sort and the page. */
export interface InvoiceListParams {
  /** Part of the invoice number. */
  number?: string;
  /** An exact invoice date, `YYYY-MM-DD`. */
  date?: string;
  /** One status. */
  status?: string;
  /** Only the overdue invoices (Sent, past their due date); the status is then Sent. */
  overdue?: boolean;
  sort?: ListParams['sort'];
  page?: number;
  pageSize?: number;
}
