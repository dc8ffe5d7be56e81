import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceAttributes } from '@app/shared/invoice';
import type { InvoiceStatus } from '@app/shared/options';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import { invoiceKeys } from './invoice-keys';

export interface UpdateInvoiceStatusInput {
  id: number;
  status: InvoiceStatus;
}

export function updateInvoiceStatus({
  id,
  status,
}: UpdateInvoiceStatusInput): Promise<StrapiSingle<InvoiceAttributes>> {
  return apiRequest(`/api/invoices/${id}`, { method: 'PUT', body: { data: { status } } });
}

export function useUpdateInvoiceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
