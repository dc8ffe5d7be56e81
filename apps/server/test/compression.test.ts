import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestService } from './support/invoice-test-helpers';
import { testAppSuite } from './test-suite';

/** API answers are compressed as the client asks, and decompress to the very same JSON. */

describe('compressed API answers', () => {
  const suite = testAppSuite('Staff');
  const url = '/api/services?pagination[pageSize]=100';

  beforeAll(async () => {
    for (let index = 0; index < 20; index += 1) await createTestService(suite.t, suite.auth);
  });

  const fetchList = (acceptEncoding: string) =>
    suite.t.app.inject({
      method: 'GET',
      url,
      headers: { ...suite.auth, 'accept-encoding': acceptEncoding },
    });

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
    const small = await suite.t.app.inject({
      method: 'GET',
      url: '/api/services?filters[item][$eq]=No such service',
      headers: { ...suite.auth, 'accept-encoding': 'br' },
    });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
