import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactRoutes } from '@app/shared/contact';
import { callRoute } from '../../../lib/api-client';
import { messageKeys } from './get-messages';

export interface SetMessageHandledInput {
  id: number;
  handled: boolean;
}

/** Marks a message handled (the server records who and when) or not handled again. */
export function setMessageHandled({ id, handled }: SetMessageHandledInput) {
  return callRoute(contactRoutes.update, { id, body: { data: { handled } } });
}

export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
