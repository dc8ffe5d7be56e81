import type { FastifyInstance } from 'fastify';
import { authRoutes as contracts, ME_RELATIONS } from '@app/shared/auth';
import { registerRoute } from '../../http/contract-route';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import { populateQuerystring } from '../../http/query-schemas';
import { RATE_LIMIT_MESSAGE, strictRateLimit } from '../../plugins/rate-limits';
import { signupMails } from '../mail/notifications';
import { hashPassword, verifyPasswordOfAccount } from '../passwords/password';
import {
  findUserById,
  findUserByLogin,
  insertUser,
  isUsernameOrEmailTaken,
  UsernameOrEmailTakenError,
} from '../users/users.repository';
import { toMeResponse, toSignInResponse } from './auth.mapper';

/** Strapi's wording, so clients written against it show the same texts. */
const INVALID_CREDENTIALS_MESSAGE = 'Invalid identifier or password';
const ACCOUNT_TAKEN_MESSAGE = 'Email or Username are already taken';
const ACCOUNT_DISABLED_MESSAGE = 'Your account has been blocked by an administrator';

/**
 * Sign-up, sign-in and the signed-in user's profile, in Strapi's users-permissions format.
 * Sign-up and sign-in ignore any bearer token the browser still sends: a stale one must not
 * stand in the way of signing in again.
 */
export default async function authRoutes(app: FastifyInstance) {
  registerRoute(app, contracts.register, {
    config: { rateLimit: strictRateLimit },
    handler: async (request) => {
      const input = request.body;
      if (await isUsernameOrEmailTaken(app.db, input.username, input.email))
        throw badRequest(ACCOUNT_TAKEN_MESSAGE);
      try {
        const passwordHash = await hashPassword(input.password);
        // The Admins hear of the account in the transaction that creates it.
        const user = await app.db.transaction().execute(async (trx) => {
          const inserted = await insertUser(trx, {
            username: input.username,
            email: input.email,
            passwordHash,
            role: 'Registered',
          });
          await app.mail.write(trx, signupMails(app.mail.link, inserted));
          return inserted;
        });
        return await toSignInResponse(user, app.tokens.sign);
      } catch (error) {
        // Two sign-ups for the same name at once: the database's unique index decides.
        if (error instanceof UsernameOrEmailTakenError) throw badRequest(ACCOUNT_TAKEN_MESSAGE);
        throw error;
      }
    },
  });

  registerRoute(app, contracts.login, {
    config: { rateLimit: strictRateLimit },
    handler: async (request, reply) => {
      const input = request.body;
      const retryAfter = await app.failedLogins.retryAfterSeconds(request, input.identifier);
      if (retryAfter !== null) {
        reply.header('retry-after', retryAfter);
        throw new ApiError(429, RATE_LIMIT_MESSAGE);
      }
      const user = await findUserByLogin(app.db, input.identifier);
      const passwordMatches = await verifyPasswordOfAccount(user?.password_hash, input.password);
      if (!user || !passwordMatches) {
        await app.failedLogins.record(request, input.identifier);
        throw new ApiError(400, INVALID_CREDENTIALS_MESSAGE, {}, 'ValidationError');
      }
      if (user.disabled) throw badRequest(ACCOUNT_DISABLED_MESSAGE);
      return toSignInResponse(user, app.tokens.sign);
    },
  });

  registerRoute(app, contracts.me, {
    querystring: populateQuerystring(contracts.me.querystring, ME_RELATIONS),
    handler: async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw unauthorized();
      return toMeResponse(user, request.query.has('role'));
    },
  });
}
