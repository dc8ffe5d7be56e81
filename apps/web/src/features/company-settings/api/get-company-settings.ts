import { useQuery } from '@tanstack/react-query';
import { companyRoutes } from '@app/shared/company';
import { callRoute } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

export function getCompanySettings(signal?: AbortSignal) {
  return callRoute(companyRoutes.getSettings, { signal });
}

/** Every company setting, bank details included (Admin). */
export function useCompanySettings() {
  return useQuery({
    queryKey: companyKeys.settings(),
    queryFn: ({ signal }) => getCompanySettings(signal),
    // The form is filled once from what the server holds now, not from an older copy.
    staleTime: 0,
  });
}
