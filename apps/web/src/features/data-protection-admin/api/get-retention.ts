import { useQuery } from '@tanstack/react-query';
import type { RetentionSettings } from '@app/shared/data-protection';
import { apiRequest } from '../../../lib/api-client';

export function getRetention(signal?: AbortSignal) {
  return apiRequest<{ data: RetentionSettings }>('/api/data-protection/retention', { signal });
}

/** How many days applications and messages are kept (0: until erased). */
export function useRetention() {
  return useQuery({
    queryKey: ['data-protection', 'retention'],
    queryFn: ({ signal }) => getRetention(signal),
    staleTime: Infinity,
  });
}
