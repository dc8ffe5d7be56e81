import type { JobListParams } from './job-list-params';

/** Query keys of the Jobs tab; every key starts with `jobs` so one invalidation reaches them all. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: JobListParams) => [...jobKeys.lists(), params] as const,
  order: () => [...jobKeys.all, 'order'] as const,
};
