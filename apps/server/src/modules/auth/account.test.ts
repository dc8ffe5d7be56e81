import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';
import { passwordReset } from '../mail/mail-templates';
import { loginAs } from '../../../test/test-app';
import { expectValidationError, testServerSuite } from '../../../test/test-suite';
import { hashResetCode } from './account.repository';

/** A Strapi 400 ValidationError without field details. */
const validationError = (message: string) => ({
  data: null,
  error: { status: 400, name: 'ValidationError', message, details: {} },
});

describe('password recovery, password change and the notifications switch', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const suite = testServerSuite(() => ({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://www.example.com' },
  }));

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    suite.t.app.inject({ method: 'POST', url, payload, headers });
  const me = (authorization: string) =>
    suite.t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const reset = (code: string, password = 'new-password-1', confirmation = password) =>
    post('/api/auth/reset-password', { code, password, passwordConfirmation: confirmation });

  /** The code in the reset link of the latest mail caught for `to`. */
  async function mailedCode(to: string): Promise<string> {
    const { mail } = await smtp.waitFor((c) => c.envelopeTo.includes(to));
    const link = /https:\/\/www\.example\.com\/reset-password\?code=([\w-]+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    return link![1]!;
  }

  /** Waits until a mail to a fresh address went out: every mail written before it went out too. */
  async function flushMails() {
    const marker = `marker-${Math.random().toString(36).slice(2)}@example.com`;
    await suite.t.app.mail.write(suite.t.app.db, [
      {
        kind: 'password-reset',
        to: marker,
        ...passwordReset({ username: 'marker', link: 'http://example.com/', validForMinutes: 60 }),
      },
    ]);
    await smtp.waitFor((c) => c.envelopeTo.includes(marker));
  }

  it('mails a link, and its code sets the new password, signs in and ends older tokens', async () => {
    const { authorization, userId } = await loginAs(suite.t, 'Staff', {
      username: 'Forgetful <b>Farah</b>',
      email: 'farah@example.com',
      password: 'old-password-1',
    });
    const asked = await forgot('  Farah@Example.com ');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true });

    const { mail, envelopeTo } = await smtp.waitFor((c) =>
      c.envelopeTo.includes('farah@example.com'),
    );
    expect(envelopeTo).toEqual(['farah@example.com']);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('Forgetful &lt;b&gt;Farah&lt;/b&gt;');
    const code = await mailedCode('farah@example.com');
    expect(code.length).toBeGreaterThanOrEqual(43);
    // Only the code's hash is stored.
    const stored = await suite.t.app.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toBe(hashResetCode(code));
    expect(stored.code_hash).not.toContain(code);
    const validMs = Date.parse(stored.expires_at) - Date.parse(stored.created_at);
    expect(validMs).toBe(60 * 60_000);

    const done = await reset(code);
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json();
    expect(body).toEqual({
      jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: expect.objectContaining({
        id: userId,
        username: 'Forgetful <b>Farah</b>',
        email: 'farah@example.com',
        blocked: false,
      }),
    });
    expect((await me(authorization.authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${body.jwt}`)).statusCode).toBe(200);
    const signIn = (password: string) =>
      post('/api/auth/local', { identifier: 'farah@example.com', password });
    expect((await signIn('old-password-1')).statusCode).toBe(400);
    expect((await signIn('new-password-1')).statusCode).toBe(200);

    // The code works once.
    const again = await reset(code, 'another-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(validationError('Incorrect code provided'));
  });

  it('refuses an expired code, an unknown one, and an older code once a newer was asked for', async () => {
    await loginAs(suite.t, 'Registered', { email: 'late@example.com' });
    await forgot('late@example.com');
    const first = await mailedCode('late@example.com');
    smtp.received.length = 0;
    await forgot('late@example.com');
    const second = await mailedCode('late@example.com');
    expect(second).not.toBe(first);
    expect((await reset(first)).json()).toEqual(validationError('Incorrect code provided'));

    await suite.t.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('code_hash', '=', hashResetCode(second))
      .execute();
    expect((await reset(second)).json()).toEqual(validationError('Incorrect code provided'));
    expect((await reset('no-such-code')).json()).toEqual(
      validationError('Incorrect code provided'),
    );
  });

  it('answers 200 for an unknown or disabled address and mails nothing', async () => {
    const { userId } = await loginAs(suite.t, 'Staff', { email: 'gone@example.com' });
    await suite.t.app.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', userId)
      .execute();
    for (const email of ['nobody@example.com', 'gone@example.com']) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    await flushMails();
    const recipients = smtp.received.flatMap((c) => c.envelopeTo);
    expect(recipients).not.toContain('nobody@example.com');
    expect(recipients).not.toContain('gone@example.com');
    const outbox = await suite.t.app.db
      .selectFrom('outbox')
      .select('recipient')
      .where('recipient', 'in', ['nobody@example.com', 'gone@example.com'])
      .execute();
    expect(outbox).toEqual([]);
  });

  it('refuses a reset whose confirmation differs, or whose password is too short', async () => {
    await loginAs(suite.t, 'Staff', { email: 'mismatch@example.com' });
    await forgot('mismatch@example.com');
    const code = await mailedCode('mismatch@example.com');
    expectValidationError(
      await reset(code, 'new-password-1', 'new-password-2'),
      ['passwordConfirmation'],
      'Passwords do not match',
    );
    expectValidationError(
      await reset(code, 'short'),
      ['password'],
      'Password must be at least 8 characters.',
    );
    // Neither spent the code.
    expect((await reset(code)).statusCode).toBe(200);
  });

  describe('POST /api/auth/change-password', () => {
    const change = (authorization: string, body: object) =>
      post('/api/auth/change-password', body, { authorization });

    it('sets the new password, answers {jwt, user} and ends older tokens', async () => {
      const { authorization, userId } = await loginAs(suite.t, 'Registered', {
        email: 'changer@example.com',
        password: 'old-password-1',
      });
      const other = await post('/api/auth/local', {
        identifier: 'changer@example.com',
        password: 'old-password-1',
      });
      const response = await change(authorization.authorization, {
        currentPassword: 'old-password-1',
        password: 'new-password-1',
        passwordConfirmation: 'new-password-1',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { jwt, user } = response.json();
      expect(user).toMatchObject({ id: userId, email: 'changer@example.com' });
      expect((await me(authorization.authorization)).statusCode).toBe(401);
      expect((await me(`Bearer ${other.json().jwt}`)).statusCode).toBe(401);
      expect((await me(`Bearer ${jwt}`)).statusCode).toBe(200);
      const signIn = await post('/api/auth/local', {
        identifier: 'changer@example.com',
        password: 'new-password-1',
      });
      expect(signIn.statusCode).toBe(200);
    });

    it('refuses a wrong current password, a mismatch and a missing token', async () => {
      const { authorization } = await loginAs(suite.t, 'Staff', { password: 'old-password-1' });
      const wrong = await change(authorization.authorization, {
        currentPassword: 'not-the-password',
        password: 'new-password-1',
        passwordConfirmation: 'new-password-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(validationError('The provided current password is invalid'));
      expectValidationError(
        await change(authorization.authorization, {
          currentPassword: 'old-password-1',
          password: 'new-password-1',
          passwordConfirmation: 'new-password-2',
        }),
        ['passwordConfirmation'],
        'Passwords do not match',
      );
      expect((await me(authorization.authorization)).statusCode).toBe(200);
      const anonymous = await post('/api/auth/change-password', {
        currentPassword: 'old-password-1',
        password: 'new-password-1',
        passwordConfirmation: 'new-password-1',
      });
      expect(anonymous.statusCode).toBe(403);
    });
  });

  describe('PUT /api/users/me', () => {
    it('switches the notification mails off and on, and /api/users/me answers the switch', async () => {
      const { authorization } = await loginAs(suite.t, 'Staff');
      expect((await me(authorization.authorization)).json().notifications).toBe(true);
      const put = (payload: object) =>
        suite.t.app.inject({
          method: 'PUT',
          url: '/api/users/me?populate=role',
          payload,
          headers: authorization,
        });
      const off = await put({ data: { notifications: false } });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ notifications: false, role: { name: 'Staff' } });
      expect((await me(authorization.authorization)).json().notifications).toBe(false);
      expect((await put({ data: { notifications: true } })).json().notifications).toBe(true);
      expectValidationError(
        await put({ data: { notifications: 'yes' } }),
        ['notifications'],
        'Notifications must be true or false.',
      );
      expectValidationError(
        await put({ data: { notifications: true, role: 'Admin' } }),
        [],
        'Unknown field: role',
      );
    });
  });
});

describe('password recovery rate limits at RATE_LIMIT_FACTOR=1', () => {
  const suite = testServerSuite({ env: { RATE_LIMIT_FACTOR: '1' } });

  const post = (
    url: string,
    payload: object,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => suite.t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  function expectRateLimited(response: { statusCode: number; headers: Record<string, unknown> }) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('limits reset requests per e-mail address, from any client address, known or not', async () => {
    for (const email of ['limited@example.com', 'unknown-limited@example.com']) {
      if (email === 'limited@example.com') await loginAs(suite.t, 'Staff', { email });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await post('/api/auth/forgot-password', { email }, `203.0.113.${attempt}`);
        expect(response.statusCode).toBe(200);
      }
      expectRateLimited(
        await post('/api/auth/forgot-password', { email: email.toUpperCase() }, '203.0.113.99'),
      );
    }
    // Another address still gets through.
    const other = await post(
      '/api/auth/forgot-password',
      { email: 'other@example.com' },
      '203.0.113.1',
    );
    expect(other.statusCode).toBe(200);
  });

  it('limits reset requests and resets per client address', async () => {
    for (const [url, body] of [
      ['/api/auth/forgot-password', (i: number) => ({ email: `a${i}@example.com` })],
      [
        '/api/auth/reset-password',
        () => ({ code: 'wrong', password: 'password-1', passwordConfirmation: 'password-1' }),
      ],
    ] as const) {
      const ip = `198.51.100.${url.length}`;
      for (let i = 0; i < 10; i += 1) {
        expect((await post(url, body(i), ip)).statusCode).not.toBe(429);
      }
      expectRateLimited(await post(url, body(0), ip));
    }
  });

  it('locks changing the password after 10 wrong current passwords of one account', async () => {
    const { authorization } = await loginAs(suite.t, 'Staff', { password: 'right-password' });
    const change = (currentPassword: string, ip: string) =>
      post(
        '/api/auth/change-password',
        { currentPassword, password: 'new-password-1', passwordConfirmation: 'new-password-1' },
        ip,
        authorization,
      );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await change(`guess-${attempt}`, `192.0.2.${attempt}`)).statusCode).toBe(400);
    }
    expectRateLimited(await change('right-password', '192.0.2.50'));
  });
});
