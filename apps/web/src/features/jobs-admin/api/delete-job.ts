import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobRoutes } from '@app/shared/job';
import { callRoute } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** `DELETE /api/jobs/:id` (Staff); applications keep the title they were made for. */
export function deleteJob(id: number) {
  return callRoute(jobRoutes.delete, { id });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
