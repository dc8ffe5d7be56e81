import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRoutes } from '@app/shared/invoice';
import type { InvoiceStatus } from '@app/shared/options';
import { callRoute } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export interface UpdateInvoiceStatusInput {
  id: number;
  status: InvoiceStatus;
}

export function updateInvoiceStatus({ id, status }: UpdateInvoiceStatusInput) {
  return callRoute(invoiceRoutes.update, { id, body: { data: { status } } });
}

export function useUpdateInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
