import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobRoutes } from '@app/shared/job';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams } from '../../../lib/strapi';
import { jobKeys } from './job-keys';
import type { JobListParams } from './job-list-params';

/** The tab's state as Strapi list parameters. */
export function toJobListQuery({ filters, sort, page, pageSize }: JobListParams): ListParams {
  const search = filters.q.trim();
  return {
    filters: {
      ...(search ? { title: { $containsi: search } } : {}),
      ...(filters.status ? { published: { $eq: filters.status === 'published' } } : {}),
    },
    sort,
    page,
    pageSize,
  };
}

/** `GET /api/jobs?publicationState=preview` (Staff): drafts too, filtered, sorted and paged. */
export function getJobs(params: JobListParams, signal?: AbortSignal) {
  const query = toStrapiQuery(toJobListQuery(params));
  // Asked by page, so answered with page numbers: the list shape every admin table reads.
  return callListRoute(jobRoutes.list, {
    query: { ...query, publicationState: 'preview' },
    signal,
  });
}

/** One page of jobs; the previous page stays on screen while the next one loads. */
export function useJobs(params: JobListParams) {
  return useQuery({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => getJobs(params, signal),
    placeholderData: keepPreviousData,
  });
}
