import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toStrapiQuery, type StrapiList } from '../../../lib/strapi';
import type { EventAttributes } from '@app/shared/event';
import { nextPageAfter } from './pages';

/** Events per page: four rows of the three-column grid, six of two. */
export const EVENTS_PAGE_SIZE = 12;

/** `GET /api/events?populate=*`, newest first, one page of `EVENTS_PAGE_SIZE`. */
export function getEvents(
  page: number,
  signal?: AbortSignal,
): Promise<StrapiList<EventAttributes>> {
  const query = toStrapiQuery({
    populate: '*',
    sort: { field: 'date', direction: 'desc' },
    page,
    pageSize: EVENTS_PAGE_SIZE,
  });
  return apiRequest('/api/events', { query, signal });
}

/** The events of Our Events, a page at a time; Show more asks for the next one. */
export const eventsQuery = infiniteQueryOptions({
  queryKey: ['events', 'public', { pageSize: EVENTS_PAGE_SIZE }],
  queryFn: ({ pageParam, signal }) => getEvents(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageAfter,
});

export function useEvents() {
  return useInfiniteQuery(eventsQuery);
}
