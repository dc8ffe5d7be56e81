import type { FastifyInstance } from 'fastify';
import { authRoutes as contracts, ME_RELATIONS } from '@app/shared/auth';
import { registerRoute } from '../../http/contract-route';
import { ApiError, unauthorized } from '../../http/errors';
import { populateQuerystring } from '../../http/query-schemas';
import { RATE_LIMIT_MESSAGE, strictRateLimit, type Tier } from '../../plugins/rate-limits';
import { passwordReset } from '../mail/mail-templates';
import { hashPassword, verifyPassword } from '../passwords/password';
import { findUserByEmail, findUserById, normalizeEmail } from '../users/users.repository';
import {
  findUserOfResetCode,
  newResetCode,
  RESET_CODE_VALID_MINUTES,
  resetPasswordWithCode,
  setNotifications,
  setPassword,
  storeResetCode,
} from './account.repository';
import { toMeResponse, toSignInResponse } from './auth.mapper';

/** Strapi's wording, so clients written against it show the same texts. */
export const INCORRECT_CODE_MESSAGE = 'Incorrect code provided';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The provided current password is invalid';

const MINUTE_MS = 60_000;
/** Reset mails one e-mail address may ask for, from any number of client addresses. */
export const RESET_REQUEST_TIER: Tier = { max: 5, timeWindowMs: 60 * MINUTE_MS };
/** Wrong current passwords one account may send before changing its password waits. */
export const FAILED_PASSWORD_CHANGE_TIER: Tier = { max: 10, timeWindowMs: 15 * MINUTE_MS };

function tooManyRequests(reply: { header(name: string, value: number): unknown }, seconds: number) {
  reply.header('retry-after', seconds);
  return new ApiError(429, RATE_LIMIT_MESSAGE);
}

/**
 * Password recovery and the signed-in user's own account, with Strapi v4's routes and answers:
 * forgot-password mails a link with a one-hour, single-use code; reset-password and
 * change-password set the password, end every older token of the user and answer a new one, as
 * sign-in does; PUT /api/users/me switches the notification mails.
 */
export default async function accountRoutes(app: FastifyInstance) {
  const resetRequests = app.keyedLimit('reset-request', RESET_REQUEST_TIER);
  const failedPasswordChanges = app.keyedLimit('password-change', FAILED_PASSWORD_CHANGE_TIER);

  registerRoute(app, contracts.forgotPassword, {
    config: { rateLimit: strictRateLimit },
    handler: async (request, reply) => {
      // Counted per address asked for, whether or not an account has it, so the limit tells
      // nothing about which accounts exist.
      const email = normalizeEmail(request.body.email);
      const retryAfter = await resetRequests.retryAfterSeconds(request, email);
      if (retryAfter !== null) throw tooManyRequests(reply, retryAfter);
      await resetRequests.record(request, email);

      const user = await findUserByEmail(app.db, email);
      if (user && !user.disabled) {
        const code = newResetCode();
        const content = passwordReset({
          username: user.username,
          link: app.mail.link(`/reset-password?code=${code}`),
          validForMinutes: RESET_CODE_VALID_MINUTES,
        });
        await app.db.transaction().execute(async (trx) => {
          await storeResetCode(trx, user.id, code);
          await app.mail.write(trx, [{ kind: 'password-reset', to: user.email, ...content }]);
        });
      }
      return { ok: true as const };
    },
  });

  registerRoute(app, contracts.resetPassword, {
    config: { rateLimit: strictRateLimit },
    handler: async (request) => {
      const { code, password } = request.body;
      const incorrectCode = () => new ApiError(400, INCORRECT_CODE_MESSAGE);
      // The code is checked before hashing, so a wrong one costs no argon2 work; spending it
      // checks again, in the transaction that sets the password.
      if (!(await findUserOfResetCode(app.db, code))) throw incorrectCode();
      const user = await resetPasswordWithCode(app.db, code, await hashPassword(password));
      if (!user) throw incorrectCode();
      return toSignInResponse(user, app.tokens.sign);
    },
  });

  registerRoute(app, contracts.changePassword, {
    config: { rateLimit: strictRateLimit },
    handler: async (request, reply) => {
      const account = String(request.user!.id);
      const retryAfter = await failedPasswordChanges.retryAfterSeconds(request, account);
      if (retryAfter !== null) throw tooManyRequests(reply, retryAfter);
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.password_hash, request.body.currentPassword))) {
        await failedPasswordChanges.record(request, account);
        throw new ApiError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
      }
      const updated = await setPassword(app.db, user.id, await hashPassword(request.body.password));
      if (!updated) throw unauthorized();
      return toSignInResponse(updated, app.tokens.sign);
    },
  });

  registerRoute(app, contracts.updateMe, {
    querystring: populateQuerystring(contracts.updateMe.querystring, ME_RELATIONS),
    handler: async (request) => {
      const user = await setNotifications(
        app.db,
        request.user!.id,
        request.body.data.notifications,
      );
      if (!user) throw unauthorized();
      return toMeResponse(user, request.query.has('role'));
    },
  });
}
