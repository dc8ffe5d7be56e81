import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@app/shared/constants';
import { jobRoutes } from '@app/shared/job';
import { callRoute } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/**
 * The ids of every job in their order, whatever the tab's filters, sort and page show: what a
 * move changes and sends back whole.
 */
export async function getJobOrder(signal?: AbortSignal): Promise<number[]> {
  const answer = await callRoute(jobRoutes.list, {
    query: {
      publicationState: 'preview',
      sort: 'order:asc',
      'fields[0]': 'order',
      'pagination[pageSize]': MAX_PAGE_SIZE,
    },
    signal,
  });
  return answer.data.map((job) => job.id);
}

export function useJobOrder() {
  return useQuery({ queryKey: jobKeys.order(), queryFn: ({ signal }) => getJobOrder(signal) });
}
