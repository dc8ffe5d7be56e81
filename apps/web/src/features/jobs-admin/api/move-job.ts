import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobRoutes } from '@app/shared/job';
import { callRoute } from '../../../lib/api-client';
import { getJobOrder } from './get-job-order';
import { jobKeys } from './job-keys';

export interface MoveJobInput {
  id: number;
  direction: 'up' | 'down';
}

/** The order with the job swapped with its neighbour; unchanged at either end. */
function movedOrder(order: readonly number[], { id, direction }: MoveJobInput): number[] {
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const moved = [...order];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/**
 * Moves a job one place up or down: the order is read afresh, so a job another member of staff
 * added or removed meanwhile is not lost, then sent whole (`PUT /api/jobs/order`, Staff).
 */
export async function moveJob(input: MoveJobInput) {
  const ids = movedOrder(await getJobOrder(), input);
  return callRoute(jobRoutes.reorder, { body: { data: { ids } } });
}

export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
