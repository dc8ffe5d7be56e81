import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventAttributes } from '@app/shared/event';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import type { EventData } from './event-data';
import { eventKeys } from './event-keys';

export interface UpdateEventInput {
  id: number;
  data: EventData;
}

/** `PUT /api/events/:id` (Staff): the media lists sent replace the stored ones; files left out are deleted. */
export function updateEvent({ id, data }: UpdateEventInput): Promise<StrapiSingle<EventAttributes>> {
  return apiRequest(`/api/events/${id}`, { method: 'PUT', body: { data }, query: { populate: '*' } });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
