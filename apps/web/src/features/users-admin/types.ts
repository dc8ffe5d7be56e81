import type { RoleName } from '@app/shared/options';
import type { StrapiEntity } from '../../lib/strapi';

/** A user in `GET /api/users` (Admin): never the password. */
export interface UserAttributes {
  username: string;
  email: string;
  role: RoleName;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export type AdminUser = StrapiEntity<UserAttributes>;

/** What `PUT /api/users/:id` changes: the role, or whether the account is disabled. */
export interface UserAccessChange {
  role?: RoleName;
  disabled?: boolean;
}

/** A Registered account that is not disabled has signed up and waits for an Admin to give it staff access. */
export function isAwaitingApproval(user: Pick<UserAttributes, 'role' | 'disabled'>): boolean {
  return user.role === 'Registered' && !user.disabled;
}
