import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StrapiSingle } from '../../../lib/strapi';
import type { UserAccessChange, UserAttributes } from '../types';
import { userKeys } from './user-keys';

export interface UpdateUserInput {
  id: number;
  changes: UserAccessChange;
}

/** `PUT /api/users/:id` (Admin); refused with 400 when it would leave no active Admin. */
export function updateUser({ id, changes }: UpdateUserInput): Promise<StrapiSingle<UserAttributes>> {
  return apiRequest(`/api/users/${id}`, { method: 'PUT', body: { data: changes } });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
