import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortState } from '../../../components/ui/data-table';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams } from '../../../lib/strapi';
import { userRoutes } from '@app/shared/users';
import { userKeys } from './user-keys';
import { USER_FILTER_KEYS, type UserListParams } from './user-list-params';

export type { UserFilterKey } from './user-list-params';

export const USER_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
] as const;

/** Columns the API sorts users by. */
export const USER_SORT_FIELDS = ['username', 'email', 'role', 'disabled', 'createdAt'] as const;
/** Newest accounts first: new signups waiting for approval are at the top. */
export const DEFAULT_USER_SORT: SortState = { field: 'createdAt', direction: 'desc' };

/** How the Users list's filters, sort and page are read from the query string. */
export const USER_LIST_URL_STATE = {
  filterKeys: USER_FILTER_KEYS,
  sortableFields: USER_SORT_FIELDS,
  defaultSort: DEFAULT_USER_SORT,
};

/** The tab's state as Strapi list parameters; the search matches the username OR the e-mail. */
export function toUserListQuery({ filters, sort, page, pageSize }: UserListParams): ListParams {
  const search = filters.q.trim();
  return {
    filters: {
      ...(filters.role ? { role: { $eq: filters.role } } : {}),
      ...(filters.status ? { disabled: { $eq: filters.status === 'disabled' } } : {}),
    },
    anyOf: search
      ? [{ username: { $containsi: search } }, { email: { $containsi: search } }]
      : undefined,
    sort,
    page,
    pageSize,
  };
}

/** `GET /api/users` (Admin). */
export function getUsers(params: UserListParams, signal?: AbortSignal) {
  return callListRoute(userRoutes.list, {
    query: toStrapiQuery(toUserListQuery(params)),
    signal,
  });
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}
