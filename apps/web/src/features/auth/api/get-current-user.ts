import { apiRequest } from '../../../lib/api-client';
import { clearSession, saveSession, type SessionUser } from '../../../lib/session';

/** `GET /api/users/me?populate=role`: the flat user object with its role. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  disabled?: boolean;
  role: { id: number; name: string; type: string } | null;
}

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/users/me', { query: { populate: 'role' }, signal });
}

export function toSessionUser(user: CurrentUser): SessionUser {
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
