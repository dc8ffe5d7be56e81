import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../test/test-suite';

/**
 * Refusals made by the framework before or around a route (a malformed address, content type,
 * body or upload) answer Strapi's error shape like every other error, never Fastify's own body.
 */
describe('framework refusals', () => {
  const suite = testAppSuite('Staff');

  function expectErrorShape(response: { statusCode: number; body: string }, status: number) {
    expect(response.statusCode).toBe(status);
    const body = JSON.parse(response.body);
    expect(Object.keys(body).sort()).toEqual(['data', 'error']);
    expect(body.data).toBeNull();
    expect(Object.keys(body.error).sort()).toEqual(['details', 'message', 'name', 'status']);
    expect(body.error.status).toBe(status);
    expect(response.body).not.toMatch(/FST_|"code"|statusCode/);
    return body.error as { name: string; message: string };
  }

  it('answers a malformed percent-encoding in the path or the query in the error shape', async () => {
    for (const url of [
      '/api/events/%E0%A4%A',
      '/api/events/%FF%FE',
      '/api/events?%FF%FE',
      '/api/events?filters[title][$eq]=%E0%A4%A',
    ]) {
      const response = await suite.t.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode >= 400) expectErrorShape(response, response.statusCode);
    }
    const error = expectErrorShape(await suite.t.app.inject({ url: '/api/events/%E0%A4%A' }), 400);
    expect(error.message).toBe('The address is malformed: it holds an invalid percent-encoding.');
  });

  it('answers an unsupported content type, an oversized body and invalid JSON in the error shape', async () => {
    const text = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: '<data/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(expectErrorShape(text, 415).message).toBe('Unsupported content type');
    const large = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: JSON.stringify({ data: { message: 'x'.repeat(300 * 1024) } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(expectErrorShape(large, 413).message).toBe('Request body is too large');
    const broken = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: '{"data":',
      headers: { 'content-type': 'application/json' },
    });
    expect(expectErrorShape(broken, 400).name).toBe('SyntaxError');
  });

  it('checks the caller before the input: a refused caller learns nothing about what the route takes', async () => {
    const anonymous = [
      await suite.t.app.inject({
        method: 'PUT',
        url: '/api/invoices/abc',
        payload: { nonsense: true },
      }),
      await suite.t.app.inject({
        method: 'POST',
        url: '/api/invoices?colour=red',
        payload: { data: { customer_name: '' } },
      }),
      await suite.t.app.inject({ method: 'GET', url: '/api/users?filters[password][$eq]=x' }),
    ];
    for (const response of anonymous)
      expect(expectErrorShape(response, 403).name).toBe('ForbiddenError');
    const badToken = await suite.t.app.inject({
      method: 'PUT',
      url: '/api/invoices/abc',
      payload: {},
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(expectErrorShape(badToken, 401).name).toBe('UnauthorizedError');
  });

  it('answers a malformed multipart upload in the error shape', async () => {
    const boundary = 'x-boundary';
    for (const payload of [
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
      '',
    ]) {
      const response = await suite.t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...suite.auth },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectErrorShape(response, response.statusCode);
    }
  });
});
