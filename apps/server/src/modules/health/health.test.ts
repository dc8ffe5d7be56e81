import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports a reachable database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', ok: true },
    });
  });

  it('answers 503 in the error shape when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.app.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError' },
    });
    await broken.close().catch(() => undefined);
  });
});
