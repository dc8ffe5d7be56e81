import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serviceKeys } from './service-keys';

export function deleteService(id: number): Promise<unknown> {
  return apiRequest(`/api/services/${id}`, { method: 'DELETE' });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
