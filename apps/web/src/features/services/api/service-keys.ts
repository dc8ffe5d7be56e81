import type { ServiceListParams } from './service-list-params';

/** Query keys of the price list; every key starts with `services` so one invalidation reaches them all. */
export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (params: ServiceListParams) => [...serviceKeys.lists(), params] as const,
};
