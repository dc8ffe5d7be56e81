import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxRoutes, type OutboxAttributes } from '@app/shared/outbox';
import type { ListTabParams } from '../../../components/admin/list-section';
import type { SortState } from '../../../components/ui/data-table';
import { callListRoute, callRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams, type StrapiEntity } from '../../../lib/strapi';

/** One mail of the Outbox as the list answers it. */
export type OutboxMail = StrapiEntity<OutboxAttributes>;

/** The Outbox tab's filters, by their query-string key: the state and part of the recipient. */
export const OUTBOX_FILTER_KEYS = ['state', 'recipient'] as const;
export type OutboxFilterKey = (typeof OUTBOX_FILTER_KEYS)[number];

export const OUTBOX_SORT_FIELDS = [
  'recipient',
  'subject',
  'kind',
  'state',
  'attempts',
  'createdAt',
  'sentAt',
] as const;
export const DEFAULT_OUTBOX_SORT: SortState = { field: 'createdAt', direction: 'desc' };

/** How the Outbox's filters, sort and page are read from the query string. */
export const OUTBOX_LIST_URL_STATE = {
  filterKeys: OUTBOX_FILTER_KEYS,
  sortableFields: OUTBOX_SORT_FIELDS,
  defaultSort: DEFAULT_OUTBOX_SORT,
};

export type OutboxListParams = ListTabParams<OutboxFilterKey>;

export const outboxKeys = {
  all: ['outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
  list: (params: OutboxListParams) => [...outboxKeys.lists(), params] as const,
  newest: () => [...outboxKeys.all, 'newest'] as const,
};

export function toOutboxListQuery({ filters, sort, page, pageSize }: OutboxListParams): ListParams {
  const recipient = filters.recipient.trim();
  return {
    filters: {
      ...(filters.state ? { state: { $eq: filters.state } } : {}),
      ...(recipient ? { recipient: { $containsi: recipient } } : {}),
    },
    sort,
    page,
    pageSize,
  };
}

export function getOutbox(params: OutboxListParams, signal?: AbortSignal) {
  return callListRoute(outboxRoutes.list, {
    query: toStrapiQuery(toOutboxListQuery(params)),
    signal,
  });
}

/** One page of the outbox; the previous page stays on screen while the next one loads. */
export function useOutbox(params: OutboxListParams) {
  return useQuery({
    queryKey: outboxKeys.list(params),
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the server keeps mails instead of sending them: the mail written last is `held`, which
 * the server does only while no mail server is configured. Once one is, new mails are pending.
 */
export function useMailsAreHeld() {
  const query = useQuery({
    queryKey: outboxKeys.newest(),
    queryFn: ({ signal }) =>
      callRoute(outboxRoutes.list, {
        query: {
          ...toStrapiQuery({ sort: DEFAULT_OUTBOX_SORT, page: 1, pageSize: 1 }),
          'fields[0]': 'state',
          'pagination[withCount]': 'false',
        },
        signal,
      }),
  });
  return query.data?.data[0]?.attributes.state === 'held';
}
