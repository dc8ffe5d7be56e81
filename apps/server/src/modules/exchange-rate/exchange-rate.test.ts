import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app';
import { testAppSuite, testServerSuite } from '../../../test/test-suite';
import {
  LAST_GOOD_RATE_SETTING,
  createExchangeRateService,
  type ExchangeRateService,
} from './exchange-rate-service';
import { startTestRateSource, type TestRateSource } from '../../../test/support/test-rate-source';

const HOUR_MS = 60 * 60 * 1000;

describe('exchange-rate service', () => {
  const suite = testServerSuite({ lifetime: 'test' });
  let source: TestRateSource;
  let clock: number;
  let service: ExchangeRateService;

  beforeEach(async () => {
    source = await startTestRateSource({ pkr: 311.27 });
    clock = Date.parse('2025-06-02T08:00:00.000Z');
    service = createExchangeRateService({
      url: source.url,
      db: suite.t.app.db,
      log: suite.t.app.log,
      // Long enough for the stand-in source to answer on a busy machine, short enough that the
      // test of a hanging source stays under its 2 s.
      timeoutMs: 700,
      cacheTtlMs: 6 * HOUR_MS,
      retryAfterFailureMs: 5 * 60 * 1000,
      now: () => clock,
    });
  });
  afterEach(async () => {
    await source.close();
  });

  it('fetches the live rate and keeps it as the last good one in the database', async () => {
    expect(await service.current()).toEqual({
      rate: 311.27,
      fetchedAt: '2025-06-02T08:00:00.000Z',
      source: 'live',
    });
    const stored = await suite.t.app.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', LAST_GOOD_RATE_SETTING)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toEqual({
      rate: 311.27,
      fetchedAt: '2025-06-02T08:00:00.000Z',
    });
  });

  it('answers from memory for some hours instead of asking the source again', async () => {
    await service.current();
    source.answer({ pkr: 400 });
    clock += 5 * HOUR_MS;
    expect(await service.current()).toMatchObject({ rate: 311.27, source: 'live' });
    expect(source.hits()).toBe(1);
    clock += 2 * HOUR_MS;
    expect(await service.current()).toEqual({
      rate: 400,
      fetchedAt: new Date(clock).toISOString(),
      source: 'live',
    });
    expect(source.hits()).toBe(2);
  });

  it('shares one request between concurrent callers', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => service.current()));
    expect(new Set(answers.map((answer) => answer.rate))).toEqual(new Set([311.27]));
    expect(source.hits()).toBe(1);
  });

  it('falls back to the last good rate when the source fails, and leaves the source alone for a while', async () => {
    await service.current();
    source.answer({ status: 500 });
    clock += 7 * HOUR_MS;
    expect(await service.current()).toEqual({
      rate: 311.27,
      fetchedAt: '2025-06-02T08:00:00.000Z',
      source: 'cached',
    });
    expect(source.hits()).toBe(2);
    clock += 60 * 1000;
    expect(await service.current()).toMatchObject({ source: 'cached' });
    expect(source.hits()).toBe(2);
    source.answer({ pkr: 312.5 });
    clock += 5 * 60 * 1000;
    expect(await service.current()).toMatchObject({ rate: 312.5, source: 'live' });
  });

  it('gives up on a source that does not answer within the timeout', async () => {
    source.answer('hang');
    const started = performance.now();
    expect(await service.current()).toEqual({ rate: null, fetchedAt: null, source: 'none' });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['a rate of 0', { pkr: 0 }],
    ['a negative rate', { pkr: -311 }],
    ['a rate as text', { pkr: '311.27' }],
    ['no PKR rate', { pkr: undefined }],
    ['an HTTP error', { status: 503 }],
  ])('never takes %s as a rate', async (_name, answer) => {
    source.answer(answer);
    expect(await service.current()).toEqual({ rate: null, fetchedAt: null, source: 'none' });
  });

  it('reads the last good rate another server (or an earlier run) stored', async () => {
    source.answer({ status: 502 });
    await suite.t.app.db
      .insertInto('settings')
      .values({
        key: LAST_GOOD_RATE_SETTING,
        value: JSON.stringify({ rate: 309.99, fetchedAt: '2025-06-01T06:00:00.000Z' }),
        updated_at: '2025-06-01T06:00:00.000Z',
      })
      .execute();
    expect(await service.current()).toEqual({
      rate: 309.99,
      fetchedAt: '2025-06-01T06:00:00.000Z',
      source: 'cached',
    });
  });

  it('ignores a stored value that is not a usable rate', async () => {
    source.answer({ status: 502 });
    await suite.t.app.db
      .insertInto('settings')
      .values({
        key: LAST_GOOD_RATE_SETTING,
        value: '{"rate":0}',
        updated_at: '2025-06-01T06:00:00.000Z',
      })
      .execute();
    expect(await service.current()).toEqual({ rate: null, fetchedAt: null, source: 'none' });
  });
});

describe('GET /api/exchange-rate', () => {
  let source: TestRateSource;
  beforeAll(async () => {
    source = await startTestRateSource({ pkr: 305.4321 });
  });
  afterAll(async () => {
    await source.close();
  });
  const suite = testAppSuite('Staff', () => ({ env: { EXCHANGE_RATE_URL: source.url } }));

  it('answers the rate, when it was fetched and where it came from', async () => {
    const response = await suite.t.app.inject({
      method: 'GET',
      url: '/api/exchange-rate',
      headers: suite.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { rate: 305.4321, fetchedAt: expect.any(String), source: 'live' },
      meta: {},
    });
  });

  it('is for Staff and Admin only', async () => {
    expect(
      (await suite.t.app.inject({ method: 'GET', url: '/api/exchange-rate' })).statusCode,
    ).toBe(403);
    const registered = (await loginAs(suite.t, 'Registered')).authorization;
    expect(
      (await suite.t.app.inject({ method: 'GET', url: '/api/exchange-rate', headers: registered }))
        .statusCode,
    ).toBe(403);
    const admin = (await loginAs(suite.t, 'Admin')).authorization;
    expect(
      (await suite.t.app.inject({ method: 'GET', url: '/api/exchange-rate', headers: admin }))
        .statusCode,
    ).toBe(200);
  });

  it('answers source none when no rate is known at all', async () => {
    const failing = await startTestRateSource({ status: 500 });
    const empty = await createTestApp({ EXCHANGE_RATE_URL: failing.url });
    try {
      const headers = (await loginAs(empty, 'Staff')).authorization;
      const response = await empty.app.inject({
        method: 'GET',
        url: '/api/exchange-rate',
        headers,
      });
      expect(response.json()).toEqual({
        data: { rate: null, fetchedAt: null, source: 'none' },
        meta: {},
      });
    } finally {
      await empty.close();
      await failing.close();
    }
  });
});
