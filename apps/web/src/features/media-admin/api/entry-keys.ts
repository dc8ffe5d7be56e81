import type { EntryListParams, MediaCollection } from './media-collection';

/** Query keys of a media collection's tab; each starts with the collection's key (`events`, `employees`). */
export const entryKeys = {
  all: (collection: MediaCollection) => [collection.key] as const,
  lists: (collection: MediaCollection) => [...entryKeys.all(collection), 'admin-list'] as const,
  list: (collection: MediaCollection, params: EntryListParams) =>
    [...entryKeys.lists(collection), params] as const,
};
