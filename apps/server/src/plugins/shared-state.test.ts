import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisTestServer } from '../../test/redis-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testServerSuite } from '../../test/test-suite';
import { FAILED_LOGIN_TIER, REDIS_UNAVAILABLE_MESSAGE } from './rate-limits';
import type { SiteContentKind } from './site-content-changes';

/** Two servers sharing one Redis (each on a database of its own: only Redis is shared here). */
describe('with REDIS_URL', () => {
  let redis: RedisTestServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });
  const sharingRedis = () => ({ env: { REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' } });
  const one = testServerSuite(sharingRedis);
  const other = testServerSuite(sharingRedis);

  const signIn = (t: TestApp, identifier: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier, password: 'not-the-password-1' },
      remoteAddress: '203.0.113.7',
    });

  it('counts a rate limit across servers', async () => {
    const statuses: number[] = [];
    // Alternating servers: the strict tier allows 10 sign-ins a minute from one address in all.
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push(
        (await signIn((attempt % 2 ? other : one).t, `nobody${attempt}@example.com`)).statusCode,
      );
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it('counts failed sign-ins of one account across servers', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= FAILED_LOGIN_TIER.max; attempt += 1) {
      const response = await (attempt % 2 ? other : one).t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: 'target@example.com', password: 'not-the-password-1' },
        // A new address each time: only the per-account count can stop these.
        remoteAddress: `198.51.100.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  });

  it("runs another server's listeners when content changes on one", async () => {
    const heard: SiteContentKind[] = [];
    other.t.app.siteContent.onChange((kind) => heard.push(kind));
    one.t.app.siteContent.changed('jobs');
    await expect.poll(() => heard, { timeout: 1_000, interval: 20 }).toEqual(['jobs']);
  });

  it('reports Redis in GET /healthz', async () => {
    const response = await one.t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ redis: { ok: true }, database: { ok: true } });
  });

  it('when Redis is down: 503 from /healthz and the strict limits, the general tier still serves', async () => {
    await redis.stop();
    const health = await one.t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({
      error: { status: 503, details: { redis: { ok: false }, database: { ok: true } } },
    });
    const refused = await signIn(one.t, 'someone@example.com');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      error: { status: 503, name: 'ServiceUnavailableError', message: REDIS_UNAVAILABLE_MESSAGE },
    });
    const listed = await one.t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(listed.statusCode).toBe(200);
  });
});

describe('with REDIS_URL pointing at nothing', () => {
  it('refuses to start, saying why', async () => {
    // Nothing listens on port 9 here.
    await expect(createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' })).rejects.toThrow(
      'Redis at REDIS_URL does not answer: connect ECONNREFUSED 127.0.0.1:9',
    );
  });
});
