import { useQuery } from '@tanstack/react-query';
import type { PersonalDataPreview } from '@app/shared/data-protection';
import { apiRequest } from '../../../lib/api-client';

export const previewKeys = {
  all: ['data-protection', 'preview'] as const,
  of: (email: string) => [...previewKeys.all, email] as const,
};

export function getPersonalDataPreview(email: string, signal?: AbortSignal) {
  return apiRequest<{ data: PersonalDataPreview }>('/api/data-protection/preview', {
    query: { email },
    signal,
  });
}

/** What erasing the data of `email` would delete; nothing is asked until an e-mail is given. */
export function usePersonalDataPreview(email: string | null) {
  return useQuery({
    queryKey: previewKeys.of(email ?? ''),
    queryFn: ({ signal }) => getPersonalDataPreview(email!, signal),
    enabled: email !== null,
    // Always current: the Admin decides on what the server holds now.
    staleTime: 0,
  });
}
