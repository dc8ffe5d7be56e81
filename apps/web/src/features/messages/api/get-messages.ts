import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { localDayRange } from '@app/shared/display-format';
import type { ListTabParams } from '../../../components/admin/list-section';
import type { SortState } from '../../../components/ui/data-table';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams } from '../../../lib/strapi';
import { CONTACT_HANDLED_FILTERS, CONTACT_LIST_FIELDS, contactRoutes } from '@app/shared/contact';
import { sortableFields } from '@app/shared/contract';

/** The Messages tab's filters, by their query-string key. */
export const MESSAGE_FILTER_KEYS = ['handled', 'topic', 'email', 'sentOn'] as const;
export type MessageFilterKey = (typeof MESSAGE_FILTER_KEYS)[number];

/**
 * The handled filter's values in the URL. The tab opens on the unhandled messages, the default,
 * which is left out of the URL as every default is; `?handled=all` links to every message.
 */
export const HANDLED_CHOICES = { handled: 'handled', all: 'all' } as const;

/** Columns the API sorts messages by: those its contract allows. */
export const MESSAGE_SORT_FIELDS = sortableFields(CONTACT_LIST_FIELDS);
export const DEFAULT_MESSAGE_SORT: SortState = { field: 'createdAt', direction: 'desc' };

/** How the Messages list's filters, sort and page are read from the query string. */
export const MESSAGE_LIST_URL_STATE = {
  filterKeys: MESSAGE_FILTER_KEYS,
  sortableFields: MESSAGE_SORT_FIELDS,
  defaultSort: DEFAULT_MESSAGE_SORT,
};

export type MessageListParams = ListTabParams<MessageFilterKey>;

export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (params: MessageListParams) => [...messageKeys.lists(), params] as const,
};

/**
 * The tab's state as Strapi list parameters. No handled choice means the unhandled messages;
 * anything but `handled` and `all` counts as that default. "Sent on" is a day in the viewer's
 * time zone, so it becomes the range from that day's first to its last millisecond.
 */
export function toMessageListQuery({
  filters,
  sort,
  page,
  pageSize,
}: MessageListParams): ListParams {
  const day = filters.sentOn ? localDayRange(filters.sentOn) : null;
  const handled =
    filters.handled === HANDLED_CHOICES.all
      ? {}
      : filters.handled === HANDLED_CHOICES.handled
        ? CONTACT_HANDLED_FILTERS.handled
        : CONTACT_HANDLED_FILTERS.unhandled;
  return {
    filters: {
      ...handled,
      ...(filters.topic ? { topic: { $eq: filters.topic } } : {}),
      ...(filters.email.trim() ? { email: { $containsi: filters.email.trim() } } : {}),
      ...(day ? { createdAt: { $gte: day.start, $lte: day.end } } : {}),
    },
    sort,
    page,
    pageSize,
  };
}

export function getMessages(params: MessageListParams, signal?: AbortSignal) {
  return callListRoute(contactRoutes.list, {
    query: toStrapiQuery(toMessageListQuery(params)),
    signal,
  });
}

/** One page of contact messages; the previous page stays on screen while the next one loads. */
export function useMessages(params: MessageListParams) {
  return useQuery({
    queryKey: messageKeys.list(params),
    queryFn: ({ signal }) => getMessages(params, signal),
    placeholderData: keepPreviousData,
  });
}
