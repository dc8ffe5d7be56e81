import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema } from '@app/shared/auth';
import { ROLES } from '@app/shared/options';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import { parsePopulate } from '../../http/strapi-query';
import { parseWith } from '../../http/validation';
import { requireRole } from '../../plugins/auth';
import { RATE_LIMIT_MESSAGE, strictRateLimit } from '../../plugins/rate-limits';
import {
  findUserById,
  findUserByLogin,
  insertUser,
  isUsernameOrEmailTaken,
  UsernameOrEmailTakenError,
} from '../users/users.repository';
import { errorResponse, populateQuery } from '../openapi/route-docs';
import {
  ACCOUNT_DISABLED_MESSAGE,
  AUTH_OPENAPI_TAG,
  ACCOUNT_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  ME_RELATIONS,
  meResponseSchema,
  signInResponseSchema,
  toMeResponse,
  toSignInResponse,
} from './auth.schemas';
import { hashPassword, verifyPasswordOfAccount } from './password';

/**
 * Sign-up, sign-in and the signed-in user's profile, in Strapi's users-permissions format.
 * Sign-up and sign-in ignore any bearer token the browser still sends: a stale one must not
 * stand in the way of signing in again.
 */
export default async function authRoutes(app: FastifyInstance) {
  const tags = [AUTH_OPENAPI_TAG];
  const refused = { 400: errorResponse, 429: errorResponse };

  app.post(
    '/api/auth/local/register',
    {
      config: {
        rateLimit: strictRateLimit,
        openapi: { body: registerSchema, response: { 200: signInResponseSchema, ...refused } },
      },
      schema: { tags, summary: 'Sign up (role Registered)', security: [] },
    },
    async (request) => {
      const input = parseWith(registerSchema, request.body);
      if (await isUsernameOrEmailTaken(app.db, input.username, input.email))
        throw badRequest(ACCOUNT_TAKEN_MESSAGE);
      try {
        const user = await insertUser(app.db, {
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          role: 'Registered',
        });
        return await toSignInResponse(user, app.tokens.sign);
      } catch (error) {
        // Two sign-ups for the same name at once: the database's unique index decides.
        if (error instanceof UsernameOrEmailTakenError) throw badRequest(ACCOUNT_TAKEN_MESSAGE);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/local',
    {
      config: {
        rateLimit: strictRateLimit,
        openapi: { body: loginSchema, response: { 200: signInResponseSchema, ...refused } },
      },
      schema: { tags, summary: 'Sign in with e-mail or username', security: [] },
    },
    async (request, reply) => {
      const input = parseWith(loginSchema, request.body);
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
  );

  const signedIn = requireRole(...ROLES);
  app.get(
    '/api/users/me',
    {
      preHandler: signedIn,
      config: {
        openapi: {
          querystring: populateQuery(ME_RELATIONS),
          response: { 200: meResponseSchema, 401: errorResponse, 403: errorResponse },
        },
      },
      schema: { tags, summary: 'The signed-in user' },
    },
    async (request) => {
      const populate = parsePopulate(request.query, ME_RELATIONS);
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw unauthorized();
      return toMeResponse(user, populate.has('role'));
    },
  );
}
