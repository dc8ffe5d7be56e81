import { authRoutes, type LoginInput } from '@app/shared/auth';
import { callRoute } from '../../../lib/api-client';
import { clearSession, type SessionUser } from '../../../lib/session';
import { startSession } from './get-current-user';

/** Signs in with email (or username) and password; resolves to the stored profile with its role. */
export async function logIn(input: LoginInput): Promise<SessionUser> {
  // A stale token from an earlier session must not travel with the sign-in request.
  clearSession();
  const { jwt } = await callRoute(authRoutes.login, { body: input });
  return startSession(jwt);
}
