import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRoutes, type InvoiceCreateInput } from '@app/shared/invoice';
import { callRoute } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** The server assigns the invoice number and computes the total from the services' prices. */
export function createInvoice(data: InvoiceCreateInput) {
  return callRoute(invoiceRoutes.create, { body: { data } });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
