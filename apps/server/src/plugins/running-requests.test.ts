import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { openDatabase } from '../db/database';
import { LAST_GOOD_RATE_SETTING } from '../modules/exchange-rate/exchange-rate-service';
import { startTestRateSource, type TestRateSource } from '../../test/support/test-rate-source';

describe('shutting down', () => {
  let t: TestApp;
  let source: TestRateSource;
  afterEach(async () => {
    await t.close();
    await source.close();
  });

  it('lets a request whose client went away finish its write before the database closes', async () => {
    source = await startTestRateSource('hang');
    t = await createTestApp({ EXCHANGE_RATE_URL: source.url });
    const { authorization } = await loginAs(t, 'Staff');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    // The rate request waits on the rate source; its client gives up meanwhile.
    const client = request({
      host: '127.0.0.1',
      port,
      path: '/api/exchange-rate',
      headers: { authorization: authorization.authorization },
    });
    client.on('error', () => undefined);
    client.end();
    await expect.poll(() => source.hits()).toBe(1);
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Shutting down waits for that request, which then stores the rate it was given.
    const closed = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    source.answer({ pkr: 301.5 });
    await closed;

    const database = openDatabase({ dataDir: t.dataDir, databaseUrl: t.config.DATABASE_URL });
    try {
      const stored = await database.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', LAST_GOOD_RATE_SETTING)
        .executeTakeFirst();
      expect(stored && JSON.parse(stored.value)).toMatchObject({ rate: 301.5 });
    } finally {
      await database.db.destroy();
    }
  });
});
