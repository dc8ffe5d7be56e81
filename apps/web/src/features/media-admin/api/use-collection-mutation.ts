import { useMutation, useQueryClient } from '@tanstack/react-query';
import { entryKeys } from './entry-keys';
import type { MediaCollection } from './media-collection';

/** A change to a collection; once it succeeds every list of the collection is fetched again. */
export function useCollectionMutation<Input>(
  collection: MediaCollection,
  change: (collection: MediaCollection, input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(collection, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryKeys.all(collection) }),
  });
}
