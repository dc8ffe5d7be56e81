import argon2 from 'argon2';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, testServerSuite } from '../../../test/test-suite';

const ISO_TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** A user as sign-up, sign-in and /api/users/me answer it: Strapi's fields, and `disabled`. */
const userAnswer = (fields: { id: unknown; username: string; email: string }) => ({
  ...fields,
  provider: 'local',
  confirmed: true,
  blocked: false,
  disabled: false,
  createdAt: ISO_TIMESTAMP,
  updatedAt: ISO_TIMESTAMP,
});

describe('sign-up, sign-in and /api/users/me', () => {
  const suite = testServerSuite();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const register = (body: unknown, headers: Record<string, string> = {}) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: body as object,
      headers,
    });
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: body as object,
      headers,
    });
  const me = (authorization?: string, query = '?populate=role') =>
    suite.t.app.inject({
      method: 'GET',
      url: `/api/users/me${query}`,
      headers: authorization ? { authorization } : {},
    });

  describe('POST /api/auth/local/register', () => {
    it('creates a Registered account and answers {jwt, user} like Strapi', async () => {
      const response = await register({
        username: 'Sara Ahmed',
        email: 'Sara.Ahmed@Example.com',
        password: 'Example-123',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: userAnswer({
          id: expect.any(Number),
          username: 'Sara Ahmed',
          email: 'sara.ahmed@example.com',
        }),
      });
      const profile = await me(`Bearer ${body.jwt}`);
      expect(profile.json().role).toEqual({ id: 1, name: 'Registered', type: 'registered' });
    });

    it('stores an argon2id hash, never the password', async () => {
      await register({
        username: 'hash-check',
        email: 'hash-check@example.com',
        password: 'Example-123',
      });
      const row = await suite.t.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('username_key', '=', 'hash-check')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('Example-123');
    });

    it('refuses a taken e-mail or username in any letter case', async () => {
      await register({
        username: 'Taken Name',
        email: 'taken@example.com',
        password: 'Example-123',
      });
      const taken = {
        data: null,
        error: {
          status: 400,
          name: 'ApplicationError',
          message: 'Email or Username are already taken',
          details: {},
        },
      };
      const sameEmail = await register({
        username: 'Other Name',
        email: 'TAKEN@example.com',
        password: 'Example-123',
      });
      expect(sameEmail.statusCode).toBe(400);
      expect(sameEmail.json()).toEqual(taken);
      const sameName = await register({
        username: 'taken name',
        email: 'other@example.com',
        password: 'Example-123',
      });
      expect(sameName.json()).toEqual(taken);
    });

    it('lets the unique index decide between two sign-ups for the same name at once', async () => {
      const body = { username: 'Twin', email: 'twin@example.com', password: 'Example-123' };
      const statuses = (
        await Promise.all([register(body), register({ ...body, email: 'twin2@example.com' })])
      ).map((r) => r.statusCode);
      expect(statuses.sort()).toEqual([200, 400]);
    });

    it.each([
      [{ email: 'a@example.com', password: 'Example-123' }, ['username'], 'Full name is required.'],
      [
        { username: ' ', email: 'a@example.com', password: 'Example-123' },
        ['username'],
        'Full name is required.',
      ],
      [
        { username: 'A', password: 'Example-123' },
        ['email'],
        'Please enter a valid email address.',
      ],
      [
        { username: 'A', email: 'not-an-email', password: 'Example-123' },
        ['email'],
        'Please enter a valid email address.',
      ],
      [{ username: 'A', email: 'a@example.com' }, ['password'], 'Password is required.'],
      [
        { username: 'A', email: 'a@example.com', password: 'short' },
        ['password'],
        'Password must be at least 8 characters.',
      ],
      [
        { username: 'A', email: 'a@example.com', password: 'x'.repeat(201) },
        ['password'],
        'Password must be at most 200 characters.',
      ],
      [
        { username: 'A', email: 'a@example.com', password: 'Example-123', role: 'Admin' },
        [],
        'Unknown field: role',
      ],
    ])('refuses %j with a message on %j', async (body, path, message) => {
      const response = await register(body);
      expectValidationError(response, path, message);
    });

    it('refuses malformed JSON with a 400, not a 500', async () => {
      const response = await suite.t.app.inject({
        method: 'POST',
        url: '/api/auth/local/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('SyntaxError');
    });
  });

  describe('POST /api/auth/local', () => {
    beforeAll(async () => {
      await register({
        username: 'Login User',
        email: 'login.user@example.com',
        password: 'Example-123',
      });
    });

    it.each([
      'login.user@example.com',
      'LOGIN.USER@EXAMPLE.COM',
      'Login User',
      'login user',
      '  login user  ',
    ])('signs in with the e-mail or username %j', async (identifier) => {
      const response = await login({ identifier, password: 'Example-123' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        jwt: expect.any(String),
        user: expect.objectContaining({
          username: 'Login User',
          email: 'login.user@example.com',
          blocked: false,
        }),
      });
    });

    it('answers the same generic 400 for a wrong password and an unknown account', async () => {
      const generic = {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Invalid identifier or password',
          details: {},
        },
      };
      const wrongPassword = await login({
        identifier: 'login.user@example.com',
        password: 'wrong-password',
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual(generic);
      const unknown = await login({ identifier: 'nobody@example.com', password: 'Example-123' });
      expect(unknown.json()).toEqual(generic);
    });

    it('checks a password hash even when the account does not exist, so timing does not tell', async () => {
      await login({ identifier: 'warm-up@example.com', password: 'Example-123' });
      const verify = vi.spyOn(argon2, 'verify');
      await login({ identifier: 'nobody-at-all@example.com', password: 'Example-123' });
      expect(verify).toHaveBeenCalledTimes(1);
    });

    it('refuses a disabled account after the password checks out', async () => {
      const { userId } = await loginAs(suite.t, 'Staff', {
        email: 'disabled.login@example.com',
        password: 'Example-123',
      });
      await suite.t.app.db
        .updateTable('users')
        .set({ disabled: 1 })
        .where('id', '=', userId)
        .execute();
      const response = await login({
        identifier: 'disabled.login@example.com',
        password: 'Example-123',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        status: 400,
        name: 'ApplicationError',
        message: 'Your account has been blocked by an administrator',
        details: {},
      });
      const wrong = await login({
        identifier: 'disabled.login@example.com',
        password: 'wrong-password',
      });
      expect(wrong.json().error.message).toBe('Invalid identifier or password');
    });

    it('ignores a stale token the browser still sends', async () => {
      const response = await login(
        { identifier: 'login.user@example.com', password: 'Example-123' },
        { authorization: 'Bearer not-a-valid-token' },
      );
      expect(response.statusCode).toBe(200);
    });

    it.each([
      [{ identifier: 'login.user@example.com' }, ['password'], 'Password is required.'],
      [{ password: 'Example-123' }, ['identifier'], 'Email or username is required.'],
      [
        { identifier: '', password: 'Example-123' },
        ['identifier'],
        'Email or username is required.',
      ],
      [{ identifier: 'a', password: 'x', remember: true }, [], 'Unknown field: remember'],
    ])('refuses %j with a message on %j', async (body, path, message) => {
      const response = await login(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual({
        errors: [{ path, message, name: 'ValidationError' }],
      });
    });
  });

  describe('GET /api/users/me', () => {
    it('answers the flat profile with the role object when populate=role asks for it', async () => {
      const { authorization, userId } = await loginAs(suite.t, 'Staff', { username: 'Me Staff' });
      const response = await me(authorization.authorization);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...userAnswer({ id: userId, username: 'Me Staff', email: 'me.staff@example.com' }),
        notifications: true,
        role: { id: 2, name: 'Staff', type: 'staff' },
      });
      const admin = await loginAs(suite.t, 'Admin');
      expect((await me(admin.authorization.authorization, '?populate=*')).json().role).toEqual({
        id: 3,
        name: 'Admin',
        type: 'admin',
      });
    });

    it('leaves the role out without populate, as Strapi does', async () => {
      const { authorization } = await loginAs(suite.t, 'Registered');
      const body = (await me(authorization.authorization, '')).json();
      expect(body).not.toHaveProperty('role');
      expect(body).not.toHaveProperty('password_hash');
    });

    it('answers 403 without a token and 401 with a bad one', async () => {
      const anonymous = await me();
      expect(anonymous.statusCode).toBe(403);
      expect(anonymous.json()).toEqual({
        data: null,
        error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} },
      });
      const bad = await me('Bearer not-a-valid-token');
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({
        data: null,
        error: {
          status: 401,
          name: 'UnauthorizedError',
          message: 'Missing or invalid credentials',
          details: {},
        },
      });
    });

    it('refuses an unknown populate or parameter', async () => {
      const { authorization } = await loginAs(suite.t, 'Registered');
      expect((await me(authorization.authorization, '?populate=password')).statusCode).toBe(400);
      expect((await me(authorization.authorization, '?fields=password_hash')).statusCode).toBe(400);
    });
  });
});
