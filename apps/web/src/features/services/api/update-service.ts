import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceAttributes, ServiceUpdateData } from '@app/shared/service';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiList, StrapiSingle } from '../../../lib/strapi';
import { serviceKeys } from './service-keys';

export interface UpdateServiceInput {
  id: number;
  data: ServiceUpdateData;
}

export function updateService({
  id,
  data,
}: UpdateServiceInput): Promise<StrapiSingle<ServiceAttributes>> {
  return apiRequest(`/api/services/${id}`, { method: 'PUT', body: { data } });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: ({ data: saved }) => {
      // Show the stored entry at once, so the cell does not flash its old value before the refetch.
      queryClient.setQueriesData<StrapiList<ServiceAttributes>>(
        { queryKey: serviceKeys.lists() },
        (list) =>
          list
            ? { ...list, data: list.data.map((entry) => (entry.id === saved.id ? saved : entry)) }
            : list,
      );
      return queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
}
