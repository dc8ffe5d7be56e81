import { z } from 'zod';
import { enumField } from '@app/shared/fields';
import { ROLES, type RoleName } from '@app/shared/options';
import type { ListSpec } from '../../http/strapi-query';
import { toEntity, type Entity } from '../../http/strapi-response';
import type { UserRow } from './users.repository';

export const USERS_OPENAPI_TAG = 'Users';
export const LAST_ADMIN_MESSAGE = 'The last active Admin cannot be demoted or disabled.';

/** `PUT /api/users/:id`: an Admin changes a user's role or disables (re-enables) the account. */
export const userAccessUpdateSchema = z
  .strictObject({
    role: enumField('Role', ROLES).optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false.' }).optional(),
  })
  .refine((changes) => changes.role !== undefined || changes.disabled !== undefined, {
    error: 'Send a role or disabled.',

    // Only when the fields themselves passed: an unknown field is reason enough.
    when: (payload) => payload.issues.length === 0,
  });

export const USERS_LIST_SPEC: ListSpec = {
  filters: {
    role: { column: 'role', type: 'string', operators: ['$eq', '$in'] },
    disabled: { column: 'disabled', type: 'boolean', operators: ['$eq'] },
    username: { column: 'username', type: 'string', operators: ['$containsi'] },
    email: { column: 'email', type: 'string', operators: ['$eq', '$containsi'] },
  },
  sortable: {
    username: 'username',
    email: 'email',
    role: 'role',
    disabled: 'disabled',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    id: 'id',
  },
};

/** Strapi's role object, with fixed ids so clients may rely on them. */
const ROLE_IDS: Record<RoleName, number> = { Registered: 1, Staff: 2, Admin: 3 };

export const roleSchema = z.object({ id: z.number().int(), name: z.enum(ROLES), type: z.string() });

export const userProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  provider: z.literal('local'),
  confirmed: z.literal(true),
  blocked: z.boolean().describe("Same as disabled (Strapi's name)"),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userAttributesSchema = z.object({
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserAttributes = z.infer<typeof userAttributesSchema>;

export function toRole(role: RoleName): z.infer<typeof roleSchema> {
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
