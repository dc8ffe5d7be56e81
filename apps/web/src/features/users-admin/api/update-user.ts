import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type UserAccessChange } from '@app/shared/users';
import { callRoute } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export interface UpdateUserInput {
  id: number;
  changes: UserAccessChange;
}

/** `PUT /api/users/:id` (Admin); refused with 400 when it would leave no active Admin. */
export function updateUser({ id, changes }: UpdateUserInput) {
  return callRoute(userRoutes.update, { id, body: { data: changes } });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
