import { describe, expect, it } from 'vitest';
import { applicationForm, contactForm, insertUnclaimedResume } from '../../test/public-forms';
import { createTestApp, loginAs } from '../../test/test-app';
import { testServerSuite } from '../../test/test-suite';
import { FAILED_LOGIN_TIER, STRICT_TIER } from './rate-limits';

const RATE_LIMITED = {
  data: null,
  error: {
    status: 429,
    name: 'RateLimitError',
    message: 'Too many requests, please try again later.',
    details: {},
  },
};

function expectRateLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  maxSeconds: number,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(RATE_LIMITED);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('rate limits at RATE_LIMIT_FACTOR=1', () => {
  const suite = testServerSuite({ env: { RATE_LIMIT_FACTOR: '1' } });

  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    suite.t.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('allows 10 sign-in attempts a minute from one address, then answers 429 with Retry-After', async () => {
    const ip = '198.51.100.1';
    for (let attempt = 0; attempt < STRICT_TIER.max; attempt += 1) {
      expect((await post('/api/auth/local', {}, ip)).statusCode).toBe(400);
    }
    expectRateLimited(await post('/api/auth/local', {}, ip), 60);
    // Another address, and another strict route from the same address, still get through.
    expect((await post('/api/auth/local', {}, '198.51.100.2')).statusCode).toBe(400);
    expect((await post('/api/auth/local/register', {}, ip)).statusCode).toBe(400);
  });

  it('limits sign-up, the contact form and applications the same way', async () => {
    const resumeIds = await Promise.all(
      Array.from({ length: STRICT_TIER.max }, () => insertUnclaimedResume(suite.t)),
    );
    for (const [url, body] of [
      ['/api/auth/local/register', () => ({})],
      ['/api/contacts', () => ({ data: contactForm() })],
      ['/api/carrers', (i: number) => ({ data: applicationForm(resumeIds[i]!) })],
    ] as const) {
      const ip = `198.51.100.${10 + url.length}`;
      for (let i = 0; i < STRICT_TIER.max; i += 1) {
        expect((await post(url, body(i), ip)).statusCode).not.toBe(429);
      }
      expectRateLimited(await post(url, body(0), ip), 60);
    }
  });

  it('slows down guessing one account from many addresses: 10 failures lock it for 15 minutes', async () => {
    await loginAs(suite.t, 'Staff', { email: 'target@example.com', password: 'right-password' });
    for (let attempt = 0; attempt < FAILED_LOGIN_TIER.max; attempt += 1) {
      const response = await post(
        '/api/auth/local',
        { identifier: 'target@example.com', password: `guess-${attempt}` },
        `203.0.113.${attempt}`,
      );
      expect(response.statusCode).toBe(400);
    }
    // Even the right password, from a fresh address and in other letter case, waits now.
    const locked = await post(
      '/api/auth/local',
      { identifier: 'TARGET@example.com', password: 'right-password' },
      '203.0.113.99',
    );
    expectRateLimited(locked, 15 * 60);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // Other accounts are not affected.
    await loginAs(suite.t, 'Staff', { email: 'bystander@example.com', password: 'right-password' });
    const other = await post(
      '/api/auth/local',
      { identifier: 'bystander@example.com', password: 'right-password' },
      '203.0.113.98',
    );
    expect(other.statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    await loginAs(suite.t, 'Staff', { email: 'often@example.com', password: 'right-password' });
    for (let attempt = 0; attempt < FAILED_LOGIN_TIER.max + 2; attempt += 1) {
      const response = await post(
        '/api/auth/local',
        { identifier: 'often@example.com', password: 'right-password' },
        `192.0.2.${attempt}`,
      );
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  it('multiplies every tier (0.01: strict 1, general 10 a minute) and leaves web pages alone', async () => {
    const t = await createTestApp({ RATE_LIMIT_FACTOR: '0.01' });
    try {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/contacts',
            payload: { data: contactForm() },
          })
        ).statusCode,
      ).toBe(200);
      expectRateLimited(
        await t.app.inject({
          method: 'POST',
          url: '/api/contacts',
          payload: { data: contactForm() },
        }),
        60,
      );

      for (let i = 0; i < 10; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(403);
      }
      expectRateLimited(await t.app.inject({ method: 'GET', url: '/api/contacts' }), 60);

      for (let i = 0; i < 30; i += 1) {
        expect((await t.app.inject({ method: 'GET', url: '/about' })).statusCode).not.toBe(429);
      }
    } finally {
      await t.close();
    }
  });

  it('0 turns every limit off, the per-account one too', async () => {
    const t = await createTestApp({ RATE_LIMIT_FACTOR: '0' });
    try {
      for (let i = 0; i < STRICT_TIER.max + 5; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/local',
          payload: { identifier: 'nobody@example.com', password: 'wrong-password' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
