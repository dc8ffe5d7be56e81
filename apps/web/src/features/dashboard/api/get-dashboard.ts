import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@app/shared/dashboard';
import { callRoute } from '../../../lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** `GET /api/dashboard`: the figures, new things counted from the end of the previous visit. */
export function useDashboard({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: async ({ signal }) => (await callRoute(dashboardRoutes.get, { signal })).data,
    enabled,
  });
}
