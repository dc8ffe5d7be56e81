import { useQuery } from '@tanstack/react-query';
import type { MediaEntity } from '@app/shared/media';
import { apiBytes } from '../../../lib/api-client';

/** A resume's PDF bytes through its Staff-only address, for the viewer on the application's page. */
export function useResumeBytes(file: Pick<MediaEntity, 'id' | 'attributes'>) {
  return useQuery({
    queryKey: ['files', file.id, 'bytes'],
    queryFn: ({ signal }) => apiBytes(file.attributes.url, signal),
    // The bytes of a stored file never change; a new resume is a new file.
    staleTime: Infinity,
  });
}
