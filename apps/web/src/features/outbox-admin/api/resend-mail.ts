import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxRoutes } from '@app/shared/outbox';
import { callRoute } from '../../../lib/api-client';
import { outboxKeys } from './get-outbox';

/** `POST /api/outbox/:id/resend` (Admin): queues the mail now; 400 without a mail server. */
export function resendMail(id: number) {
  return callRoute(outboxRoutes.resend, { id });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
