import { authRoutes, type RegisterInput } from '@app/shared/auth';
import { callRoute } from '../../../lib/api-client';
import { clearSession, type SessionUser } from '../../../lib/session';
import { startSession } from './get-current-user';

/** Creates an account (role Registered) and keeps its token, as SPEC.md section 4 asks. */
export async function signUp(input: RegisterInput): Promise<SessionUser> {
  clearSession();
  const { jwt } = await callRoute(authRoutes.register, { body: input });
  return startSession(jwt);
}
