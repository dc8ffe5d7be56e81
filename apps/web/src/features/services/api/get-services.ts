import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceRoutes } from '@app/shared/service';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams } from '../../../lib/strapi';
import { serviceKeys } from './service-keys';
import type { ServiceListParams } from './service-list-params';

/** The tab's state as Strapi list parameters. */
export function toServiceListQuery(params: ServiceListParams): ListParams {
  const filters: NonNullable<ListParams['filters']> = {};
  if (params.item?.trim()) filters.item = { $containsi: params.item.trim() };
  if (params.type) filters.type = { $eq: params.type };
  return { filters, sort: params.sort, page: params.page, pageSize: params.pageSize };
}

export function getServices(params: ServiceListParams, signal?: AbortSignal) {
  return callListRoute(serviceRoutes.list, {
    query: toStrapiQuery(toServiceListQuery(params)),
    signal,
  });
}

/** One page of the price list; the previous page stays on screen while the next one loads. */
export function useServices(params: ServiceListParams) {
  return useQuery({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => getServices(params, signal),
    placeholderData: keepPreviousData,
  });
}
