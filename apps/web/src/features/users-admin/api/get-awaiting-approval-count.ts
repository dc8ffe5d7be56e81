import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toStrapiQuery, type StrapiList } from '../../../lib/strapi';
import type { UserAttributes } from '@app/shared/users';
import { userKeys } from './user-keys';

/** How many accounts wait for approval (active and Registered): one row is asked for, the total is read. */
export async function getAwaitingApprovalCount(signal?: AbortSignal): Promise<number> {
  const query = toStrapiQuery({
    filters: { role: { $eq: 'Registered' }, disabled: { $eq: false } },
    pageSize: 1,
  });
  const answer = await apiRequest<StrapiList<UserAttributes>>('/api/users', { query, signal });
  return answer.meta.pagination.total;
}

export function useAwaitingApprovalCount() {
  return useQuery({
    queryKey: userKeys.awaitingApprovalCount(),
    queryFn: ({ signal }) => getAwaitingApprovalCount(signal),
  });
}
