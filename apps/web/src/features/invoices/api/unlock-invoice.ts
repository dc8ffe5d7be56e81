import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRoutes } from '@app/shared/invoice';
import { callRoute } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export interface UnlockInvoiceInput {
  id: number;
  reason: string;
}

/** Opens a Sent or Paid invoice for edits until its next change (Admin); the reason is recorded. */
export function unlockInvoice({ id, reason }: UnlockInvoiceInput) {
  return callRoute(invoiceRoutes.unlock, { id, body: { data: { reason } } });
}

export function useUnlockInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
