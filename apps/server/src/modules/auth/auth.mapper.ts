import type { MeResponse, SignInResponse } from '@app/shared/auth';
import type { UserRow } from '../users/users.repository';
import { toRole, toUserProfile } from '../users/users.mapper';

/** The answer to a successful sign-up, sign-in, password reset or change: a token of the user's current version. */
export async function toSignInResponse(
  user: UserRow,
  sign: (userId: number, version: number) => Promise<string>,
): Promise<SignInResponse> {
  return { jwt: await sign(user.id, user.token_version), user: toUserProfile(user) };
}

/**
 * `/api/users/me`: the flat profile and the notifications switch, with the role when
 * `populate=role` (or `*`) asks for it.
 */
export function toMeResponse(user: UserRow, withRole: boolean): MeResponse {
  const profile = { ...toUserProfile(user), notifications: Boolean(user.notifications) };
  return withRole ? { ...profile, role: toRole(user.role) } : profile;
}
