import { useQuery } from '@tanstack/react-query';
import { applicationRoutes } from '@app/shared/application';
import { callRoute } from '../../../lib/api-client';
import { applicationKeys } from './get-applications';

/** One application with its resume, for its page. */
export function getApplication(id: number, signal?: AbortSignal) {
  return callRoute(applicationRoutes.get, { id, query: { populate: '*' }, signal });
}

export function useApplication(id: number) {
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}
