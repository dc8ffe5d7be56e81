import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSiteContent } from '../../../content/site-content';
import { apiRequest } from '../../../lib/api-client';
import { toStrapiQuery, type StrapiList } from '../../../lib/strapi';
import type { EventAttributes } from '@app/shared/event';
import { nextPageAfter } from './pages';
import { EVENTS_PAGE_SIZE } from '@app/shared/site-content';

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

/** Starts from the first page the server rendered the Culture page with, when it did. */
export function useEvents() {
  const firstPage = useSiteContent().culture?.events;
  return useInfiniteQuery({
    ...eventsQuery,
    initialData: firstPage ? { pages: [firstPage], pageParams: [1] } : undefined,
  });
}
