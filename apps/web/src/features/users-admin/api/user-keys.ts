import type { UserListParams } from './user-list-params';

/** Query keys of the Users tab; every key starts with `users` so one invalidation reaches them all. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  awaitingApprovalCount: () => [...userKeys.all, 'awaiting-approval-count'] as const,
};
