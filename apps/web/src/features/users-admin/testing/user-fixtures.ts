import type { RoleName } from '@app/shared/options';
import { pagination } from '../../admin/testing/fixtures';
import type { AdminUser } from '../types';

/** A user as `GET /api/users` answers it. */
export function userEntity(
  id: number,
  username: string,
  role: RoleName,
  options: { disabled?: boolean; createdAt?: string } = {},
): AdminUser {
  const createdAt = options.createdAt ?? '2025-06-01T10:00:00.000Z';
  return {
    id,
    attributes: {
      username,
      email: `${username.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      role,
      disabled: options.disabled ?? false,
      createdAt,
      updatedAt: createdAt,
    },
  };
}

export function userList(users: AdminUser[], total = users.length) {
  return { data: users, meta: pagination(total) };
}
