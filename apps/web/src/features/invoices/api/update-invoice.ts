import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRoutes, type InvoiceUpdateInput } from '@app/shared/invoice';
import { callRoute } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export interface UpdateInvoiceInput {
  id: number;
  data: InvoiceUpdateInput;
}

/** Saves the edit dialog (customer, date, lines) or a manual EUR rate; `services` replaces every line. */
export function updateInvoice({ id, data }: UpdateInvoiceInput) {
  return callRoute(invoiceRoutes.update, { id, body: { data } });
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
