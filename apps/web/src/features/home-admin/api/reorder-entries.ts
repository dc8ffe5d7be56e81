import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { clientRoutes } from '@app/shared/client';
import type { clientTestimonialRoutes } from '@app/shared/client-testimonial';
import { callRoute } from '../../../lib/api-client';

/** The reorder route of a home page collection (`PUT /api/clients/order`). */
export type ReorderRoute = typeof clientRoutes.reorder | typeof clientTestimonialRoutes.reorder;

/** The order with the entry at `from` moved to `to`. */
export function movedOrder(ids: readonly number[], from: number, to: number): number[] {
  const moved = [...ids];
  const [id] = moved.splice(from, 1);
  moved.splice(to, 0, id!);
  return moved;
}

/** Sends a collection's whole new order (Staff); its lists are read again once it is stored. */
export function useReorderEntries(route: ReorderRoute, collectionKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callRoute(route, { body: { data: { ids } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [collectionKey] }),
  });
}
