import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortState } from '../../../components/ui/data-table';
import { apiRequest } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams, type StrapiList } from '../../../lib/strapi';
import { APPLICATION_LIST_FIELDS, type ApplicationAttributes } from '@app/shared/application';
import { sortableFields } from '@app/shared/contract';

/** The Applications tab's filters, by their query-string key. */
export const APPLICATION_FILTER_KEYS = ['name', 'position', 'startDate', 'status'] as const;
export type ApplicationFilterKey = (typeof APPLICATION_FILTER_KEYS)[number];

/** Columns the API sorts applications by: those its contract allows. */
export const APPLICATION_SORT_FIELDS = sortableFields(APPLICATION_LIST_FIELDS);
export const DEFAULT_APPLICATION_SORT: SortState = { field: 'createdAt', direction: 'desc' };

export interface ApplicationListParams {
  filters: Record<ApplicationFilterKey, string>;
  sort: SortState;
  page: number;
  pageSize: number;
}

export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (params: ApplicationListParams) => [...applicationKeys.lists(), params] as const,
};

/** The tab's state as Strapi list parameters; the name search matches first OR last name. */
export function toApplicationListQuery({
  filters,
  sort,
  page,
  pageSize,
}: ApplicationListParams): ListParams {
  const name = filters.name.trim();
  return {
    filters: {
      ...(filters.position ? { position: { $eq: filters.position } } : {}),
      ...(filters.startDate ? { startDate: { $eq: filters.startDate } } : {}),
      ...(filters.status ? { applicationStatus: { $eq: filters.status } } : {}),
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
  return apiRequest<StrapiList<ApplicationAttributes>>('/api/carrers', {
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
