import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceBulkAction } from '@app/shared/invoice';
import { apiRequest } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export interface BulkInvoiceResult {
  data: { count: number };
  meta: Record<string, never>;
}

/** Sets one status on, or deletes, many invoices in one request. */
export function runBulkInvoiceAction(action: InvoiceBulkAction): Promise<BulkInvoiceResult> {
  return apiRequest('/api/invoices/bulk', { method: 'POST', body: { data: action } });
}

export function useBulkInvoiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkInvoiceAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
