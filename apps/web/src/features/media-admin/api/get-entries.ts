import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery, type ListParams, type StrapiList } from '../../../lib/strapi';
import { entryKeys } from './entry-keys';
import type { EntryListParams, MediaCollection } from './media-collection';

/** The tab's state as Strapi list parameters: the search is a case-insensitive part. */
export function toEntryListQuery(
  collection: MediaCollection,
  { search, sort, page, pageSize }: EntryListParams,
): ListParams {
  return {
    filters: search.trim() ? { [collection.searchField]: { $containsi: search.trim() } } : {},
    sort,
    page,
    pageSize,
  };
}

/** `GET <collection>?populate=*`: a page of entries with their media. */
export function getEntries<A>(
  collection: MediaCollection,
  params: EntryListParams,
  signal?: AbortSignal,
) {
  const query = toStrapiQuery({ ...toEntryListQuery(collection, params), populate: '*' });
  // The public list may be kept by the browser for a few seconds; Staff must see their change at once.
  const page = callListRoute(collection.routes.list, { query, signal, cache: 'no-store' });
  // The routes type any collection's entries; the tab knows its own collection's attributes.
  return page as Promise<StrapiList<A>>;
}

/** One page of entries; the previous page stays on screen while the next one loads. */
export function useEntries<A>(collection: MediaCollection, params: EntryListParams) {
  return useQuery({
    queryKey: entryKeys.list(collection, params),
    queryFn: ({ signal }) => getEntries<A>(collection, params, signal),
    placeholderData: keepPreviousData,
  });
}
