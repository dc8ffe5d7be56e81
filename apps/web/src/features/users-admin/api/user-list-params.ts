import type { ListTabParams } from '../../../components/admin/list-section';

/** The Users tab's filters, by their query-string key: search text, role and status. */
export const USER_FILTER_KEYS = ['q', 'role', 'status'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

/** What one page of the Users tab is asked for with: the filters, the sort and the page. */
export type UserListParams = ListTabParams<UserFilterKey>;
