import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestService } from '../src/modules/invoices/invoice-test-helpers';
import { createTestApp, loginAs, type TestApp } from './test-app';

/** API answers are compressed as the client asks, and decompress to the very same JSON. */

describe('compressed API answers', () => {
  let t: TestApp;
  let staff: { authorization: string };
  const url = '/api/services?pagination[pageSize]=100';

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await loginAs(t, 'Staff')).authorization;
    for (let index = 0; index < 20; index += 1) await createTestService(t, staff);
  });
  afterAll(async () => {
    await t.close();
  });

  const fetchList = (acceptEncoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...staff, 'accept-encoding': acceptEncoding } });

  it('sends brotli to a client that takes it, else gzip, else the plain JSON', async () => {
    const plain = await fetchList('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(20);

    const br = await fetchList('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await fetchList('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/services?filters[item][$eq]=No such service',
      headers: { ...staff, 'accept-encoding': 'br' },
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
