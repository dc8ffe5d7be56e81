import type { RoleName } from '@app/shared/options';
import type { Role, UserAttributes, UserProfile } from '@app/shared/users';
import { toEntity, type Entity } from '../../http/strapi-response';
import type { UserRow } from './users.repository';

/** Strapi's role object, with fixed ids so clients may rely on them. */
const ROLE_IDS: Record<RoleName, number> = { Registered: 1, Staff: 2, Admin: 3 };

export function toRole(role: RoleName): Role {
  return { id: ROLE_IDS[role], name: role, type: role.toLowerCase() };
}

/**
 * The flat user object of `/api/auth/local` and `/api/users/me`. `provider`, `confirmed` and
 * `blocked` are Strapi's names, kept for clients written against it; `disabled` is ours.
 */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    provider: 'local' as const,
    confirmed: true as const,
    blocked: Boolean(user.disabled),
    disabled: Boolean(user.disabled),
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
}

/** A user in the Admin's list: `{id, attributes}`; never the password hash. */
export function toUserEntity(user: UserRow): Entity<UserAttributes> {
  return toEntity(user.id, {
    username: user.username,
    email: user.email,
    role: user.role,
    disabled: Boolean(user.disabled),
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  });
}
