import { useQuery } from '@tanstack/react-query';
import { applicationHistoryRoutes } from '@app/shared/application-history';
import { callRoute } from '../../../lib/api-client';
import { applicationKeys } from './get-applications';

/** The application's changes and notes, newest first. */
export function getApplicationHistory(id: number, signal?: AbortSignal) {
  return callRoute(applicationHistoryRoutes.history, { id, signal });
}

export function useApplicationHistory(id: number) {
  return useQuery({
    queryKey: applicationKeys.history(id),
    queryFn: ({ signal }) => getApplicationHistory(id, signal),
  });
}
