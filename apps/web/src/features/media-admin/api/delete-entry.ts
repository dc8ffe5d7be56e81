import { callRoute } from '../../../lib/api-client';
import type { MediaCollection } from './media-collection';
import { useCollectionMutation } from './use-collection-mutation';

/** `DELETE <collection>/:id` (Staff): the entry goes, and its media with it. */
export function deleteEntry(collection: MediaCollection, id: number): Promise<unknown> {
  return callRoute(collection.routes.delete, { id });
}

export function useDeleteEntry(collection: MediaCollection) {
  return useCollectionMutation(collection, deleteEntry);
}
