import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRoutes } from '@app/shared/invoice';
import { callRoute } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** Copies the invoice as a new Draft dated today, at its stored prices, with a new number. */
export function duplicateInvoice(id: number) {
  return callRoute(invoiceRoutes.duplicate, { id });
}

export function useDuplicateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
  });
}
