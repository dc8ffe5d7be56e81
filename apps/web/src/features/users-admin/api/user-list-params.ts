import type { SortState } from '../../../components/ui/data-table';

/** The Users tab's filters, by their query-string key: search text, role and status. */
export const USER_FILTER_KEYS = ['q', 'role', 'status'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

/** What one page of the Users tab is asked for with: the filters, the sort and the page. */
export interface UserListParams {
  filters: Record<UserFilterKey, string>;
  sort: SortState;
  page: number;
  pageSize: number;
}
