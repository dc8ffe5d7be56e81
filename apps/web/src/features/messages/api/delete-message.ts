import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactRoutes } from '@app/shared/contact';
import { callRoute } from '../../../lib/api-client';
import { messageKeys } from './get-messages';

/** Deletes a message for good (spam, say); the server records it in the audit log. */
export function deleteMessage(id: number) {
  return callRoute(contactRoutes.delete, { id });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
