import type { RegisterInput } from '@app/shared/auth';
import { apiRequest } from '../../../lib/api-client';
import { clearSession, type SessionUser } from '../../../lib/session';
import { startSession } from './get-current-user';
import type { AuthResponse } from './log-in';

/** Creates an account (role Registered) and keeps its token, as SPEC.md section 4 asks. */
export async function signUp(input: RegisterInput): Promise<SessionUser> {
  clearSession();
  const { jwt } = await apiRequest<AuthResponse>('/api/auth/local/register', { method: 'POST', body: input });
  return startSession(jwt);
}
