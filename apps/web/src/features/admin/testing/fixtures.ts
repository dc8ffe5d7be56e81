import { saveSession } from '../../../lib/session';
import type { CurrentUser } from '../../auth/api/get-current-user';

export const TEST_TOKEN = 'test-token';

/** What `GET /api/users/me?populate=role` answers for a user of this role. */
export function currentUser(role: string, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: `Sana ${role}`,
    email: `sana.${role.toLowerCase()}@example.com`,
    disabled: false,
    role: { id: 1, name: role, type: role.toLowerCase() },
    ...overrides,
  };
}

/** Stores a session as login does; `role` is the stored hint the guard double-checks. */
export function storeSession(role: string) {
  const user = currentUser(role);
  saveSession(TEST_TOKEN, { id: user.id, username: user.username, email: user.email, role });
}

export function pagination(total: number, page = 1, pageSize = 25) {
  return { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
}
