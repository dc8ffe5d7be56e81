import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@app/shared/constants';
import { jobRoutes } from '@app/shared/job';
import { callRoute } from '../../../lib/api-client';

/**
 * The titles of every job, drafts and closed ones too, A to Z: the positions applications are
 * filtered by (an application keeps the title it was made for).
 */
export async function getPositionTitles(signal?: AbortSignal): Promise<string[]> {
  const answer = await callRoute(jobRoutes.list, {
    query: {
      publicationState: 'preview',
      sort: 'title:asc',
      'fields[0]': 'title',
      'pagination[pageSize]': MAX_PAGE_SIZE,
    },
    signal,
  });
  return [...new Set(answer.data.map((job) => job.attributes.title))];
}

export function usePositionTitles() {
  return useQuery({
    queryKey: ['jobs', 'titles'],
    queryFn: ({ signal }) => getPositionTitles(signal),
  });
}
