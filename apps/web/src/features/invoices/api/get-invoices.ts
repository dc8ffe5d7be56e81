import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { localIsoDate, overdueInvoiceFilters, invoiceRoutes } from '@app/shared/invoice';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams } from '../../../lib/strapi';
import { invoiceKeys } from './invoice-keys';
import type { InvoiceListParams } from './invoice-list-params';

/** The tab's state as Strapi list parameters. */
export function toInvoiceListQuery(params: InvoiceListParams): ListParams {
  const filters: NonNullable<ListParams['filters']> = {};
  if (params.number?.trim()) filters.invoice_number = { $containsi: params.number.trim() };
  if (params.date) filters.invoice_date = { $eq: params.date };
  if (params.status) filters.status = { $eq: params.status };
  // Overdue is a Sent invoice due before the browser's today: it takes the place of the status.
  if (params.overdue) Object.assign(filters, overdueInvoiceFilters(localIsoDate(new Date())));
  return { filters, sort: params.sort, page: params.page, pageSize: params.pageSize };
}

export function getInvoices(params: InvoiceListParams, signal?: AbortSignal) {
  const query = toStrapiQuery({
    ...toInvoiceListQuery(params),
    // The list shows each line's item; the Edit dialog loads the rest of the invoice it edits.
    populate: { services: { fields: ['item'] } },
  });
  return callListRoute(invoiceRoutes.list, { query, signal });
}

/** One page of invoices with their lines' items; the previous page stays on screen while the next loads. */
export function useInvoices(params: InvoiceListParams) {
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
  });
}
