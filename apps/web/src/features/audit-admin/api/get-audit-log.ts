import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditRoutes, type AuditEntryAttributes } from '@app/shared/audit';
import { localDayRange } from '@app/shared/display-format';
import type { ListTabParams } from '../../../components/admin/list-section';
import type { SortState } from '../../../components/ui/data-table';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams, type StrapiList } from '../../../lib/strapi';

/** The Audit log tab's filters, by their query-string key; `from` and `to` are local days. */
export const AUDIT_FILTER_KEYS = ['entityType', 'action', 'user', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

export const AUDIT_SORT_FIELDS = ['createdAt', 'username', 'entityType', 'action'] as const;
export const DEFAULT_AUDIT_SORT: SortState = { field: 'createdAt', direction: 'desc' };

/** How the Audit log's filters, sort and page are read from the query string. */
export const AUDIT_LIST_URL_STATE = {
  filterKeys: AUDIT_FILTER_KEYS,
  sortableFields: AUDIT_SORT_FIELDS,
  defaultSort: DEFAULT_AUDIT_SORT,
};

export type AuditListParams = ListTabParams<AuditFilterKey>;

export const auditKeys = {
  all: ['audit-log'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (params: AuditListParams) => [...auditKeys.lists(), params] as const,
};

/** The tab's state as Strapi list parameters: the date range runs from the first to the last millisecond of its days. */
export function toAuditListQuery({ filters, sort, page, pageSize }: AuditListParams): ListParams {
  const from = filters.from ? localDayRange(filters.from) : null;
  const to = filters.to ? localDayRange(filters.to) : null;
  const createdAt = { ...(from ? { $gte: from.start } : {}), ...(to ? { $lte: to.end } : {}) };
  return {
    filters: {
      ...(filters.entityType ? { entityType: { $eq: filters.entityType } } : {}),
      ...(filters.action ? { action: { $eq: filters.action } } : {}),
      ...(filters.user.trim() ? { username: { $containsi: filters.user.trim() } } : {}),
      ...(from || to ? { createdAt } : {}),
    },
    sort,
    page,
    pageSize,
  };
}

export function getAuditLog(params: AuditListParams, signal?: AbortSignal) {
  const page = callListRoute(auditRoutes.list, {
    query: toStrapiQuery(toAuditListQuery(params)),
    signal,
  });
  // The contract declares a change's values as any JSON; the server writes only `AuditValue`s.
  return page as Promise<StrapiList<AuditEntryAttributes>>;
}

/** One page of the audit trail; the previous page stays on screen while the next one loads. */
export function useAuditLog(params: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });
}
