import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventAttributes } from '@app/shared/event';
import type { SortState } from '../../../components/ui/data-table';
import { apiRequest } from '../../../lib/api-client';
import { toStrapiQuery, type StrapiEntity, type StrapiList } from '../../../lib/strapi';
import { eventKeys } from './event-keys';

export type AdminEvent = StrapiEntity<EventAttributes>;

export const EVENT_FILTER_KEYS = ['title'] as const;
/** Columns the API sorts events by. */
export const EVENT_SORT_FIELDS = ['title', 'date', 'createdAt'] as const;
/** Newest first, as the Culture page shows them. */
export const DEFAULT_EVENT_SORT: SortState = { field: 'date', direction: 'desc' };

export interface EventListParams {
  /** Case-insensitive part of the title. */
  title: string;
  sort: SortState;
  page: number;
  pageSize: number;
}

/** `GET /api/events?populate=*`: a page of events with their images and videos. */
export function getEvents({ title, sort, page, pageSize }: EventListParams, signal?: AbortSignal) {
  const query = toStrapiQuery({
    filters: title.trim() ? { title: { $containsi: title.trim() } } : {},
    sort,
    page,
    pageSize,
    populate: '*',
  });
  // The public list may be kept by the browser for a few seconds; Staff must see their change at once.
  return apiRequest<StrapiList<EventAttributes>>('/api/events', { query, signal, cache: 'no-store' });
}

/** One page of events; the previous page stays on screen while the next one loads. */
export function useAdminEvents(params: EventListParams) {
  return useQuery({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => getEvents(params, signal),
    placeholderData: keepPreviousData,
  });
}
