import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventKeys } from './event-keys';

/** `DELETE /api/events/:id` (Staff): the event goes, and its images and videos with it. */
export function deleteEvent(id: number): Promise<unknown> {
  return apiRequest(`/api/events/${id}`, { method: 'DELETE' });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
