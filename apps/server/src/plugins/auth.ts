import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '@app/shared/contract';
import { ROLES, type RoleName } from '@app/shared/options';
import { forbidden, unauthorized } from '../http/errors';
import { createTokenSigner, type TokenSigner } from './tokens';

/** Refuses a caller (by throwing 401 or 403), or lets the request go on. */
export type RouteGuard = (request: FastifyRequest) => Promise<void>;

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: RoleName;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** The check a route of this access runs before its input is read; null for public routes. */
    guardFor(access: RouteAccess): RouteGuard | null;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved by `requireRole`; null on public routes. */
    user: AuthUser | null;
  }
}

/**
 * Bearer-token sign-in. Every request that carries a token is checked against the users table,
 * so a disabled account, a changed role or a new password (which raises the token version) takes
 * effect on its very next request, on every server.
 */
export default fp(
  async function auth(app: FastifyInstance, options: { jwtSecret: string; expiresIn: string }) {
    app.decorate('tokens', createTokenSigner(options.jwtSecret, options.expiresIn));
    app.decorateRequest('user', null);
    const guards: Record<RouteAccess, RouteGuard | null> = {
      public: null,
      identified: identifyUser,
      'signed-in': requireRole(...ROLES),
      Staff: requireRole('Staff'),
      Admin: requireRole('Admin'),
    };
    app.decorate('guardFor', (access: RouteAccess) => guards[access]);
  },
  { name: 'auth' },
);

/**
 * Reads the bearer token: null without one, 401 when it is invalid, expired, of another token
 * version than its user's, or its user is disabled.
 */
async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized();
  const token = await request.server.tokens.verify(match[1]!);
  if (token === null) throw unauthorized();
  const user = await request.server.db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role', 'disabled', 'token_version'])
    .where('id', '=', token.userId)
    .executeTakeFirst();
  if (!user || user.disabled || user.token_version !== token.version) throw unauthorized();
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}

/**
 * Guards a route: without a token 403 (as Strapi answers), with a bad token 401,
 * with a role not listed 403. Admin may do everything Staff may.
 */
function requireRole(...roles: RoleName[]): RouteGuard {
  const allowed = new Set<RoleName>(roles.includes('Staff') ? [...roles, 'Admin'] : roles);
  return async (request) => {
    const user = await authenticate(request);
    if (!user || !allowed.has(user.role)) throw forbidden();
    request.user = user;
  };
}

/** For routes open to everyone that still want to know who is asking (a bad token is refused). */
const identifyUser: RouteGuard = async (request) => {
  request.user = await authenticate(request);
};
