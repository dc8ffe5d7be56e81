import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRoutes, type InvoiceBulkAction } from '@app/shared/invoice';
import { callRoute } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** Sets one status on, or deletes, many invoices in one request. */
export function runBulkInvoiceAction(action: InvoiceBulkAction) {
  return callRoute(invoiceRoutes.bulk, { body: { data: action } });
}

export function useBulkInvoiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkInvoiceAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
