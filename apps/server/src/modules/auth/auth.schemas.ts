import type { UserRow } from '../users/users.repository';
import { toRole, toUserProfile } from '../users/users.schemas';

export const AUTH_OPENAPI_TAG = 'Auth';

/** Strapi's wording, so clients written against it show the same texts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid identifier or password';
export const ACCOUNT_TAKEN_MESSAGE = 'Email or Username are already taken';
export const ACCOUNT_DISABLED_MESSAGE = 'Your account has been blocked by an administrator';

/** What `/api/users/me` may populate. */
export const ME_RELATIONS = ['role'] as const;

/** The answer to a successful sign-up or sign-in. */
export async function toSignInResponse(user: UserRow, sign: (userId: number) => Promise<string>) {
  return { jwt: await sign(user.id), user: toUserProfile(user) };
}

/** `/api/users/me`: the flat profile, with the role when `populate=role` (or `*`) asks for it. */
export function toMeResponse(user: UserRow, withRole: boolean) {
  return withRole ? { ...toUserProfile(user), role: toRole(user.role) } : toUserProfile(user);
}
