import type { MeResponse, SignInResponse } from '@app/shared/auth';
import type { UserRow } from '../users/users.repository';
import { toRole, toUserProfile } from '../users/users.mapper';

/** The answer to a successful sign-up or sign-in. */
export async function toSignInResponse(
  user: UserRow,
  sign: (userId: number) => Promise<string>,
): Promise<SignInResponse> {
  return { jwt: await sign(user.id), user: toUserProfile(user) };
}

/** `/api/users/me`: the flat profile, with the role when `populate=role` (or `*`) asks for it. */
export function toMeResponse(user: UserRow, withRole: boolean): MeResponse {
  return withRole ? { ...toUserProfile(user), role: toRole(user.role) } : toUserProfile(user);
}
