import { authRoutes, type MeResponse } from '@app/shared/auth';
import { callRoute } from '../../../lib/api-client';
import { clearSession, saveSession, type SessionUser } from '../../../lib/session';

/** `GET /api/users/me?populate=role`: the flat user object with its role. */
export function getCurrentUser(signal?: AbortSignal): Promise<MeResponse> {
  return callRoute(authRoutes.me, { query: { populate: 'role' }, signal });
}

export function toSessionUser(user: MeResponse): SessionUser {
  return { id: user.id, username: user.username, email: user.email, role: user.role?.name ?? '' };
}

/**
 * Keeps a new token, asks the server who it belongs to and stores that profile (SPEC.md
 * section 3 keys). If the server cannot say, nothing is kept.
 */
export async function startSession(jwt: string): Promise<SessionUser> {
  saveSession(jwt, null);
  try {
    const user = toSessionUser(await getCurrentUser());
    saveSession(jwt, user);
    return user;
  } catch (error) {
    clearSession();
    throw error;
  }
}
