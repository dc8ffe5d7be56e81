import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRoutes } from '@app/shared/invoice';
import { callRoute } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** Mails the invoice's PDF to its customer; the server marks it Sent. */
export function sendInvoice(id: number) {
  return callRoute(invoiceRoutes.send, { id });
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
