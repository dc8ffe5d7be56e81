import { useQuery } from '@tanstack/react-query';
import { applicationRoutes } from '@app/shared/application';
import { MAX_PAGE_SIZE } from '@app/shared/constants';
import { jobRoutes } from '@app/shared/job';
import { callRoute } from '../../../lib/api-client';

/**
 * The positions applications are filtered by, A to Z: every job's title, drafts and closed ones
 * too, and the titles applications hold that no job has any more (an application keeps the title
 * it was made for).
 */
export async function getPositionTitles(signal?: AbortSignal): Promise<string[]> {
  const [jobs, held] = await Promise.all([
    callRoute(jobRoutes.list, {
      query: {
        publicationState: 'preview',
        'fields[0]': 'title',
        'pagination[pageSize]': MAX_PAGE_SIZE,
      },
      signal,
    }),
    callRoute(applicationRoutes.positions, { signal }),
  ]);
  const titles = new Set([...jobs.data.map((job) => job.attributes.title), ...held.data]);
  return [...titles].sort((a, b) => a.localeCompare(b));
}

export function usePositionTitles() {
  return useQuery({
    queryKey: ['jobs', 'titles'],
    queryFn: ({ signal }) => getPositionTitles(signal),
  });
}
