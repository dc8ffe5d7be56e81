import { useQuery } from '@tanstack/react-query';
import type { InvoiceAttributes } from '@app/shared/invoice';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import { invoiceKeys } from './invoice-keys';

export function getInvoice(
  id: number,
  signal?: AbortSignal,
): Promise<StrapiSingle<InvoiceAttributes>> {
  return apiRequest(`/api/invoices/${id}`, { query: { populate: 'services' }, signal });
}

/** One invoice with every attribute of its lines, read afresh each time it is asked for. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    staleTime: 0,
  });
}
