import type { UserAttributes } from '@app/shared/users';
import type { StrapiEntity } from '../../lib/strapi';

/** A user in `GET /api/users` (Admin): never the password. */
export type AdminUser = StrapiEntity<UserAttributes>;

/** A Registered account that is not disabled has signed up and waits for an Admin to give it staff access. */
export function isAwaitingApproval(user: Pick<UserAttributes, 'role' | 'disabled'>): boolean {
  return user.role === 'Registered' && !user.disabled;
}
