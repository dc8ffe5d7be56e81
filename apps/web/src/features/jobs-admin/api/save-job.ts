import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobRoutes, type JobCreateInput } from '@app/shared/job';
import { callRoute } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export interface SaveJobInput {
  /** The job to change; null adds a new one (a draft, placed last). */
  id: number | null;
  data: JobCreateInput;
}

/** `POST /api/jobs` or `PUT /api/jobs/:id` (Staff); the slug stays as it was made. */
export function saveJob({ id, data }: SaveJobInput) {
  return id === null
    ? callRoute(jobRoutes.create, { body: { data } })
    : callRoute(jobRoutes.update, { id, body: { data } });
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
