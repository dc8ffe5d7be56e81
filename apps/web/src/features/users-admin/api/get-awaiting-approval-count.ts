import { useQuery } from '@tanstack/react-query';
import { userRoutes } from '@app/shared/users';
import { callListRoute } from '../../../lib/api-client';
import { toStrapiQuery } from '../../../lib/strapi';
import { userKeys } from './user-keys';

/** How many accounts wait for approval (active and Registered): one row is asked for, the total is read. */
export async function getAwaitingApprovalCount(signal?: AbortSignal): Promise<number> {
  const query = toStrapiQuery({
    filters: { role: { $eq: 'Registered' }, disabled: { $eq: false } },
    pageSize: 1,
  });
  const answer = await callListRoute(userRoutes.list, { query, signal });
  return answer.meta.pagination.total;
}

export function useAwaitingApprovalCount() {
  return useQuery({
    queryKey: userKeys.awaitingApprovalCount(),
    queryFn: ({ signal }) => getAwaitingApprovalCount(signal),
  });
}
