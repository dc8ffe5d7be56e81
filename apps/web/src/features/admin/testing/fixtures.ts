import type { MeResponse } from '@app/shared/auth';
import type { RoleName } from '@app/shared/options';
import { saveSession } from '../../../lib/session';

export const TEST_TOKEN = 'test-token';

/** What `GET /api/users/me?populate=role` answers for a user of this role. */
export function currentUser(role: RoleName, overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    id: 7,
    username: `Sana ${role}`,
    email: `sana.${role.toLowerCase()}@example.com`,
    provider: 'local',
    confirmed: true,
    blocked: false,
    disabled: false,
    notifications: true,
    createdAt: '2025-06-01T09:00:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
    role: { id: 1, name: role, type: role.toLowerCase() },
    ...overrides,
  };
}

/** Stores a session as login does; `role` is the stored hint the guard double-checks. */
export function storeSession(role: RoleName) {
  const user = currentUser(role);
  saveSession(TEST_TOKEN, { id: user.id, username: user.username, email: user.email, role });
}

export function pagination(total: number, page = 1, pageSize = 25) {
  return { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
}
