import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@app/shared/constants';
import { callListRoute } from '../../../lib/api-client';
import type { StrapiList } from '../../../lib/strapi';
import type { MediaCollection } from '../../media-admin/api/media-collection';

/**
 * Every entry of a home page collection with its media, in the page's order: a firm shows a
 * handful of clients, so the list is read whole (at most one answer's worth).
 */
export function getOrderedEntries<A>(collection: MediaCollection, signal?: AbortSignal) {
  const entries = callListRoute(collection.routes.list, {
    query: { populate: '*', sort: 'order:asc', 'pagination[pageSize]': MAX_PAGE_SIZE },
    signal,
    // The public list may be kept by the browser for a few seconds; Staff must see their change at once.
    cache: 'no-store',
  });
  // The routes type any collection's entries; the section knows its own collection's attributes.
  return entries as Promise<StrapiList<A>>;
}

export function useOrderedEntries<A>(collection: MediaCollection) {
  return useQuery({
    queryKey: [collection.key, 'home-admin'],
    queryFn: ({ signal }) => getOrderedEntries<A>(collection, signal),
  });
}
