import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceAttributes, InvoiceCreateInput } from '@app/shared/invoice';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import { invoiceKeys } from './invoice-keys';

/** The server assigns the invoice number and computes the total from the services' prices. */
export function createInvoice(data: InvoiceCreateInput): Promise<StrapiSingle<InvoiceAttributes>> {
  return apiRequest('/api/invoices', { method: 'POST', body: { data } });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
