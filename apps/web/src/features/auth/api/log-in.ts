import type { LoginInput } from '@app/shared/auth';
import { apiRequest } from '../../../lib/api-client';
import { clearSession, type SessionUser } from '../../../lib/session';
import { startSession } from './get-current-user';

/** `POST /api/auth/local` and `POST /api/auth/local/register` both answer this. */
export interface AuthResponse {
  jwt: string;
  user: { id: number; username: string; email: string };
}

/** Signs in with email (or username) and password; resolves to the stored profile with its role. */
export async function logIn(input: LoginInput): Promise<SessionUser> {
  // A stale token from an earlier session must not travel with the sign-in request.
  clearSession();
  const { jwt } = await apiRequest<AuthResponse>('/api/auth/local', { method: 'POST', body: input });
  return startSession(jwt);
}
