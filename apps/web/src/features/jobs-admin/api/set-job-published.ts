import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobRoutes } from '@app/shared/job';
import { callRoute } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

export interface SetJobPublishedInput {
  id: number;
  published: boolean;
}

/** Opens or closes a position (`PUT /api/jobs/:id`, Staff): the public pages follow at once. */
export function setJobPublished({ id, published }: SetJobPublishedInput) {
  return callRoute(jobRoutes.update, { id, body: { data: { published } } });
}

export function useSetJobPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobPublished,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
