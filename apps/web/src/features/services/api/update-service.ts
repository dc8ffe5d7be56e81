import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  serviceRoutes,
  type ServiceAttributes,
  type ServiceUpdateInput,
} from '@app/shared/service';
import { callRoute } from '../../../lib/api-client';
import type { StrapiList } from '../../../lib/strapi';
import { serviceKeys } from './service-keys';

export interface UpdateServiceInput {
  id: number;
  data: ServiceUpdateInput;
}

export function updateService({ id, data }: UpdateServiceInput) {
  return callRoute(serviceRoutes.update, { id, body: { data } });
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
