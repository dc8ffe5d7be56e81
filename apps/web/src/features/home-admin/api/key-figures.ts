import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyFiguresRoutes, type KeyFiguresInput } from '@app/shared/key-figures';
import { callRoute } from '../../../lib/api-client';

const keyFiguresKey = ['key-figures'] as const;

/** `GET /api/key-figures`: the hero's facts and highlights as they are shown. */
export function useKeyFigures() {
  return useQuery({
    queryKey: keyFiguresKey,
    queryFn: ({ signal }) => callRoute(keyFiguresRoutes.get, { signal, cache: 'no-store' }),
  });
}

/** `PUT /api/key-figures` (Staff): both lists replace the stored ones. */
export function useSaveKeyFigures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (figures: KeyFiguresInput) =>
      callRoute(keyFiguresRoutes.update, { body: { data: figures } }),
    onSuccess: (answer) => queryClient.setQueryData(keyFiguresKey, answer),
  });
}
