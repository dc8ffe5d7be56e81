import type { EventListParams } from './get-events';

/** Query keys of the Events tab; they start with `events`, so one invalidation also reaches the Culture page's list. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'admin-list'] as const,
  list: (params: EventListParams) => [...eventKeys.lists(), params] as const,
};
