import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceAttributes, InvoiceUpdateInput } from '@app/shared/invoice';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import { invoiceKeys } from './invoice-keys';

export interface UpdateInvoiceInput {
  id: number;
  data: InvoiceUpdateInput;
}

/** Saves the edit dialog (customer, date, lines) or a manual EUR rate; `services` replaces every line. */
export function updateInvoice({
  id,
  data,
}: UpdateInvoiceInput): Promise<StrapiSingle<InvoiceAttributes>> {
  return apiRequest(`/api/invoices/${id}`, { method: 'PUT', body: { data } });
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
