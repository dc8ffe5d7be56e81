import type { ListTabParams } from '../../../components/admin/list-section';
import type { SortState } from '../../../components/ui/data-table';

/** The Jobs tab's filters, by their query-string key: title search and published state. */
export const JOB_FILTER_KEYS = ['q', 'status'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

export const JOB_STATUSES = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

/** Columns the API sorts jobs by. */
export const JOB_SORT_FIELDS = ['order', 'title', 'department'] as const;
/** The order of the Careers page, which the move buttons change. */
export const DEFAULT_JOB_SORT: SortState = { field: 'order', direction: 'asc' };

/** How the Jobs list's filters, sort and page are read from the query string. */
export const JOB_LIST_URL_STATE = {
  filterKeys: JOB_FILTER_KEYS,
  sortableFields: JOB_SORT_FIELDS,
  defaultSort: DEFAULT_JOB_SORT,
};

/** What one page of the Jobs tab is asked for with: the filters, the sort and the page. */
export type JobListParams = ListTabParams<JobFilterKey>;
