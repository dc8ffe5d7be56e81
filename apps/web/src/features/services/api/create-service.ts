import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceAttributes, ServiceCreateData } from '@app/shared/service';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import { serviceKeys } from './service-keys';

export function createService(data: ServiceCreateData): Promise<StrapiSingle<ServiceAttributes>> {
  return apiRequest('/api/services', { method: 'POST', body: { data } });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
