import {
  authRoutes,
  type AccountSettings,
  type ChangePasswordInput,
  type MeResponse,
  type ResetPasswordInput,
} from '@app/shared/auth';
import { callRoute } from '../../../lib/api-client';
import { clearSession, getSession, saveSession, type SessionUser } from '../../../lib/session';
import { startSession } from './get-current-user';

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await callRoute(authRoutes.forgotPassword, { body: { email } });
}

/** Sets a new password with a mailed code and keeps the session the server answers with. */
export async function resetPassword(input: ResetPasswordInput): Promise<SessionUser> {
  // A stale token from an earlier session must not travel with the request.
  clearSession();
  const { jwt } = await callRoute(authRoutes.resetPassword, { body: input });
  return startSession(jwt);
}

/**
 * Changes the signed-in user's password. The server ends every older token, so the new one it
 * answers replaces the stored one at once.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const { jwt } = await callRoute(authRoutes.changePassword, { body: input });
  saveSession(jwt, getSession()?.user ?? null);
}

/** Saves the signed-in user's settings; resolves to the profile as stored. */
export function updateAccountSettings(settings: AccountSettings): Promise<MeResponse> {
  return callRoute(authRoutes.updateMe, { body: { data: settings }, query: { populate: 'role' } });
}
