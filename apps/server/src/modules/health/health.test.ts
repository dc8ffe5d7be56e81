import { describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp } from '../../../test/test-app';
import { testServerSuite } from '../../../test/test-suite';

describe('GET /healthz', () => {
  const suite = testServerSuite();

  it('reports a reachable database', async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: { ok: true } });
  });

  it('answers 503 in the error shape naming the database when it is gone, not why', async () => {
    const broken = await createTestApp();
    await broken.app.db.destroy();
    const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        message: 'Unreachable: database',
        details: { database: { ok: false } },
      },
    });
    await broken.close().catch(() => undefined);
  });

  it('reports the bucket with STORAGE=s3, and answers 503 naming it when it does not answer', async () => {
    const s3 = await startS3Server();
    const withBucket = await createTestApp(s3.env);
    try {
      const up = await withBucket.app.inject({ method: 'GET', url: '/healthz' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok', database: { ok: true }, storage: { ok: true } });
      await s3.close();
      const down = await withBucket.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        error: {
          status: 503,
          message: 'Unreachable: storage',
          details: { database: { ok: true }, storage: { ok: false } },
        },
      });
    } finally {
      await withBucket.close();
    }
  });
});
