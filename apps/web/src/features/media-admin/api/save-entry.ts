import { callRoute } from '../../../lib/api-client';
import type { MediaCollection } from './media-collection';
import { useCollectionMutation } from './use-collection-mutation';

export interface SaveEntryInput {
  /** The entry to change; null adds a new one. */
  id: number | null;
  /** Every field, the media as file ids in display order. */
  data: object;
}

/**
 * `POST <collection>` for a new entry, `PUT <collection>/:id` for one to change (Staff). On a
 * change the media sent replace the stored ones; files left out (a photo replaced or removed, an
 * image taken off the list) are deleted by the server.
 */
export function saveEntry(
  collection: MediaCollection,
  { id, data }: SaveEntryInput,
): Promise<unknown> {
  const query = { populate: '*' };
  return id === null
    ? callRoute(collection.routes.create, { body: { data }, query })
    : callRoute(collection.routes.update, { id, body: { data }, query });
}

export function useSaveEntry(collection: MediaCollection) {
  return useCollectionMutation(collection, saveEntry);
}
