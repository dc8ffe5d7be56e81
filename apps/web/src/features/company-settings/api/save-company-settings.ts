import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRoutes, type CompanySettingsInput } from '@app/shared/company';
import { callRoute } from '../../../lib/api-client';
import { companyKeys } from './company-keys';

export function saveCompanySettings(data: CompanySettingsInput) {
  return callRoute(companyRoutes.updateSettings, { body: { data } });
}

/** Saves every setting; the settings and the public part (the examples banner) follow. */
export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: companyKeys.public() });
    },
  });
}
