import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export function deleteInvoice(id: number): Promise<unknown> {
  return apiRequest(`/api/invoices/${id}`, { method: 'DELETE' });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
