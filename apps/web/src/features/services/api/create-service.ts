import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceRoutes, type ServiceCreateInput } from '@app/shared/service';
import { callRoute } from '../../../lib/api-client';
import { serviceKeys } from './service-keys';

export function createService(data: ServiceCreateInput) {
  return callRoute(serviceRoutes.create, { body: { data } });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
