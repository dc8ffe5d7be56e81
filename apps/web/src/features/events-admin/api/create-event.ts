import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventAttributes } from '@app/shared/event';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import type { EventData } from './event-data';
import { eventKeys } from './event-keys';

/** `POST /api/events` (Staff). */
export function createEvent(data: EventData): Promise<StrapiSingle<EventAttributes>> {
  return apiRequest('/api/events', { method: 'POST', body: { data }, query: { populate: '*' } });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
