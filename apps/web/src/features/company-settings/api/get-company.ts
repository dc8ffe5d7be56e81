import { useQuery } from '@tanstack/react-query';
import { companyRoutes } from '@app/shared/company';
import { callRoute } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

export function getCompany(signal?: AbortSignal) {
  return callRoute(companyRoutes.get, { signal });
}

/** The public part of the company settings, which says whether they are still the examples. */
export function useCompany() {
  return useQuery({
    queryKey: companyKeys.public(),
    queryFn: ({ signal }) => getCompany(signal),
  });
}
