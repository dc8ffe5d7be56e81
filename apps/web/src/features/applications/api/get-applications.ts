import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListTabParams } from '../../../components/admin/list-section';
import type { SortState } from '../../../components/ui/data-table';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams } from '../../../lib/strapi';
import { APPLICATION_LIST_FIELDS, applicationRoutes } from '@app/shared/application';
import { sortableFields } from '@app/shared/contract';

/** The Applications tab's filters, by their query-string key. */
export const APPLICATION_FILTER_KEYS = [
  'name',
  'position',
  'startDate',
  'status',
  'unchangedFor',
] as const;
export type ApplicationFilterKey = (typeof APPLICATION_FILTER_KEYS)[number];

/** Columns the API sorts applications by: those its contract allows. */
export const APPLICATION_SORT_FIELDS = sortableFields(APPLICATION_LIST_FIELDS);
export const DEFAULT_APPLICATION_SORT: SortState = { field: 'createdAt', direction: 'desc' };

/** How the list's filters, sort and page are read from the query string (the list and the page). */
export const APPLICATION_LIST_URL_STATE = {
  filterKeys: APPLICATION_FILTER_KEYS,
  sortableFields: APPLICATION_SORT_FIELDS,
  defaultSort: DEFAULT_APPLICATION_SORT,
};

export type ApplicationListParams = ListTabParams<ApplicationFilterKey>;

export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (params: ApplicationListParams) => [...applicationKeys.lists(), params] as const,
  detail: (id: number) => [...applicationKeys.all, 'detail', id] as const,
  history: (id: number) => [...applicationKeys.all, 'history', id] as const,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The "Unchanged for" choices, in days: applications last changed longer ago than that. */
export const UNCHANGED_FOR_DAYS = [7, 14, 30, 90] as const;

/** The moment an application must have been last changed before to be unchanged for `days`. */
function changedBefore(days: string, now: number): string | undefined {
  const count = Number(days);
  return (UNCHANGED_FOR_DAYS as readonly number[]).includes(count)
    ? new Date(now - count * DAY_MS).toISOString()
    : undefined;
}

/** The tab's state as Strapi list parameters; the name search matches first OR last name. */
export function toApplicationListQuery(
  { filters, sort, page, pageSize }: ApplicationListParams,
  now = Date.now(),
): ListParams {
  const name = filters.name.trim();
  const unchangedSince = changedBefore(filters.unchangedFor, now);
  return {
    filters: {
      ...(filters.position ? { position: { $eq: filters.position } } : {}),
      ...(filters.startDate ? { startDate: { $eq: filters.startDate } } : {}),
      ...(filters.status ? { applicationStatus: { $eq: filters.status } } : {}),
      ...(unchangedSince ? { updatedAt: { $lt: unchangedSince } } : {}),
    },
    anyOf: name
      ? [{ firstName: { $containsi: name } }, { lastName: { $containsi: name } }]
      : undefined,
    sort,
    page,
    pageSize,
    populate: '*',
  };
}

export function getApplications(params: ApplicationListParams, signal?: AbortSignal) {
  return callListRoute(applicationRoutes.list, {
    query: toStrapiQuery(toApplicationListQuery(params)),
    signal,
  });
}

/** One page of applications; the previous page stays on screen while the next one loads. */
export function useApplications(params: ApplicationListParams) {
  return useQuery({
    queryKey: applicationKeys.list(params),
    queryFn: ({ signal }) => getApplications(params, signal),
    placeholderData: keepPreviousData,
  });
}
