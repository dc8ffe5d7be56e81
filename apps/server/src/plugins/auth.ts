import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Selectable } from 'kysely';
import type { RouteAccess } from '@app/shared/contract';
import { ROLES, type RoleName } from '@app/shared/options';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { createClearableCache } from './clearable-cache';
import { createTokenSigner, type TokenSigner, type VerifiedToken } from './tokens';

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

/** How long a user's row, read to check a token, is used again without reading it. */
export const SIGNED_IN_USER_MAX_AGE_MS = 1_000;

type SignedInRow = Pick<
  Selectable<UsersTable>,
  'id' | 'username' | 'email' | 'role' | 'disabled' | 'token_version'
>;

interface SignedInUsers {
  /** The row, read at most `SIGNED_IN_USER_MAX_AGE_MS` ago, or now (and kept) when `fresh`. */
  row(id: number, options?: { fresh?: boolean }): Promise<SignedInRow | undefined>;
}

/**
 * The rows of signed-in users, each kept for a second: every request with a token needs its
 * user's role, state and token version, and on PostgreSQL reading them was one of a list page's
 * four round trips to the database. Every kept row is dropped at once by a change of an account
 * (an `accounts` notice: an Admin's change of role or state, a new password, a notification switch),
 * on every server that hears of it; the age limit bounds how long one not heard of (Redis down, a
 * change from `npm run create-admin`) is used. A kept row only ever lets a request through: a
 * request it would refuse is checked against the row read again (`authenticate`), so a token
 * signed after a password change, or a role just raised, works at once on every server.
 */
function createSignedInUsers(db: Db): SignedInUsers & { clear(): void } {
  const rows = createClearableCache<SignedInRow | undefined>({
    maxAgeMs: SIGNED_IN_USER_MAX_AGE_MS,
  });
  const read = (id: number) =>
    db
      .selectFrom('users')
      .select(['id', 'username', 'email', 'role', 'disabled', 'token_version'])
      .where('id', '=', id)
      .executeTakeFirst();
  return {
    row(id, options = {}) {
      if (options.fresh) rows.delete(String(id));
      return rows.get(String(id), () => read(id));
    },
    clear: () => rows.clear(),
  };
}

/** Bearer-token sign-in, checked against the user's role, state and token version. */
export default fp(
  async function auth(app: FastifyInstance, options: { jwtSecret: string; expiresIn: string }) {
    app.decorate('tokens', createTokenSigner(options.jwtSecret, options.expiresIn));
    const users = createSignedInUsers(app.db);
    app.siteContent.onChange((kind) => {
      if (kind === 'accounts') users.clear();
    });
    app.decorateRequest('user', null);
    const guards: Record<RouteAccess, RouteGuard | null> = {
      public: null,
      identified: identifyUser(users),
      'signed-in': requireRole(users, ...ROLES),
      Staff: requireRole(users, 'Staff'),
      Admin: requireRole(users, 'Admin'),
    };
    app.decorate('guardFor', (access: RouteAccess) => guards[access]);
  },
  { name: 'auth', dependencies: ['site-content-changes'] },
);

/** Whether a user row accepts a token (and its role, this route). */
const accepts = (
  row: SignedInRow | undefined,
  token: VerifiedToken,
  allowed: ReadonlySet<RoleName> | undefined,
): row is SignedInRow =>
  row !== undefined &&
  !row.disabled &&
  row.token_version === token.version &&
  (allowed === undefined || allowed.has(row.role));

/**
 * Reads the bearer token: null without one, 401 when it is invalid, expired, of another token
 * version than its user's, or its user is disabled; 403 when `allowed` is given and the user's
 * role is not in it. Only the row read again refuses (see `createSignedInUsers`).
 */
async function authenticate(
  users: SignedInUsers,
  request: FastifyRequest,
  allowed?: ReadonlySet<RoleName>,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized();
  const token = await request.server.tokens.verify(match[1]!);
  if (token === null) throw unauthorized();
  let user = await users.row(token.userId);
  if (!accepts(user, token, allowed)) {
    user = await users.row(token.userId, { fresh: true });
    if (!accepts(user, token, undefined)) throw unauthorized();
    if (!accepts(user, token, allowed)) throw forbidden();
  }
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}

/**
 * Guards a route: without a token 403 (as Strapi answers), with a bad token 401,
 * with a role not listed 403. Admin may do everything Staff may.
 */
function requireRole(users: SignedInUsers, ...roles: RoleName[]): RouteGuard {
  const allowed = new Set<RoleName>(roles.includes('Staff') ? [...roles, 'Admin'] : roles);
  return async (request) => {
    const user = await authenticate(users, request, allowed);
    if (!user) throw forbidden();
    request.user = user;
  };
}

/** For routes open to everyone that still want to know who is asking (a bad token is refused). */
const identifyUser =
  (users: SignedInUsers): RouteGuard =>
  async (request) => {
    request.user = await authenticate(users, request);
  };
