import { z } from 'zod';
import type { UserRow } from '../users/users.repository';
import { roleSchema, toRole, toUserProfile, userProfileSchema } from '../users/users.schemas';

export const AUTH_OPENAPI_TAG = 'Auth';

/** Strapi's wording, so clients written against it show the same texts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid identifier or password';
export const ACCOUNT_TAKEN_MESSAGE = 'Email or Username are already taken';
export const ACCOUNT_DISABLED_MESSAGE = 'Your account has been blocked by an administrator';

/** What `/api/users/me` may populate. */
export const ME_RELATIONS = ['role'] as const;

export const signInResponseSchema = z.object({ jwt: z.string(), user: userProfileSchema });
export const meResponseSchema = userProfileSchema.extend({
  role: roleSchema.optional().describe('With populate=role or *'),
});

/** The answer to a successful sign-up or sign-in. */
export async function toSignInResponse(
  user: UserRow,
  sign: (userId: number) => Promise<string>,
): Promise<z.infer<typeof signInResponseSchema>> {
  return { jwt: await sign(user.id), user: toUserProfile(user) };
}

/** `/api/users/me`: the flat profile, with the role when `populate=role` (or `*`) asks for it. */
export function toMeResponse(user: UserRow, withRole: boolean): z.infer<typeof meResponseSchema> {
  return withRole ? { ...toUserProfile(user), role: toRole(user.role) } : toUserProfile(user);
}
