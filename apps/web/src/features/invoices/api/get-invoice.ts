import { useQuery } from '@tanstack/react-query';
import { invoiceRoutes } from '@app/shared/invoice';
import { callRoute } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export function getInvoice(id: number, signal?: AbortSignal) {
  return callRoute(invoiceRoutes.get, { id, query: { populate: 'services' }, signal });
}

/** One invoice with every attribute of its lines, read afresh each time it is asked for. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    staleTime: 0,
  });
}
