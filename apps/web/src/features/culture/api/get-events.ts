import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiList } from '../../../lib/strapi';
import type { Media } from './media';

export interface EventAttributes {
  title: string;
  /** `YYYY-MM-DD` */
  date: string;
  description?: string | null;
  images?: { data: Media[] | null } | null;
  videos?: { data: Media[] | null } | null;
}

/** `GET /api/events?populate=*`, newest first. */
export const eventsQuery = queryOptions({
  queryKey: ['events', 'public'],
  queryFn: ({ signal }) =>
    apiRequest<StrapiList<EventAttributes>>('/api/events', { query: { populate: '*', sort: 'date:desc' }, signal }),
});

export function useEvents() {
  return useQuery(eventsQuery);
}
